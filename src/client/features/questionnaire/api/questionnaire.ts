import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';
import type { Questionnaire, QuestionnaireChangesInput } from '@/shared/schemas/questionnaire';
import { apiRequest } from '@/client/lib/api-client';

export function useClient(clientId: string | undefined) {
  return useQuery<Client>({ queryKey: ['/api/clients', clientId], enabled: Boolean(clientId) });
}

export function useClientList(enabled: boolean) {
  return useQuery<ClientListItem[]>({ queryKey: ['/api/clients'], enabled, refetchOnMount: 'always' });
}

/** A questionnaire as the server sent it, with the version its save sends back (If-Match). */
export type VersionedQuestionnaire = Questionnaire & { version: string };

/** GET /api/clients/:id/questionnaire */
export function useQuestionnaire(clientId: string | undefined) {
  return useQuery<VersionedQuestionnaire>({
    queryKey: ['/api/clients', clientId, 'questionnaire'],
    enabled: Boolean(clientId),
  });
}

/**
 * PATCH (Save Progress, a section's Complete) or POST .../complete (Complete & Continue), with only what the
 * adviser changed; the cache becomes what was saved.
 */
export function useSaveQuestionnaire(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, complete }: { changes: QuestionnaireChangesInput; complete: boolean }) =>
      complete
        ? apiRequest<VersionedQuestionnaire>(
            'POST',
            `/api/clients/${clientId}/questionnaire/complete`,
            changes,
          )
        : apiRequest<VersionedQuestionnaire>('PATCH', `/api/clients/${clientId}/questionnaire`, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['/api/clients', clientId, 'questionnaire'], saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'record'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-offers'] }),
      ]);
    },
  });
}
