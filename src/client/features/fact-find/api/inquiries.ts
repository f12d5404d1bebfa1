import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiriesView, Inquiry, ResolveInquiryInput } from '@/shared/schemas/inquiries';
import { apiRequest } from '@/client/lib/api-client';

const inquiriesKey = (clientId: string) => ['/api/clients', clientId, 'inquiries'];

/** GET /api/clients/:id/inquiries: the disagreements to inquire about, open and resolved. */
export function useInquiries(clientId: string) {
  // Read afresh whenever the Fact Find opens: documents read or answers saved elsewhere change it.
  return useQuery<InquiriesView>({ queryKey: inquiriesKey(clientId), refetchOnMount: 'always' });
}

/** POST /api/clients/:id/inquiries/resolve: one disagreement resolved with the adviser's note. */
export function useResolveInquiry(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveInquiryInput) =>
      apiRequest<Inquiry>('POST', `/api/clients/${clientId}/inquiries/resolve`, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiriesKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'history'] }),
      ]),
  });
}
