import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';
import type { Questionnaire, QuestionnaireChangesInput } from '@/shared/schemas/questionnaire';
import { apiRequest, ifMatch } from '@/client/lib/api-client';

export function useClient(clientId: string | undefined) {
  return useQuery<Client>({ queryKey: ['/api/clients', clientId], enabled: Boolean(clientId) });
}

export function useClientList(enabled: boolean) {
  // The list is paged (50 by default): a picker asks for the newest 500, the most one page holds.
  return useQuery<ClientListItem[]>({
    queryKey: ['/api/clients?limit=500'],
    enabled,
    refetchOnMount: 'always',
  });
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
    // On the version the screen loaded: someone else's save since answers 409 (with theirs) instead.
    mutationFn: ({
      changes,
      complete,
      version,
    }: {
      changes: QuestionnaireChangesInput;
      complete: boolean;
      version: string;
    }) =>
      complete
        ? apiRequest<VersionedQuestionnaire>(
            'POST',
            `/api/clients/${clientId}/questionnaire/complete`,
            changes,
            ifMatch(version),
          )
        : apiRequest<VersionedQuestionnaire>(
            'PATCH',
            `/api/clients/${clientId}/questionnaire`,
            changes,
            ifMatch(version),
          ),
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
