import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimDocumentsResult,
  FactFindSummary,
  PropertyValueEstimate,
} from '@/shared/schemas/fact-find';
import { apiRequest, throwIfNotOk } from '@/client/lib/api-client';

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
    onSuccess: (summary) => queryClient.setQueryData(['/api/clients', clientId, 'fact-find'], summary),
  });
}

function filenameFrom(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** POST /api/clients/:id/fact-find/generate, then downloads the PDF under the server's file name. */
export function useGeneratePdf(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(`/api/clients/${clientId}/fact-find/generate`, {
        method: 'POST',
        credentials: 'include',
      });
      await throwIfNotOk(response);
      const blob = await response.blob();
      const filename = filenameFrom(response.headers.get('content-disposition'), 'Fact_Find.pdf');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      return filename;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] }),
  });
}

/** POST /api/research-property-value {address} */
export function useResearchPropertyValue() {
  return useMutation({
    mutationFn: (address: string) =>
      apiRequest<PropertyValueEstimate>('POST', '/api/research-property-value', { address }),
  });
}

/** POST /api/clients/:id/documents/claim: the documents-first documents the new client's data came from. */
export function claimDocuments(clientId: string, documentIds: string[]) {
  return apiRequest<ClaimDocumentsResult>('POST', `/api/clients/${clientId}/documents/claim`, {
    documentIds,
  });
}
