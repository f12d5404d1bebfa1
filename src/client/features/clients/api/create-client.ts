import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreateRequest } from '@/shared/schemas/client';
import { apiRequest } from '@/client/lib/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';

/**
 * POST /api/clients; afterwards the client list and the stats are refreshed. Tries of one client carry the
 * same Idempotency-Key (a second click or a retry after a lost answer makes no second client); a new key
 * follows each client made.
 */
export function useCreateClient() {
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (client: ClientCreateRequest) =>
      apiRequest<Client>('POST', '/api/clients', client, { 'Idempotency-Key': key.current }),
    onSuccess: async () => {
      key.current = newIdempotencyKey();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      ]);
    },
  });
}
