import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, PublicUser } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';
import { setSignedInUser } from './user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest<{ user: PublicUser }>('POST', '/api/auth/login', credentials),
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
