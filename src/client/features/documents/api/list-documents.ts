import { useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/schemas/document';
import { apiRequest } from '@/client/lib/api-client';
import { nextPollDelay } from '../lib/document-progress';

/** A client's id, 'unassigned' for documents-first work no client has claimed yet, or every document. */
export type DocumentFilter = string | undefined;

/**
 * GET /api/documents?clientId=, newest first. While documents are being read the list is fetched again
 * every 2 s, for at most 5 minutes after `pollingSince`.
 */
export function useDocuments(clientId: DocumentFilter, pollingSince: number) {
  return useQuery<DocumentSummary[]>({
    queryKey: ['/api/documents', { clientId: clientId ?? null }],
    queryFn: () =>
      apiRequest<DocumentSummary[]>(
        'GET',
        clientId ? `/api/documents?clientId=${encodeURIComponent(clientId)}` : '/api/documents',
      ),
    refetchOnMount: 'always',
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      return nextPollDelay(query.state.data, query.state.dataUpdatedAt, pollingSince);
    },
  });
}
