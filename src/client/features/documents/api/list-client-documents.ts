import { useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/schemas/document';
import { nextPollDelay } from '../lib/document-progress';

/**
 * GET /api/clients/:clientId/documents, newest first. While any document is still being read the list
 * is fetched again every 2 s, until all are finished or 5 minutes after `pollingSince`.
 */
export function useClientDocuments(clientId: string | undefined, pollingSince: number) {
  return useQuery<DocumentSummary[]>({
    queryKey: ['/api/clients', clientId, 'documents'],
    enabled: Boolean(clientId),
    refetchOnMount: 'always',
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      return nextPollDelay(query.state.data, query.state.dataUpdatedAt, pollingSince);
    },
  });
}
