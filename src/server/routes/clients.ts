import type { FastifyInstance } from 'fastify';
import {
  clientCreateRequest,
  clientListQuery,
  clientUpdateRequest,
  duplicateClientsQuery,
} from '@/shared/schemas/client';
import type { AppContext } from '@/server/app-context';
import { archiveClient } from '@/server/core/clients/archive-client';
import { createClientOnce } from '@/server/core/clients/create-client-once';
import { deleteClient } from '@/server/core/clients/delete-client';
import { findDuplicateClients } from '@/server/core/clients/find-duplicate-clients';
import { getClient } from '@/server/core/clients/get-client';
import { clientListTables, listClients } from '@/server/core/clients/list-clients';
import { ReadCache } from '@/server/db/read-cache';
import type { Stats } from '@/shared/schemas/client';
import { updateClient } from '@/server/core/clients/update-client';
import { getStats } from '@/server/core/stats/get-stats';
import { etagOf, parseIfMatch } from '@/server/http/if-match';
import { parseWith } from '@/server/http/parse';
import { auditScope, requireUser } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { recordClientChanges } from '@/server/core/audit/record-client-changes';
import { listAuditEvents } from '@/server/core/audit/list-audit-events';
import { idempotencyKeyOf } from '@/server/db/once-per-key';

type ClientParams = { Params: { clientId: string } };

export async function clientRoutes(
  app: FastifyInstance,
  { db, storage, changes, scrubDeletedRows }: AppContext,
): Promise<void> {
  // The dashboard's reads, kept until a client, account, goal or document changes in any process.
  // A list is kept as the JSON it is sent as: at thousands of clients, writing it out is most of the cost.
  const lists = new ReadCache<{ json: string; total: number }>(changes, clientListTables);
  const figures = new ReadCache<Stats>(changes, clientListTables);
  // One client as the Fact Find and questionnaire open it, kept as sent until the clients table changes.
  const singleClients = new ReadCache<{ json: string; etag: string }>(changes, ['clients']);

  app.get('/api/clients', async (request, reply) => {
    const query = parseWith(clientListQuery, request.query);
    const practiceId = requireUser(request).practiceId;
    const { json, total } = await lists.get(
      JSON.stringify([practiceId, query]),
      async () => {
        const { clients, total } = await listClients({ db, practiceId, ...query });
        return { json: JSON.stringify(clients), total };
      },
      { practiceId },
    );
    return reply.header('X-Total-Count', String(total)).type('application/json; charset=utf-8').send(json);
  });

  app.get('/api/clients/duplicates', async (request) => ({
    duplicates: await findDuplicateClients({
      db,
      practiceId: requireUser(request).practiceId,
      query: parseWith(duplicateClientsQuery, request.query),
    }),
  }));

  app.post('/api/clients', async (request, reply) => {
    const { practiceId, actor } = auditScope(request);
    const input = parseWith(clientCreateRequest, request.body);
    const { client, replayed } = await createClientOnce({
      db,
      practiceId,
      actor,
      input,
      idempotencyKey: idempotencyKeyOf(request.headers),
    });
    // The same request sent again (a retry, a second click) gets the client the first one made.
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(201).send(client);
  });

  app.get<ClientParams>('/api/clients/:clientId', async (request, reply) => {
    const practiceId = requireUser(request).practiceId;
    const { clientId } = request.params;
    const { json, etag } = await singleClients.get(
      JSON.stringify([practiceId, clientId]),
      async () => {
        const client = await getClient({ db, practiceId, clientId });
        return { json: JSON.stringify(client), etag: etagOf(client.updatedAt) };
      },
      { practiceId, clientId },
    );
    return reply.header('ETag', etag).type('application/json; charset=utf-8').send(json);
  });

  app.patch<ClientParams>('/api/clients/:clientId', async (request, reply) => {
    const { practiceId, actor } = auditScope(request);
    const { clientId } = request.params;
    const changes = parseWith(clientUpdateRequest, request.body);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const before = await getClient({ db, practiceId, clientId });
    const after = await updateClient({
      db,
      practiceId,
      clientId,
      actor,
      changes,
      ifMatch,
    });
    void reply.header('ETag', etagOf(after.updatedAt));
    await recordClientChanges(db, {
      practiceId,
      clientId,
      actor,
      before,
      after,
      fields: Object.keys(changes),
    });
    return after;
  });

  app.get<ClientParams>('/api/clients/:clientId/history', async (request) => ({
    events: await listAuditEvents({
      db,
      practiceId: requireUser(request).practiceId,
      clientId: request.params.clientId,
    }),
  }));

  app.delete<ClientParams>('/api/clients/:clientId', async (request, reply) => {
    const { practiceId, actor } = auditScope(request);
    await deleteClient({ db, storage, practiceId, clientId: request.params.clientId, scrubDeletedRows });
    // APP 11: the client's own history went with it; what remains is only that a client was destroyed.
    await recordAuditEvent(db, {
      practiceId,
      clientId: null,
      actor,
      action: 'client.deleted',
      summary: 'Deleted a client with all their records and files',
    });
    return reply.status(204).send();
  });

  // Archive and restore: the client is kept whole; only the dashboard's list and figures leave them out.
  for (const [path, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const)
    app.post<ClientParams>(`/api/clients/:clientId/${path}`, async (request) => {
      const { practiceId, actor } = auditScope(request);
      const { clientId } = request.params;
      const client = await archiveClient({ db, practiceId, clientId, archived });
      await recordAuditEvent(db, {
        practiceId,
        clientId,
        actor,
        action: archived ? 'client.archived' : 'client.restored',
        summary: archived ? 'Archived the client' : 'Restored the client from the archive',
      });
      return client;
    });

  app.get('/api/stats', async (request) => {
    const practiceId = requireUser(request).practiceId;
    return figures.get(practiceId, () => getStats({ db, practiceId }), { practiceId });
  });
}
