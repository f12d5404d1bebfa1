import { useQuery } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';

/** GET /api/clients: the practice's clients, for the client pickers. */
export function useClientOptions() {
  return useQuery<ClientListItem[]>({ queryKey: ['/api/clients'], refetchOnMount: 'always' });
}

/** GET /api/clients/:id (404 for a client of another practice or none). */
export function useClient(clientId: string | undefined) {
  return useQuery<Client>({ queryKey: ['/api/clients', clientId], enabled: Boolean(clientId) });
}
