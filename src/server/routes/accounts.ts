import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bankAccountInput,
  bankAccountUpdate,
  superAccountInput,
  superAccountUpdate,
} from '@/shared/schemas/fact-find';
import type { AppContext } from '@/server/app-context';
import { createBankAccount } from '@/server/core/accounts/create-bank-account';
import { createSuperAccount } from '@/server/core/accounts/create-super-account';
import { deleteBankAccount } from '@/server/core/accounts/delete-bank-account';
import { deleteSuperAccount } from '@/server/core/accounts/delete-super-account';
import { listAccounts } from '@/server/core/accounts/list-accounts';
import { updateBankAccount } from '@/server/core/accounts/update-bank-account';
import { updateSuperAccount } from '@/server/core/accounts/update-super-account';
import { parseWith } from '@/server/http/parse';
import { requireUser } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };
type AccountParams = { Params: { clientId: string; accountId: string } };

/** A client's super and bank accounts (specification section 7: GET /api/clients/:id/accounts, and writes). */
export async function clientAccountRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams | AccountParams>) => ({
    db,
    practiceId: requireUser(request).practiceId,
    clientId: request.params.clientId,
  });

  app.get<ClientParams>('/api/clients/:clientId/accounts', async (request) => listAccounts(scope(request)));

  app.post<ClientParams>('/api/clients/:clientId/super-accounts', async (request, reply) => {
    const account = await createSuperAccount({
      ...scope(request),
      input: parseWith(superAccountInput, request.body),
    });
    return reply.status(201).send(account);
  });

  app.patch<AccountParams>('/api/clients/:clientId/super-accounts/:accountId', async (request) =>
    updateSuperAccount({
      ...scope(request),
      accountId: request.params.accountId,
      changes: parseWith(superAccountUpdate, request.body),
    }),
  );

  app.delete<AccountParams>('/api/clients/:clientId/super-accounts/:accountId', async (request, reply) => {
    await deleteSuperAccount({ ...scope(request), accountId: request.params.accountId });
    return reply.status(204).send();
  });

  app.post<ClientParams>('/api/clients/:clientId/bank-accounts', async (request, reply) => {
    const account = await createBankAccount({
      ...scope(request),
      input: parseWith(bankAccountInput, request.body),
    });
    return reply.status(201).send(account);
  });

  app.patch<AccountParams>('/api/clients/:clientId/bank-accounts/:accountId', async (request) =>
    updateBankAccount({
      ...scope(request),
      accountId: request.params.accountId,
      changes: parseWith(bankAccountUpdate, request.body),
    }),
  );

  app.delete<AccountParams>('/api/clients/:clientId/bank-accounts/:accountId', async (request, reply) => {
    await deleteBankAccount({ ...scope(request), accountId: request.params.accountId });
    return reply.status(204).send();
  });
}
