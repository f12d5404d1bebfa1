import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDeclarationsBody, ClientDeclarationsView } from '@/shared/schemas/due-diligence';
import { apiRequest } from '@/client/lib/api-client';

/** The client's PEP and sanctions declarations through their link (customer due diligence, decision 035). */
const path = (token: string) => `/api/requests/${encodeURIComponent(token)}/due-diligence`;
const key = (token: string) => ['client-request', token, 'declarations'] as const;

export function useClientDeclarations(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => apiRequest<ClientDeclarationsView>('GET', path(token)),
  });
}

export function useSaveClientDeclarations(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientDeclarationsBody) =>
      apiRequest<ClientDeclarationsView>('PUT', path(token), body),
    onSuccess: (saved) => queryClient.setQueryData(key(token), saved),
  });
}
