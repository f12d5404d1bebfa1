import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListItem, Stats } from '@/shared/schemas/client';
import { throwIfNotOk } from '@/client/lib/api-client';

export type ClientPage = { clients: ClientListItem[]; total: number };

/**
 * The dashboard's clients: the first `limit`, newest first, whose name or e-mail contains `search`, and how
 * many match in all (GET /api/clients?search=&limit=, total in X-Total-Count).
 */
export function useClientPage({ search, limit }: { search: string; limit: number }) {
  return useQuery<ClientPage>({
    queryKey: ['/api/clients', { search, limit }],
    queryFn: async () => {
      const query = new URLSearchParams({ limit: String(limit), ...(search ? { search } : {}) });
      const response = await fetch(`/api/clients?${query}`, { credentials: 'include' });
      await throwIfNotOk(response);
      const clients = (await response.json()) as ClientListItem[];
      return { clients, total: Number(response.headers.get('X-Total-Count') ?? clients.length) };
    },
    // Statuses change as documents are processed elsewhere: the dashboard always shows fresh figures.
    refetchOnMount: 'always',
    // While the next page or search loads, the rows already shown stay.
    placeholderData: keepPreviousData,
  });
}

export function useStats() {
  return useQuery<Stats>({ queryKey: ['/api/stats'], refetchOnMount: 'always' });
}
