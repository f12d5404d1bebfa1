import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, PublicUser } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';
import { setSignedInUser } from './user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest<{ user: PublicUser }>('POST', '/api/auth/login', credentials),
    onSuccess: ({ user }) => {
      // Signing in at / lands on the Dashboard (the link the header shows as current there), not on the
      // documents-first screen. The router is made after sign-in (signed-in-app.tsx), so it starts here.
      if (window.location.pathname === '/') window.history.replaceState(null, '', '/dashboard');
      setSignedInUser(queryClient, user);
    },
  });
}
