import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => apiRequest('POST', '/api/account/password', request),
  });
}
