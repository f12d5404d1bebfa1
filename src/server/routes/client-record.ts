import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  documentOwnerRequest,
  factHistoryQuery,
  factOfferKeysRequest,
} from '@/shared/schemas/extracted-facts';
import type { AppContext } from '@/server/app-context';
import { acceptOffers } from '@/server/core/client-record/accept-offers';
import { dismissOffers } from '@/server/core/client-record/dismiss-offers';
import { listOffers } from '@/server/core/client-record/list-offers';
import { readDocumentsPicture } from '@/server/core/client-record/read-documents-picture';
import { readClientRecord } from '@/server/core/client-record/read-client-record';
import { readFactHistory } from '@/server/core/client-record/read-fact-history';
import { setDocumentOwner } from '@/server/core/client-record/set-document-owner';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';

type ClientParams = { Params: { clientId: string } };

type FactParams = { Params: { clientId: string }; Querystring: { subject?: string; field?: string } };
type DocumentParams = { Params: { clientId: string; documentId: string } };

/**
 * The client's record (decision 017): the record with its sources, the history of a fact, the picture the
 * client's documents give, the offers it makes, and the adviser's word on whose a document is.
 */
export async function clientRecordRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams | FactParams | DocumentParams>) => {
    const { practiceId, actor } = auditScope(request);
    return { db, practiceId, clientId: request.params.clientId, actor };
  };

  app.get<ClientParams>('/api/clients/:clientId/record', async (request) => readClientRecord(scope(request)));

  app.get<FactParams>('/api/clients/:clientId/record/history', async (request) => {
    const { subject, field } = parseWith(factHistoryQuery, request.query);
    return { entries: await readFactHistory({ ...scope(request), subject, field }) };
  });

  app.put<DocumentParams>('/api/clients/:clientId/documents/:documentId/owner', async (request, reply) => {
    const { owner } = parseWith(documentOwnerRequest, request.body);
    await setDocumentOwner({ ...scope(request), documentId: request.params.documentId, owner });
    return reply.status(204).send();
  });

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
      acceptChecked: body.acceptChecked ?? false,
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
