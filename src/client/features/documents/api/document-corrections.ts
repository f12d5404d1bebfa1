import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentCorrection, DocumentCorrectionRequest } from '@/shared/schemas/document-correction';
import { apiRequest } from '@/client/lib/api-client';

const correctionsKey = (documentId: string) => ['/api/documents', documentId, 'corrections'];

/** GET /api/documents/:id/corrections */
export function useDocumentCorrections(documentId: string, enabled: boolean) {
  return useQuery<DocumentCorrection[]>({ queryKey: correctionsKey(documentId), enabled });
}

/** PUT or DELETE /api/documents/:id/corrections/:key; the client's offers change with it. */
export function useCorrectField(documentId: string) {
  const queryClient = useQueryClient();
  const url = (fieldKey: string) =>
    `/api/documents/${encodeURIComponent(documentId)}/corrections/${encodeURIComponent(fieldKey)}`;
  const refresh = async () => {
    await Promise.all([
      // The corrections, and the documents' summaries, which say the corrected values (keys under '/api/documents').
      queryClient.invalidateQueries({ queryKey: ['/api/documents'] }),
      // Offers are worked out from corrected readings (any client's picture may have changed); a client's
      // document list says the corrected values too.
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === '/api/clients' &&
          (query.queryKey[2] === 'fact-offers' || query.queryKey[2] === 'documents'),
      }),
    ]);
  };
  return {
    save: useMutation({
      mutationFn: ({ fieldKey, request }: { fieldKey: string; request: DocumentCorrectionRequest }) =>
        apiRequest<DocumentCorrection>('PUT', url(fieldKey), request),
      onSuccess: refresh,
    }),
    undo: useMutation({
      mutationFn: (fieldKey: string) => apiRequest<void>('DELETE', url(fieldKey)),
      onSuccess: refresh,
    }),
  };
}
