import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createDocumentRequestBody } from '@/shared/schemas/document-request';
import type { AppContext } from '@/server/app-context';
import {
  createDocumentRequest,
  listDocumentRequests,
  revokeDocumentRequest,
  suggestClientChecklist,
} from '@/server/core/document-requests/document-requests';
import { listRequestActivity } from '@/server/core/document-requests/request-activity';
import { listClientConfirmations } from '@/server/core/document-requests/client-facts';
import { requireClientInPractice } from '@/server/db/practice-scope';
import { parseWith } from '@/server/http/parse';
import { auditScope, requireUser } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };
type RequestParams = { Params: { clientId: string; requestId: string } };

/**
 * The adviser's side of document requests: suggest a checklist, send a link, follow it, cancel it. Links are
 * built from PUBLIC_URL, never from the request's Host or X-Forwarded-Host (which a proxy may pass on as
 * the sender wrote them), so a link always points at this site.
 */
export async function documentRequestRoutes(
  app: FastifyInstance,
  { db, mailer, config }: AppContext,
): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => ({
    db,
    practiceId: requireUser(request).practiceId,
    clientId: request.params.clientId,
  });

  app.get<ClientParams>('/api/clients/:clientId/document-requests/suggested-checklist', async (request) => ({
    checklist: await suggestClientChecklist(scope(request)),
    canEmail: mailer !== null,
  }));

  app.get<ClientParams>('/api/clients/:clientId/document-requests', async (request) => ({
    requests: await listDocumentRequests(scope(request)),
  }));

  app.post<ClientParams>('/api/clients/:clientId/document-requests', async (request, reply) => {
    const body = parseWith(createDocumentRequestBody, request.body);
    const created = await createDocumentRequest({
      ...scope(request),
      actor: auditScope(request).actor,
      body,
      origin: config.publicUrl,
      mailer,
    });
    return reply.status(201).send(created);
  });

  app.post<RequestParams>('/api/clients/:clientId/document-requests/:requestId/revoke', async (request) =>
    revokeDocumentRequest({
      ...scope(request),
      requestId: request.params.requestId,
      actor: auditScope(request).actor,
    }),
  );

  app.get<ClientParams>('/api/clients/:clientId/client-confirmations', async (request) => {
    const { db: database, practiceId, clientId } = scope(request);
    await requireClientInPractice({ db: database, practiceId }, clientId);
    return { confirmations: await listClientConfirmations(database, clientId) };
  });

  app.get('/api/document-requests/activity', async (request) => ({
    requests: await listRequestActivity({ db, practiceId: requireUser(request).practiceId }),
  }));
}
