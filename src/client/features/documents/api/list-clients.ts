import { useQuery } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';

/** GET /api/clients: the practice's clients, for the client pickers. */
export function useClientOptions() {
  // The list is paged (50 by default): a picker asks for the newest 500, the most one page holds.
  return useQuery<ClientListItem[]>({ queryKey: ['/api/clients?limit=500'], refetchOnMount: 'always' });
}

/** GET /api/clients/:id (404 for a client of another practice or none). */
export function useClient(clientId: string | undefined) {
  return useQuery<Client>({ queryKey: ['/api/clients', clientId], enabled: Boolean(clientId) });
}
