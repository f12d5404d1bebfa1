import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankAccount,
  BankAccountInput,
  ClientAccounts,
  SuperAccount,
  SuperAccountInput,
} from '@/shared/schemas/fact-find';
import { apiRequest, ifMatch } from '@/client/lib/api-client';

export type AccountKind = 'super' | 'bank';
type AccountOf<K extends AccountKind> = K extends 'super' ? SuperAccount : BankAccount;
type InputOf<K extends AccountKind> = K extends 'super' ? SuperAccountInput : BankAccountInput;

const path = (kind: AccountKind) => (kind === 'super' ? 'super-accounts' : 'bank-accounts');

/** GET /api/clients/:id/accounts → {superAccounts, bankAccounts} */
export function useAccounts(clientId: string | undefined) {
  return useQuery<ClientAccounts>({
    queryKey: ['/api/clients', clientId, 'accounts'],
    enabled: Boolean(clientId),
    refetchOnMount: 'always',
  });
}

export function createAccount<K extends AccountKind>(clientId: string, kind: K, input: InputOf<K>) {
  return apiRequest<AccountOf<K>>('POST', `/api/clients/${clientId}/${path(kind)}`, input);
}

/** Add, change and remove accounts of one kind; the accounts, the Fact Find and the record are fetched again. */
export function useAccountMutations<K extends AccountKind>(clientId: string, kind: K) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'accounts'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'fact-find'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'record'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: InputOf<K>) => createAccount(clientId, kind, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      // On the version the adviser saw: someone else's save since answers 409 (with theirs) instead.
      mutationFn: ({ id, version, changes }: { id: string; version: number; changes: Partial<InputOf<K>> }) =>
        apiRequest<AccountOf<K>>(
          'PATCH',
          `/api/clients/${clientId}/${path(kind)}/${id}`,
          changes,
          ifMatch(version),
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        apiRequest<void>(
          'DELETE',
          `/api/clients/${clientId}/${path(kind)}/${id}`,
          undefined,
          ifMatch(version),
        ),
      onSuccess: refresh,
    }),
  };
}
