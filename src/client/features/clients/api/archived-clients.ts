import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';
import { apiRequest } from '@/client/lib/api-client';

/** GET /api/clients?archived=true: the archived clients, newest first; read only when shown. */
export function useArchivedClients(enabled: boolean) {
  return useQuery<ClientListItem[]>({
    queryKey: ['/api/clients', { archived: true }],
    queryFn: () => apiRequest<ClientListItem[]>('GET', '/api/clients?archived=true'),
    enabled,
    refetchOnMount: 'always',
  });
}

/** POST /api/clients/:id/restore: back in the list and the figures. */
export function useRestoreClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => apiRequest<Client>('POST', `/api/clients/${clientId}/restore`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      ]);
    },
  });
}
