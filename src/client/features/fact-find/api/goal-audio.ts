import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalAudioNote } from '@/shared/schemas/fact-find';
import { apiRequest } from '@/client/lib/api-client';

export function useGoalAudioNotes(clientId: string | undefined) {
  return useQuery<GoalAudioNote[]>({
    queryKey: ['/api/clients', clientId, 'goal-audio'],
    enabled: Boolean(clientId),
  });
}

export function goalAudioUrl(clientId: string, noteId: string): string {
  return `/api/clients/${clientId}/goal-audio/${noteId}`;
}

/** POST the recording (multipart: audio, durationSeconds) to keep it with the client's goals. */
export function useGoalAudioMutations(clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'goal-audio'] });
  return {
    save: useMutation({
      mutationFn: ({ audio, durationSeconds }: { audio: Blob; durationSeconds: number }) => {
        const form = new FormData();
        const extension = audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm';
        form.append('audio', audio, `goals.${extension}`);
        form.append('durationSeconds', String(durationSeconds));
        return apiRequest<GoalAudioNote>('POST', `/api/clients/${clientId}/goal-audio`, form);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (noteId: string) => apiRequest<void>('DELETE', goalAudioUrl(clientId, noteId)),
      onSuccess: refresh,
    }),
  };
}
