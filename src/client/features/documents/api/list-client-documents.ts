import { useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/schemas/document';

/**
 * GET /api/clients/:clientId/documents, newest first; fetched again after an upload, retry or delete. The
 * statuses of documents still being read are polled separately (useDocumentStatuses).
 */
export function useClientDocuments(clientId: string | undefined) {
  return useQuery<DocumentSummary[]>({
    queryKey: ['/api/clients', clientId, 'documents'],
    enabled: Boolean(clientId),
    refetchOnMount: 'always',
  });
}
