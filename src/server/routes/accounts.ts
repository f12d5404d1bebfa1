import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bankAccountInput,
  bankAccountUpdate,
  superAccountInput,
  superAccountUpdate,
} from '@/shared/schemas/fact-find';
import type { AppContext } from '@/server/app-context';
import { createAccount } from '@/server/core/accounts/create-account';
import { deleteAccount } from '@/server/core/accounts/delete-account';
import { listAccounts } from '@/server/core/accounts/list-accounts';
import { updateAccount } from '@/server/core/accounts/update-account';
import { etagOf, parseIfMatch } from '@/server/http/if-match';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };
type AccountParams = { Params: { clientId: string; accountId: string } };

/**
 * A client's super and bank accounts (specification section 7: GET /api/clients/:id/accounts, and writes).
 * Each account carries its version; a change must send it as If-Match (428 without, 409 when stale).
 */
export async function clientAccountRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams | AccountParams>) => {
    const { practiceId, actor } = auditScope(request);
    return { db, practiceId, actor, clientId: request.params.clientId };
  };

  app.get<ClientParams>('/api/clients/:clientId/accounts', async (request) => listAccounts(scope(request)));

  app.post<ClientParams>('/api/clients/:clientId/super-accounts', async (request, reply) => {
    const input = parseWith(superAccountInput, request.body);
    return reply.status(201).send(await createAccount({ ...scope(request), kind: 'super', input }));
  });

  app.patch<AccountParams>('/api/clients/:clientId/super-accounts/:accountId', async (request, reply) => {
    const changes = parseWith(superAccountUpdate, request.body);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const account = await updateAccount({
      ...scope(request),
      kind: 'super',
      accountId: request.params.accountId,
      changes,
      ifMatch,
    });
    return reply.header('ETag', etagOf(account.version)).send(account);
  });

  app.delete<AccountParams>('/api/clients/:clientId/super-accounts/:accountId', async (request, reply) => {
    await deleteAccount({
      ...scope(request),
      kind: 'super',
      accountId: request.params.accountId,
      ifMatch: parseIfMatch(request.headers['if-match']),
    });
    return reply.status(204).send();
  });

  app.post<ClientParams>('/api/clients/:clientId/bank-accounts', async (request, reply) => {
    const input = parseWith(bankAccountInput, request.body);
    return reply.status(201).send(await createAccount({ ...scope(request), kind: 'bank', input }));
  });

  app.patch<AccountParams>('/api/clients/:clientId/bank-accounts/:accountId', async (request, reply) => {
    const changes = parseWith(bankAccountUpdate, request.body);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const account = await updateAccount({
      ...scope(request),
      kind: 'bank',
      accountId: request.params.accountId,
      changes,
      ifMatch,
    });
    return reply.header('ETag', etagOf(account.version)).send(account);
  });

  app.delete<AccountParams>('/api/clients/:clientId/bank-accounts/:accountId', async (request, reply) => {
    await deleteAccount({
      ...scope(request),
      kind: 'bank',
      accountId: request.params.accountId,
      ifMatch: parseIfMatch(request.headers['if-match']),
    });
    return reply.status(204).send();
  });
}
