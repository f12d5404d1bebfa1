import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalInput } from '@/shared/schemas/fact-find';
import { apiRequest } from '@/client/lib/api-client';

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
      mutationFn: ({ id, changes }: { id: string; changes: Partial<GoalInput> }) =>
        apiRequest<Goal>('PATCH', `/api/clients/${clientId}/goals/${id}`, changes),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/clients/${clientId}/goals/${id}`),
      onSuccess: refresh,
    }),
  };
}
