import type { FastifyInstance, FastifyRequest } from 'fastify';
import { factOfferKeysRequest } from '@/shared/schemas/extracted-facts';
import type { AppContext } from '@/server/app-context';
import { acceptOffers } from '@/server/core/client-record/accept-offers';
import { dismissOffers } from '@/server/core/client-record/dismiss-offers';
import { listOffers } from '@/server/core/client-record/list-offers';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';

type ClientParams = { Params: { clientId: string } };

/** The client's picture from their documents, and the offers it makes to the client's record. */
export async function extractedFactsRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => {
    const { practiceId, actor } = auditScope(request);
    return { db, practiceId, clientId: request.params.clientId, actor };
  };

  app.get<ClientParams>(
    '/api/clients/:clientId/extracted-facts',
    async (request) => (await readDocumentsPicture(scope(request))).picture,
  );

  app.get<ClientParams>('/api/clients/:clientId/fact-offers', async (request) => listOffers(scope(request)));

  app.post<ClientParams>('/api/clients/:clientId/fact-offers/accept', async (request) => {
    const body = parseWith(factOfferKeysRequest, request.body);
    const result = await acceptOffers({
      ...scope(request),
      keys: body.keys,
      replacePersonGiven: body.replacePersonGiven ?? false,
    });
    if (result.accepted.length > 0) {
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId: request.params.clientId,
        action: 'offers.accepted',
        summary: body.replacePersonGiven
          ? `Took ${result.accepted.length} value(s) read from documents over values given before`
          : `Accepted ${result.accepted.length} value(s) read from documents`,
        detail: { keys: result.accepted },
      });
    }
    return result;
  });

  app.post<ClientParams>('/api/clients/:clientId/fact-offers/dismiss', async (request) => {
    const result = await dismissOffers({
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
