import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreateRequest } from '@/shared/schemas/client';
import { apiRequest } from '@/client/lib/api-client';

/** POST /api/clients; afterwards the client list and the stats are refreshed. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: ClientCreateRequest) => apiRequest<Client>('POST', '/api/clients', client),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      ]);
    },
  });
}
