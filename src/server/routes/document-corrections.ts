import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentCorrectionRequest } from '@/shared/schemas/document-correction';
import type { AppContext } from '@/server/app-context';
import { correctDocumentField, undoDocumentCorrection } from '@/server/core/documents/correct-document-field';
import { listDocumentCorrections } from '@/server/core/documents/list-document-corrections';
import { parseWith } from '@/server/http/parse';
import { auditScope, requireUser } from '@/server/http/request-context';

type DocumentParams = { Params: { documentId: string } };
type FieldParams = { Params: { documentId: string; fieldKey: string } };

/** The adviser's corrections and confirmations of what was read from a document. */
export async function documentCorrectionRoutes(
  app: FastifyInstance,
  { db, trainingQueue }: AppContext,
): Promise<void> {
  const scope = (request: FastifyRequest<DocumentParams>) => ({
    db,
    practiceId: requireUser(request).practiceId,
    documentId: request.params.documentId,
  });

  app.get<DocumentParams>('/api/documents/:documentId/corrections', async (request) =>
    listDocumentCorrections(scope(request)),
  );

  // A correction teaches the practice's own model: its training is asked for (once for many, decision 033).
  app.put<FieldParams>('/api/documents/:documentId/corrections/:fieldKey', async (request) => {
    const saved = await correctDocumentField({
      ...scope(request),
      fieldKey: request.params.fieldKey,
      actor: auditScope(request).actor,
      request: parseWith(documentCorrectionRequest, request.body),
    });
    await trainingQueue.request(requireUser(request).practiceId);
    return saved;
  });

  app.delete<FieldParams>('/api/documents/:documentId/corrections/:fieldKey', async (request, reply) => {
    await undoDocumentCorrection({
      ...scope(request),
      fieldKey: request.params.fieldKey,
      actor: auditScope(request).actor,
    });
    await trainingQueue.request(requireUser(request).practiceId);
    return reply.status(204).send();
  });
}
