import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptFactOffersResult } from '@/shared/schemas/extracted-facts';
import { apiRequest } from '@/client/lib/api-client';
import { refreshClientRecord } from '@/client/components/client-record/use-client-record';

/**
 * POST .../fact-offers/accept: writes the chosen offers with their sources; everything read from the record
 * is fetched again. `replacePersonGiven` takes a document's value over one a person gave: only for the one
 * conflict the adviser chose ("Use the document's value"), never with Accept all; `acceptChecked` likewise
 * accepts an offer marked "Check" the adviser accepted on its own.
 */
export function useAcceptFactOffers(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      keys,
      replacePersonGiven,
      acceptChecked,
    }: {
      keys: string[];
      replacePersonGiven?: boolean;
      acceptChecked?: boolean;
    }) =>
      apiRequest<AcceptFactOffersResult>('POST', `/api/clients/${clientId}/fact-offers/accept`, {
        keys,
        ...(replacePersonGiven ? { replacePersonGiven: true } : {}),
        ...(acceptChecked ? { acceptChecked: true } : {}),
      }),
    onSuccess: () => refreshClientRecord(queryClient, clientId),
  });
}

/**
 * POST .../fact-offers/dismiss: the server remembers, so the offers stay dismissed on every screen; for a
 * conflict it is "Keep mine".
 */
export function useDismissFactOffers(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) =>
      apiRequest<{ dismissed: string[] }>('POST', `/api/clients/${clientId}/fact-offers/dismiss`, { keys }),
    onSuccess: () => refreshClientRecord(queryClient, clientId),
  });
}
