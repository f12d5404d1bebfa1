import type { FastifyInstance, FastifyRequest } from 'fastify';
import { batchClaimRequest, batchClientCreateRequest } from '@/shared/schemas/document-batch';
import type { AppContext } from '@/server/app-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { addBatchToClient } from '@/server/core/document-batches/add-batch-to-client';
import { createClientFromBatch } from '@/server/core/document-batches/create-client-from-batch';
import { getBatchPicture } from '@/server/core/document-batches/get-batch-picture';
import { getDocumentBatch } from '@/server/core/document-batches/get-document-batch';
import { listDocumentBatches } from '@/server/core/document-batches/list-document-batches';
import { idempotencyKeyOf } from '@/server/db/once-per-key';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';

type BatchParams = { Params: { batchId: string } };

const documentsNamed = (count: number) => (count === 1 ? 'a document' : `${count} documents`);

/**
 * Documents first (decision 018): the batches of documents uploaded before there is a client, what they say,
 * and making them a new client or adding them to an existing one.
 */
export async function documentBatchRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest) => {
    const { practiceId, actor } = auditScope(request);
    return { db, practiceId, actor, userId: actor.id };
  };

  app.get('/api/document-batches', async (request) => ({
    batches: await listDocumentBatches(scope(request)),
  }));

  app.get<BatchParams>('/api/document-batches/:batchId', async (request) =>
    getDocumentBatch({ ...scope(request), batchId: request.params.batchId }),
  );

  app.get<BatchParams>('/api/document-batches/:batchId/picture', async (request) =>
    getBatchPicture({ ...scope(request), batchId: request.params.batchId }),
  );

  app.post<BatchParams>('/api/document-batches/:batchId/client', async (request, reply) => {
    const input = parseWith(batchClientCreateRequest, request.body);
    const { made, acceptedOffers, replayed } = await createClientFromBatch({
      ...scope(request),
      batchId: request.params.batchId,
      input,
      idempotencyKey: idempotencyKeyOf(request.headers),
    });
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    else {
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId: made.client.id,
        action: 'client.created-from-documents',
        summary: `Created the client from ${documentsNamed(made.documentIds.length)} uploaded before the client existed`,
        detail: { batchId: request.params.batchId, documentIds: made.documentIds },
      });
      if (acceptedOffers.length > 0)
        await recordAuditEvent(db, {
          ...auditScope(request),
          clientId: made.client.id,
          action: 'offers.accepted',
          summary: `Added ${acceptedOffers.length} value(s) read from the client's documents`,
          detail: { keys: acceptedOffers },
        });
    }
    return reply.status(201).send({
      clientId: made.client.id,
      givenNames: made.client.givenNames,
      familyName: made.client.familyName,
      documentIds: made.documentIds,
      acceptedOffers,
    });
  });

  app.post<BatchParams>('/api/document-batches/:batchId/claim', async (request) => {
    const { clientId } = parseWith(batchClaimRequest, request.body);
    const result = await addBatchToClient({ ...scope(request), batchId: request.params.batchId, clientId });
    if (!result.alreadyAdded)
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId,
        action: 'documents.added',
        summary: `Added ${documentsNamed(result.documentIds.length)} uploaded before the client was chosen`,
        detail: { batchId: request.params.batchId, documentIds: result.documentIds },
      });
    return result;
  });
}
