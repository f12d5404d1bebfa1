import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalInput } from '@/shared/schemas/fact-find';
import { apiRequest, ifMatch } from '@/client/lib/api-client';

/** GET /api/clients/:id/goals */
export function useGoals(clientId: string | undefined) {
  return useQuery<Goal[]>({ queryKey: ['/api/clients', clientId, 'goals'], enabled: Boolean(clientId) });
}

export function createGoal(clientId: string, input: GoalInput) {
  return apiRequest<Goal>('POST', `/api/clients/${clientId}/goals`, input);
}

export function useGoalMutations(clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'goals'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'record'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: GoalInput) => createGoal(clientId, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      // On the version the adviser saw: someone else's save since answers 409 (with theirs) instead.
      mutationFn: ({ id, version, changes }: { id: string; version: number; changes: Partial<GoalInput> }) =>
        apiRequest<Goal>('PATCH', `/api/clients/${clientId}/goals/${id}`, changes, ifMatch(version)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        apiRequest<void>('DELETE', `/api/clients/${clientId}/goals/${id}`, undefined, ifMatch(version)),
      onSuccess: refresh,
    }),
  };
}
