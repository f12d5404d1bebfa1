import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdviserSession } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';

export const sessionsQueryKey = ['/api/account/sessions'];

/** GET /api/account/sessions: where the adviser is signed in. */
export function useSessions() {
  return useQuery<{ sessions: AdviserSession[] }>({ queryKey: sessionsQueryKey });
}

/** DELETE /api/account/sessions/:id: ends one of the adviser's other sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest('DELETE', `/api/account/sessions/${sessionId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/account/sessions/end-others: every session but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ended: number }>('POST', '/api/account/sessions/end-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/account/sessions/end-all: every session ends, this one too (the caller signs the browser out). */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => apiRequest<{ ended: number }>('POST', '/api/account/sessions/end-all'),
  });
}
