import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { forgetAllUploads } from '@/client/lib/kept-uploads';
import { setSignedInUser } from './user';

/**
 * Signing out clears the user and everything cached, even if the call fails, and the files kept in the
 * browser that never reached the server: the next person at this browser does not see them.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => {
      setSignedInUser(queryClient, null);
      void forgetAllUploads();
    },
  });
}
