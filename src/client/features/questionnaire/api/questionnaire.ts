import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';
import type { Questionnaire, QuestionnaireSaveInput } from '@/shared/schemas/questionnaire';
import { apiRequest } from '@/client/lib/api-client';

export function useClient(clientId: string | undefined) {
  return useQuery<Client>({ queryKey: ['/api/clients', clientId], enabled: Boolean(clientId) });
}

export function useClientList(enabled: boolean) {
  return useQuery<ClientListItem[]>({ queryKey: ['/api/clients'], enabled, refetchOnMount: 'always' });
}

/** GET /api/clients/:id/questionnaire */
export function useQuestionnaire(clientId: string | undefined) {
  return useQuery<Questionnaire>({
    queryKey: ['/api/clients', clientId, 'questionnaire'],
    enabled: Boolean(clientId),
  });
}

/** PUT (Save Progress) or POST .../complete (Complete & Continue); the cache becomes what was saved. */
export function useSaveQuestionnaire(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, complete }: { input: QuestionnaireSaveInput; complete: boolean }) =>
      complete
        ? apiRequest<Questionnaire>('POST', `/api/clients/${clientId}/questionnaire/complete`, input)
        : apiRequest<Questionnaire>('PUT', `/api/clients/${clientId}/questionnaire`, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['/api/clients', clientId, 'questionnaire'], saved);
      await queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] });
    },
  });
}
