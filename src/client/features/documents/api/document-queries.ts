import type { QueryClient } from '@tanstack/react-query';

/** After an upload, delete or retry: every list that shows documents or counts them. */
export async function refreshDocumentLists(
  queryClient: QueryClient,
  clientId?: string | null,
): Promise<void> {
  await Promise.all([
    clientId
      ? queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'documents'] })
      : undefined,
    queryClient.invalidateQueries({ queryKey: ['/api/documents'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/clients'], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
  ]);
}
