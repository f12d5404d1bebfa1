import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, ifMatch } from '@/client/lib/api-client';
import { refreshClientRecord } from '@/client/components/client-record/use-client-record';

/**
 * PATCH /api/clients/:id/estate, …/government-payments and …/super-accounts/:accountId/nomination: the fields
 * the adviser changed (decision 037), on the version the screen read (If-Match: the record's
 * `sectionVersions`, or the super account's version). The record is read again after, and after a 409 (someone
 * else saved the section meanwhile) so that the next edit starts from theirs.
 */
export function useSaveRecordSection(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      path,
      version,
      changes,
    }: {
      path: string;
      version: string | number | undefined;
      changes: Record<string, unknown>;
    }) =>
      apiRequest<{ changed: number; version: string | number }>(
        'PATCH',
        `/api/clients/${clientId}/${path}`,
        changes,
        version === undefined ? undefined : ifMatch(version),
      ),
    onSuccess: () => refreshClientRecord(queryClient, clientId),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshClientRecord(queryClient, clientId);
    },
  });
}
