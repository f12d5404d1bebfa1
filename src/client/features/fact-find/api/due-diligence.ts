import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DueDiligenceUpdate, DueDiligenceView } from '@/shared/schemas/due-diligence';
import { apiRequest, ifMatch } from '@/client/lib/api-client';

/** GET /api/clients/:id/due-diligence: the customer due diligence of each person (decision 035). */
const key = (clientId: string) => ['/api/clients', clientId, 'due-diligence'];

export function useDueDiligence(clientId: string) {
  return useQuery<DueDiligenceView>({
    queryKey: key(clientId),
    queryFn: () => apiRequest<DueDiligenceView>('GET', `/api/clients/${clientId}/due-diligence`),
  });
}

/** Saves one person's changed pieces on the version the adviser read (a save by someone else since: 409). */
export function useSaveDueDiligence(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, update }: { version: string; update: DueDiligenceUpdate }) =>
      apiRequest<DueDiligenceView>(
        'PATCH',
        `/api/clients/${clientId}/due-diligence`,
        update,
        ifMatch(version),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(key(clientId), saved);
      return queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'history'] });
    },
  });
}
