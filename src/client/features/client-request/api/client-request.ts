import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientFact,
  ClientRequestView,
  ConfirmFactsBody,
  RequestWelcome,
  VerifyRequestBody,
} from '@/shared/schemas/document-request';
import { limits } from '@/shared/options';
import { apiRequest } from '@/client/lib/api-client';
import { sendUpload } from '@/client/lib/send-upload';

/** The client's side of a document request: every call goes through the link's token. */
const base = (token: string) => `/api/requests/${encodeURIComponent(token)}`;
const keys = {
  welcome: (token: string) => ['client-request', token, 'welcome'] as const,
  checklist: (token: string) => ['client-request', token, 'checklist'] as const,
  facts: (token: string) => ['client-request', token, 'facts'] as const,
};

export function useRequestWelcome(token: string) {
  return useQuery({
    queryKey: keys.welcome(token),
    queryFn: () => apiRequest<RequestWelcome>('GET', base(token)),
  });
}

export function useVerifyClient(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: VerifyRequestBody) => apiRequest('POST', `${base(token)}/verify`, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.welcome(token) }),
  });
}

export function useSendCode(token: string) {
  return useMutation({ mutationFn: () => apiRequest('POST', `${base(token)}/code`) });
}

/** The checklist, asked again every few seconds while a document is being read. */
export function useClientChecklist(token: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.checklist(token),
    queryFn: () => apiRequest<ClientRequestView>('GET', `${base(token)}/checklist`),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.state === 'reading')
        ? limits.statusPollMs
        : false,
  });
}

export function useSendDocuments(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, itemId }: { files: File[]; itemId: string | null }) => {
      const body = new FormData();
      if (itemId) body.append('itemId', itemId);
      for (const file of files) body.append('files', file, file.name);
      return sendUpload(`${base(token)}/documents`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.checklist(token) }),
  });
}

export function useClientFacts(token: string, enabled: boolean, readCount: number) {
  return useQuery({
    // A newly read document may bring new facts.
    queryKey: [...keys.facts(token), readCount],
    queryFn: () => apiRequest<{ facts: ClientFact[] }>('GET', `${base(token)}/facts`),
    enabled,
  });
}

export function useConfirmFacts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmFactsBody) =>
      apiRequest<{ facts: ClientFact[] }>('POST', `${base(token)}/facts`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.facts(token) }),
  });
}

export function useFinishRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${base(token)}/finish`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.checklist(token) }),
  });
}
