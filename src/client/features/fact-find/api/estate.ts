import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { refreshClientRecord } from '@/client/components/client-record/use-client-record';

/**
 * PATCH /api/clients/:id/estate, …/government-payments and …/super-accounts/:accountId/nomination: the fields
 * the adviser changed (decision 037); the record is read again after.
 */
export function useSaveRecordSection(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, changes }: { path: string; changes: Record<string, unknown> }) =>
      apiRequest<{ changed: number }>('PATCH', `/api/clients/${clientId}/${path}`, changes),
    onSuccess: () => refreshClientRecord(queryClient, clientId),
  });
}
