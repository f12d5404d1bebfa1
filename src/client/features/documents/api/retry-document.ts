import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/schemas/document';
import { apiRequest } from '@/client/lib/api-client';
import { refreshDocumentLists } from './document-queries';

/** POST /api/documents/:id/retry: reads a failed document again from the step that failed. */
export function useRetryDocument(clientId?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiRequest<DocumentSummary>('POST', `/api/documents/${encodeURIComponent(documentId)}/retry`),
    onSuccess: () => refreshDocumentLists(queryClient, clientId),
  });
}
