import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import { clientDeclarationsBody, dueDiligenceUpdate } from '@/shared/schemas/due-diligence';
import type { AppContext } from '@/server/app-context';
import { readDueDiligence } from '@/server/core/due-diligence/read-due-diligence';
import { updateDueDiligence } from '@/server/core/due-diligence/update-due-diligence';
import {
  readClientDeclarations,
  recordClientDeclarations,
} from '@/server/core/due-diligence/client-declarations';
import { openRequest, type RequestRow } from '@/server/core/document-requests/open-request';
import { isVerifiedVisit } from '@/server/core/document-requests/verify-client';
import { etagOf, parseIfMatch } from '@/server/http/if-match';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';
import { visitCookieName } from './client-requests';

type ClientParams = { Params: { clientId: string } };
type TokenParams = { Params: { token: string } };

/**
 * Customer due diligence (decision 035): the adviser's view and saves on the Fact Find, and the client's own
 * PEP and sanctions declarations through their request link (after the link's check, like its other routes).
 */
export async function dueDiligenceRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  app.get<ClientParams>('/api/clients/:clientId/due-diligence', async (request, reply) => {
    const { practiceId } = auditScope(request);
    const view = await readDueDiligence({ db, practiceId }, request.params.clientId);
    return reply.header('ETag', etagOf(view.version)).send(view);
  });

  app.patch<ClientParams>('/api/clients/:clientId/due-diligence', async (request, reply) => {
    const { practiceId, actor } = auditScope(request);
    const view = await updateDueDiligence({
      db,
      practiceId,
      storage,
      clientId: request.params.clientId,
      actor,
      // Parsed once the client is known to be the practice's: another practice's gets 404, never 400.
      parse: () => parseWith(dueDiligenceUpdate, request.body),
      ifMatch: parseIfMatch(request.headers['if-match']),
    });
    return reply.header('ETag', etagOf(view.version)).send(view);
  });

  const requireVisit = async (request: FastifyRequest<TokenParams>): Promise<RequestRow> => {
    const row = await openRequest(db, request.params.token);
    if (!(await isVerifiedVisit(db, row, request.cookies[visitCookieName])))
      throw new AppError('UNAUTHORIZED', 'Please confirm who you are first.');
    return row;
  };

  app.get<TokenParams>('/api/requests/:token/due-diligence', async (request) =>
    readClientDeclarations(db, await requireVisit(request)),
  );

  app.put<TokenParams>('/api/requests/:token/due-diligence', async (request) => {
    const row = await requireVisit(request);
    return recordClientDeclarations(db, row, parseWith(clientDeclarationsBody, request.body));
  });
}
