import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListItem, ClientUpdateRequest } from '@/shared/schemas/client';
import { apiRequest, ifMatch } from '@/client/lib/api-client';

/**
 * GET /api/clients/:id; only for a real id (specification section 7). Fetched afresh whenever the Fact Find
 * opens: a document read in the background may have filled a value since (a defaulted date of birth).
 */
export function useClient(clientId: string | undefined) {
  return useQuery<Client>({
    queryKey: ['/api/clients', clientId],
    enabled: Boolean(clientId),
    refetchOnMount: 'always',
  });
}

export function useClientList(enabled: boolean) {
  // The list is paged (50 by default): a picker asks for the newest 500, the most one page holds.
  return useQuery<ClientListItem[]>({
    queryKey: ['/api/clients?limit=500'],
    enabled,
    refetchOnMount: 'always',
  });
}

/**
 * PATCH /api/clients/:id with the Fact Find's changed fields; with the version they were made on, a save by
 * someone else in between answers 409 instead of being overwritten. The cached client becomes the answer.
 */
export function useUpdateClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, version }: { changes: ClientUpdateRequest; version: string }) =>
      apiRequest<Client>('PATCH', `/api/clients/${clientId}`, changes, ifMatch(version)),
    onSuccess: async (client) => {
      queryClient.setQueryData(['/api/clients', clientId], client);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'], exact: true }),
        // Each value's source (now the adviser's) and what is missing.
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'record'] }),
      ]);
    },
  });
}

/** POST /api/clients/:id/archive or /restore: the client stays whole; the dashboard's list and figures change. */
export function useArchiveClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      apiRequest<Client>('POST', `/api/clients/${clientId}/${archived ? 'archive' : 'restore'}`),
    onSuccess: async (client) => {
      queryClient.setQueryData(['/api/clients', clientId], client);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'], exact: false, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      ]);
    },
  });
}

/** DELETE /api/clients/:id: the client and everything held about them, for good (APP 11). */
export function useDestroyClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/clients/${clientId}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['/api/clients', clientId] });
      void queryClient.invalidateQueries({ queryKey: ['/api/clients'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/stats'] });
    },
  });
}
