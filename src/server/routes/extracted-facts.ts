import type { FastifyInstance, FastifyRequest } from 'fastify';
import { factOfferKeysRequest } from '@/shared/schemas/extracted-facts';
import type { AppContext } from '@/server/app-context';
import { acceptFactOffers } from '@/server/core/extracted-facts/accept-fact-offers';
import { dismissFactOffers } from '@/server/core/extracted-facts/dismiss-fact-offers';
import { getClientPicture } from '@/server/core/extracted-facts/get-client-picture';
import { listFactOffers } from '@/server/core/extracted-facts/list-fact-offers';
import { parseWith } from '@/server/http/parse';
import { auditScope, requireUser } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';

type ClientParams = { Params: { clientId: string } };

/** The client's picture from their documents, and the offers it makes to the Fact Find and questionnaire. */
export async function extractedFactsRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => {
    const user = requireUser(request);
    return { db, practiceId: user.practiceId, clientId: request.params.clientId, userId: user.id };
  };

  app.get<ClientParams>('/api/clients/:clientId/extracted-facts', async (request) =>
    getClientPicture(scope(request)),
  );

  app.get<ClientParams>('/api/clients/:clientId/fact-offers', async (request) =>
    listFactOffers(scope(request)),
  );

  app.post<ClientParams>('/api/clients/:clientId/fact-offers/accept', async (request) => {
    const result = await acceptFactOffers({
      ...scope(request),
      keys: parseWith(factOfferKeysRequest, request.body).keys,
    });
    if (result.accepted.length > 0) {
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId: request.params.clientId,
        action: 'offers.accepted',
        summary: `Accepted ${result.accepted.length} value(s) read from documents`,
        detail: { keys: result.accepted },
      });
    }
    return result;
  });

  app.post<ClientParams>('/api/clients/:clientId/fact-offers/dismiss', async (request) => {
    const result = await dismissFactOffers({
      ...scope(request),
      keys: parseWith(factOfferKeysRequest, request.body).keys,
    });
    if (result.dismissed.length > 0) {
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId: request.params.clientId,
        action: 'offers.dismissed',
        summary: `Dismissed ${result.dismissed.length} value(s) read from documents`,
        detail: { keys: result.dismissed },
      });
    }
    return result;
  });
}
