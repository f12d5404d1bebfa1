import { useQuery } from '@tanstack/react-query';
import { limits } from '@/shared/options';
import type { DocumentStatus } from '@/shared/schemas/document';
import { isDocumentFinished, nextPollDelay, progressPercent } from '../lib/document-progress';

/** GET /api/documents/:id/status; a failed fetch throws 'Failed to fetch status: {status}'. */
export async function fetchDocumentStatus(documentId: string): Promise<DocumentStatus> {
  const response = await fetch(`/api/documents/${encodeURIComponent(documentId)}/status`, {
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Failed to fetch status: ${response.status}`);
  return (await response.json()) as DocumentStatus;
}

export type DocumentPolling = {
  statuses: DocumentStatus[];
  progress: number;
  /** Every document is complete or failed. */
  allFinished: boolean;
  /** Five minutes passed with documents still being read. */
  timedOut: boolean;
  /** Polling stopped because a status could not be fetched. */
  error: Error | null;
  checkAgain: () => void;
};

/**
 * Polls the status of every document every 2 s; stops when all are finished, 5 minutes after
 * `startedAt`, or when a fetch fails (logged; the screen offers to check again).
 */
export function useDocumentStatusPolling(documentIds: string[], startedAt: number | null): DocumentPolling {
  const query = useQuery<DocumentStatus[]>({
    queryKey: ['document-statuses', documentIds, startedAt],
    enabled: documentIds.length > 0 && startedAt !== null,
    queryFn: async () => {
      try {
        return await Promise.all(documentIds.map(fetchDocumentStatus));
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (current) => {
      if (current.state.status === 'error' || startedAt === null) return false;
      return nextPollDelay(current.state.data, current.state.dataUpdatedAt, startedAt);
    },
  });

  const statuses = query.data ?? [];
  const allFinished =
    statuses.length === documentIds.length && statuses.length > 0 && statuses.every(isDocumentFinished);
  const timedOut =
    !allFinished && startedAt !== null && query.dataUpdatedAt - startedAt >= limits.statusPollCutoffMs;
  return {
    statuses,
    progress: progressPercent(statuses),
    allFinished,
    timedOut,
    error: query.isError ? query.error : null,
    checkAgain: () => void query.refetch(),
  };
}
