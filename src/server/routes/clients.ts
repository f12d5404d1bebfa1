import type { FastifyInstance } from 'fastify';
import { clientCreateRequest, clientUpdateRequest, duplicateClientsQuery } from '@/shared/schemas/client';
import type { AppContext } from '@/server/app-context';
import { createClient } from '@/server/core/clients/create-client';
import { deleteClient } from '@/server/core/clients/delete-client';
import { findDuplicateClients } from '@/server/core/clients/find-duplicate-clients';
import { getClient } from '@/server/core/clients/get-client';
import { listClients } from '@/server/core/clients/list-clients';
import { updateClient } from '@/server/core/clients/update-client';
import { getStats } from '@/server/core/stats/get-stats';
import { parseWith } from '@/server/http/parse';
import { requireUser } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };

export async function clientRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  app.get('/api/clients', async (request) =>
    listClients({ db, practiceId: requireUser(request).practiceId }),
  );

  app.get('/api/clients/duplicates', async (request) => ({
    duplicates: await findDuplicateClients({
      db,
      practiceId: requireUser(request).practiceId,
      query: parseWith(duplicateClientsQuery, request.query),
    }),
  }));

  app.post('/api/clients', async (request, reply) => {
    const user = requireUser(request);
    const input = parseWith(clientCreateRequest, request.body);
    const client = await createClient({ db, practiceId: user.practiceId, userId: user.id, input });
    return reply.status(201).send(client);
  });

  app.get<ClientParams>('/api/clients/:clientId', async (request) =>
    getClient({ db, practiceId: requireUser(request).practiceId, clientId: request.params.clientId }),
  );

  app.patch<ClientParams>('/api/clients/:clientId', async (request) =>
    updateClient({
      db,
      practiceId: requireUser(request).practiceId,
      clientId: request.params.clientId,
      changes: parseWith(clientUpdateRequest, request.body),
    }),
  );

  app.delete<ClientParams>('/api/clients/:clientId', async (request, reply) => {
    await deleteClient({
      db,
      storage,
      practiceId: requireUser(request).practiceId,
      clientId: request.params.clientId,
    });
    return reply.status(204).send();
  });

  app.get('/api/stats', async (request) => getStats({ db, practiceId: requireUser(request).practiceId }));
}
