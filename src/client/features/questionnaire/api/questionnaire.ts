import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListItem } from '@/shared/schemas/client';
import type { Questionnaire, QuestionnaireSaveInput } from '@/shared/schemas/questionnaire';
import { ApiError, apiRequest } from '@/client/lib/api-client';

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
 * PUT (Save Progress) or POST .../complete (Complete & Continue); the cache becomes what was saved. After a
 * conflict (409) the cached copy is fetched again, so saving again is made on the latest version.
 */
export function useSaveQuestionnaire(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      complete,
      version,
    }: {
      input: QuestionnaireSaveInput;
      complete: boolean;
      /** The version the answers were made on: a save by someone else since answers 409. */
      version?: string;
    }) => {
      const headers = version ? { 'If-Match': `"${version}"` } : undefined;
      return complete
        ? apiRequest<VersionedQuestionnaire>(
            'POST',
            `/api/clients/${clientId}/questionnaire/complete`,
            input,
            headers,
          )
        : apiRequest<VersionedQuestionnaire>('PUT', `/api/clients/${clientId}/questionnaire`, input, headers);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'questionnaire'] });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(['/api/clients', clientId, 'questionnaire'], saved);
      await queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] });
    },
  });
}
