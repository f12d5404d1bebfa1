import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptFactOffersResult, FactOffers } from '@/shared/schemas/extracted-facts';
import { apiRequest } from '@/client/lib/api-client';

const offersKey = (clientId: string) => ['/api/clients', clientId, 'fact-offers'];

/** GET /api/clients/:id/fact-offers: what the client's documents say that the record lacks or holds differently. */
export function useFactOffers(clientId: string) {
  return useQuery<FactOffers>({ queryKey: offersKey(clientId), refetchOnMount: 'always' });
}

/** POST .../fact-offers/accept: writes the chosen offers with their sources; everything they touch is reloaded. */
export function useAcceptFactOffers(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) =>
      apiRequest<AcceptFactOffersResult>('POST', `/api/clients/${clientId}/fact-offers/accept`, { keys }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'questionnaire'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'history'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      ]);
    },
  });
}

/** POST .../fact-offers/dismiss: the server remembers, so the offers stay dismissed on every screen. */
export function useDismissFactOffers(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) =>
      apiRequest<{ dismissed: string[] }>('POST', `/api/clients/${clientId}/fact-offers/dismiss`, { keys }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey(clientId) }),
  });
}
