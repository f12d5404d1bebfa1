import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { refreshDocumentLists } from './document-queries';

/** DELETE /api/documents/:id: the original and what was read from it. */
export function useDeleteDocument(clientId?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiRequest<void>('DELETE', `/api/documents/${encodeURIComponent(documentId)}`),
    onSuccess: () => refreshDocumentLists(queryClient, clientId),
  });
}
