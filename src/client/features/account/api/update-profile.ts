import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, UpdateProfileRequest } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) =>
      apiRequest<{ user: PublicUser }>('PATCH', '/api/account', changes),
    onSuccess: ({ user }) => queryClient.setQueryData(['/api/auth/user'], user),
  });
}
