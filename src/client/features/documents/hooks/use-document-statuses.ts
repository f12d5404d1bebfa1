import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits } from '@/shared/options';
import type { DocumentStatus } from '@/shared/schemas/document';
import { fetchDocumentStatuses } from '../api/document-statuses';
import { isDocumentFinished, nextPollDelay, progressPercent } from '../lib/document-progress';

export type DocumentStatusPolling = {
  /** The documents' statuses in the order of the ids (a document deleted meanwhile is left out). */
  statuses: DocumentStatus[];
  /** (completed + failed) / total × 100. */
  progress: number;
  /** Every document is complete or failed (or no longer there). */
  allFinished: boolean;
  /** Five minutes passed since `startedAt` with documents still being read: polling stopped. */
  timedOut: boolean;
  /** Polling stopped because the statuses could not be fetched (logged). */
  error: Error | null;
  /** When the statuses were last fetched (0 before the first answer). */
  checkedAt: number;
  /** Fetches again now; polling resumes if documents are still being read. */
  checkAgain: () => void;
};

/**
 * The query behind useDocumentStatuses: the statuses of `documentIds` in one request, fetched again every
 * 2 s while any is unfinished, until all are finished, 5 minutes after `startedAt`, or a fetch fails. Its
 * key sits under '/api/documents', so refreshing the document lists after an upload, retry or delete
 * refreshes these statuses too.
 */
export function documentStatusesQuery(documentIds: readonly string[], startedAt: number | null) {
  return queryOptions<DocumentStatus[]>({
    queryKey: ['/api/documents', 'status', { ids: documentIds }],
    enabled: documentIds.length > 0 && startedAt !== null,
    queryFn: async () => {
      try {
        return await fetchDocumentStatuses(documentIds);
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
}

/**
 * Polls the statuses of `documentIds` for a screen: one request every 2 s while any document is still
 * being read; stops when all are complete or failed, 5 minutes after `startedAt` (a later `startedAt`
 * gives 5 more minutes), or when a fetch fails. Nothing is fetched without ids or while `startedAt` is null.
 */
export function useDocumentStatuses(
  documentIds: readonly string[],
  startedAt: number | null,
): DocumentStatusPolling {
  const query = useQuery(documentStatusesQuery(documentIds, startedAt));

  const statuses = query.data ?? [];
  const allFinished = query.data !== undefined && statuses.every(isDocumentFinished);
  const timedOut =
    query.data !== undefined &&
    !allFinished &&
    startedAt !== null &&
    query.dataUpdatedAt - startedAt >= limits.statusPollCutoffMs;
  return {
    statuses,
    progress: progressPercent(statuses),
    allFinished,
    timedOut,
    error: query.isError ? query.error : null,
    checkedAt: query.dataUpdatedAt,
    checkAgain: () => void query.refetch(),
  };
}
