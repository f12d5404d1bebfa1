import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactFindSummary, PropertyValueEstimate } from '@/shared/schemas/fact-find';
import type { AuditEventView } from '@/shared/schemas/audit';
import { apiRequest } from '@/client/lib/api-client';
import { downloadFile } from '@/client/lib/download-file';

/** GET /api/clients/:id/fact-find: status, completion and generations as the server counts them. */
export function useFactFindSummary(clientId: string | undefined) {
  return useQuery<FactFindSummary>({
    queryKey: ['/api/clients', clientId, 'fact-find'],
    enabled: Boolean(clientId),
  });
}

/** PUT /api/clients/:id/fact-find: "Save Progress" after the personal fields are saved. */
export function useSaveFactFind(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FactFindSummary>('PUT', `/api/clients/${clientId}/fact-find`, {}),
    onSuccess: (summary) => {
      queryClient.setQueryData(['/api/clients', clientId, 'fact-find'], summary);
      return queryClient.invalidateQueries({ queryKey: historyKey(clientId) });
    },
  });
}

const historyKey = (clientId: string) => ['/api/clients', clientId, 'history'];

/** POST /api/clients/:id/fact-find/generate, then downloads the PDF under the server's file name. */
export function useGeneratePdf(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downloadFile(`/api/clients/${clientId}/fact-find/generate`, 'POST', 'Fact_Find.pdf'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] }),
        queryClient.invalidateQueries({ queryKey: historyKey(clientId) }),
      ]),
  });
}

/** GET /api/clients/:id/export: everything held about the client as a zip (APP 12), downloaded. */
export function useExportClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downloadFile(`/api/clients/${clientId}/export`, 'GET', 'Client_Data.zip'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(clientId) }),
  });
}

/** GET /api/clients/:id/history: who looked at or changed the client's file, newest first. */
export function useClientHistory(clientId: string) {
  return useQuery<{ events: AuditEventView[] }>({ queryKey: historyKey(clientId) });
}

/** POST /api/research-property-value {address} */
export function useResearchPropertyValue() {
  return useMutation({
    mutationFn: (address: string) =>
      apiRequest<PropertyValueEstimate>('POST', '/api/research-property-value', { address }),
  });
}
