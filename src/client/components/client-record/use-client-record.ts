import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClientRecordView, FactHistoryEntry } from '@/shared/record/record-types';
import { apiRequest } from '@/client/lib/api-client';

export const clientRecordKey = (clientId: string | undefined) => ['/api/clients', clientId, 'record'];

/**
 * GET /api/clients/:id/record: every current fact of the client with its source, what the documents offer
 * beside them, documents set aside as someone else's, what is missing, completion, ready to sign. Fetched
 * afresh whenever a screen opens: documents read in the background change what is offered.
 */
export function useClientRecord(clientId: string | undefined) {
  return useQuery<ClientRecordView>({
    queryKey: clientRecordKey(clientId),
    enabled: Boolean(clientId),
    refetchOnMount: 'always',
  });
}

/** GET /api/clients/:id/record/history?subject=&field=: every entry of one fact, oldest first. */
export function useFactHistory(clientId: string, subject: string, field: string, enabled: boolean) {
  return useQuery<{ entries: FactHistoryEntry[] }>({
    queryKey: [...clientRecordKey(clientId), 'history', subject, field],
    queryFn: () =>
      apiRequest<{ entries: FactHistoryEntry[] }>(
        'GET',
        `/api/clients/${clientId}/record/history?${new URLSearchParams({ subject, field }).toString()}`,
      ),
    enabled,
    staleTime: 0,
  });
}

/**
 * After the record changed (offers accepted or dismissed, a document's owner said): everything read from it
 * is fetched again: the record, the client, accounts, goals, questionnaire, Fact Find, documents, history,
 * and the dashboard's list and figures.
 */
export async function refreshClientRecord(queryClient: QueryClient, clientId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId] }),
    queryClient.invalidateQueries({ queryKey: ['/api/clients'], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
  ]);
}

/**
 * PUT /api/clients/:id/documents/:documentId/owner: "It is the client's document" (owner 'client'), after
 * which its facts are offered; null takes that back.
 */
export function useSetDocumentOwner(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, owner }: { documentId: string; owner: 'client' | null }) =>
      apiRequest<void>('PUT', `/api/clients/${clientId}/documents/${documentId}/owner`, { owner }),
    onSuccess: () => refreshClientRecord(queryClient, clientId),
  });
}
