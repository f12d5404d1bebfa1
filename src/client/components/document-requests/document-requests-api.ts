import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@/shared/document-request-checklist';
import type {
  ClientConfirmation,
  CreateDocumentRequestBody,
  CreatedDocumentRequest,
  DocumentRequestSummary,
  RequestActivity,
} from '@/shared/schemas/document-request';
import { apiRequest } from '@/client/lib/api-client';

const requestsKey = (clientId: string) => ['/api/clients', clientId, 'document-requests'] as const;
const activityKey = ['/api/document-requests/activity'] as const;
const confirmationsKey = (clientId: string) => ['/api/clients', clientId, 'client-confirmations'] as const;

/** A request's progress is asked for again every few seconds while the client's documents are being read. */
export function useDocumentRequests(clientId: string) {
  return useQuery({
    queryKey: requestsKey(clientId),
    queryFn: () =>
      apiRequest<{ requests: DocumentRequestSummary[] }>('GET', `/api/clients/${clientId}/document-requests`),
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'open' || request.status === 'finished')
        ? 15_000
        : false,
  });
}

export function useSuggestedChecklist(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...requestsKey(clientId), 'suggested-checklist'],
    queryFn: () =>
      apiRequest<{ checklist: ChecklistItem[]; canEmail: boolean }>(
        'GET',
        `/api/clients/${clientId}/document-requests/suggested-checklist`,
      ),
    enabled,
    staleTime: 0,
  });
}

export function useCreateDocumentRequest(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDocumentRequestBody) =>
      apiRequest<CreatedDocumentRequest>('POST', `/api/clients/${clientId}/document-requests`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(clientId) }),
  });
}

export function useRevokeDocumentRequest(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest<DocumentRequestSummary>(
        'POST',
        `/api/clients/${clientId}/document-requests/${requestId}/revoke`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(clientId) }),
  });
}

/** The dashboard's requests: refreshed every 15 seconds, so new documents from clients show up. */
export function useRequestActivity() {
  return useQuery({
    queryKey: activityKey,
    queryFn: () => apiRequest<{ requests: RequestActivity[] }>('GET', '/api/document-requests/activity'),
    refetchInterval: 15_000,
  });
}

export function useClientConfirmations(clientId: string | undefined) {
  return useQuery({
    queryKey: confirmationsKey(clientId ?? ''),
    queryFn: () =>
      apiRequest<{ confirmations: ClientConfirmation[] }>(
        'GET',
        `/api/clients/${clientId}/client-confirmations`,
      ),
    enabled: Boolean(clientId),
    refetchInterval: 15_000,
  });
}
