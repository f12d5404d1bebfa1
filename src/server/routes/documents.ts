import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import {
  documentSource,
  documentStatusesQuery,
  extractClientDataRequest,
  type DocumentStatuses,
  type DocumentSummary,
  requestedDocumentType,
  type RequestedDocumentType,
} from '@/shared/schemas/document';
import type { AppContext } from '@/server/app-context';
import { deleteDocument } from '@/server/core/documents/delete-document';
import { extractClientData } from '@/server/core/documents/extract-client-data';
import { getDocumentStatuses } from '@/server/core/documents/get-document-statuses';
import { listDocuments } from '@/server/core/documents/list-documents';
import { retryDocument } from '@/server/core/documents/retry-document';
import { toDocumentStatus } from '@/server/core/documents/to-document-summary';
import { uploadDocuments } from '@/server/core/documents/upload-documents';
import { requireDocumentInPractice } from '@/server/db/practice-scope';
import { parseWith } from '@/server/http/parse';
import { readUploadedFiles } from '@/server/http/read-uploaded-files';
import { auditScope, requireUser } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { idempotencyKeyOf } from '@/server/db/once-per-key';

type DocumentParams = { Params: { documentId: string } };
type ClientParams = { Params: { clientId: string } };

/** Per-file types: a JSON list (documentTypes) or repeated `types` fields; 'auto' where none is given. */
function requestedTypes(fields: Record<string, string>, count: number): RequestedDocumentType[] {
  let list: unknown[] = [];
  if (fields.documentTypes) {
    try {
      const parsed: unknown = JSON.parse(fields.documentTypes);
      list = Array.isArray(parsed) ? parsed : [];
    } catch {
      throw new AppError('BAD_REQUEST', 'documentTypes must be a JSON list of document types');
    }
  }
  return Array.from({ length: count }, (_, index) => parseWith(requestedDocumentType, list[index] ?? 'auto'));
}

export async function documentRoutes(
  app: FastifyInstance,
  { db, storage, documentQueue }: AppContext,
): Promise<void> {
  const scope = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { db, practiceId: user.practiceId, userId: user.id };
  };

  const recordUpload = (request: FastifyRequest, clientId: string, uploaded: DocumentSummary[]) =>
    recordAuditEvent(db, {
      ...auditScope(request),
      clientId,
      action: 'documents.uploaded',
      summary: `Uploaded ${uploaded.length === 1 ? 'a document' : `${uploaded.length} documents`}: ${uploaded
        .map((document) => `"${document.filename}"`)
        .join(', ')}`,
      detail: { documentIds: uploaded.map((document) => document.id) },
    });

  app.post<ClientParams>('/api/clients/:clientId/documents', async (request, reply) => {
    const { files, fields } = await readUploadedFiles(request);
    const type = parseWith(requestedDocumentType, fields.type ?? 'auto');
    const source = parseWith(documentSource, fields.source ?? 'upload');
    const { documents: uploaded, replayed } = await uploadDocuments({
      ...scope(request),
      idempotencyKey: idempotencyKeyOf(request.headers),
      storage,
      queue: documentQueue,
      clientId: request.params.clientId,
      files: files.map((file) => ({
        filename: file.filename,
        bytes: file.bytes,
        requestedType: type,
        source,
      })),
    });
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    else await recordUpload(request, request.params.clientId, uploaded);
    return reply.status(201).send(uploaded.length === 1 ? uploaded[0] : { documents: uploaded });
  });

  app.post('/api/documents/process', async (request, reply) => {
    const { files, fields } = await readUploadedFiles(request);
    const clientId = fields.clientId && fields.clientId !== 'new' ? fields.clientId : null;
    const types = requestedTypes(fields, files.length);
    const source = parseWith(documentSource, fields.source ?? 'upload');
    const {
      documents: uploaded,
      batchId,
      replayed,
    } = await uploadDocuments({
      ...scope(request),
      idempotencyKey: idempotencyKeyOf(request.headers),
      storage,
      queue: documentQueue,
      clientId,
      batchId: clientId ? null : (fields.batchId ?? null),
      files: files.map((file, index) => ({
        filename: file.filename,
        bytes: file.bytes,
        requestedType: types[index] ?? 'auto',
        source,
      })),
    });
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    else if (clientId) await recordUpload(request, clientId, uploaded);
    return reply.status(201).send({ documents: uploaded, batchId });
  });

  // Documents first: the files start a batch (or join the open one named), which the answer names.
  app.post('/api/documents/process-client-extraction', async (request, reply) => {
    const { files, fields } = await readUploadedFiles(request);
    const {
      documents: uploaded,
      batchId,
      replayed,
    } = await uploadDocuments({
      ...scope(request),
      idempotencyKey: idempotencyKeyOf(request.headers),
      storage,
      queue: documentQueue,
      clientId: null,
      batchId: fields.batchId ?? null,
      files: files.map((file) => ({
        filename: file.filename,
        bytes: file.bytes,
        requestedType: 'auto',
        source: 'upload',
      })),
    });
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(201).send({ documents: uploaded, batchId });
  });

  app.post('/api/documents/extract-client-data', async (request) => {
    const { documentIds } = parseWith(extractClientDataRequest, request.body);
    return extractClientData({ ...scope(request), documentIds });
  });

  app.get<{ Querystring: { clientId?: string } }>('/api/documents', async (request) =>
    listDocuments({ ...scope(request), clientId: request.query.clientId }),
  );

  app.get<ClientParams>('/api/clients/:clientId/documents', async (request) =>
    listDocuments({ ...scope(request), clientId: request.params.clientId }),
  );

  /**
   * GET /api/documents/status?ids=a,b,c: the status of several documents in one query, for the screens
   * that poll while documents are read. Answers {documents: [...]}, each exactly as the single status
   * below, in the order asked; an id of another practice's document, like an unknown id, is simply absent
   * (never an error, so a document deleted meanwhile does not break polling). 400 without ids, with more
   * than limits.statusIdsPerRequest (100) of them, or with one that is not a document id.
   */
  app.get('/api/documents/status', async (request): Promise<DocumentStatuses> => {
    const practice = scope(request);
    const { ids } = parseWith(documentStatusesQuery, request.query);
    return { documents: await getDocumentStatuses({ ...practice, documentIds: ids }) };
  });

  app.get<DocumentParams>('/api/documents/:documentId/status', async (request) => {
    const document = await requireDocumentInPractice(scope(request), request.params.documentId);
    const [status] = await getDocumentStatuses({ ...scope(request), documentIds: [document.id] });
    return status ?? toDocumentStatus(document);
  });

  app.delete<DocumentParams>('/api/documents/:documentId', async (request, reply) => {
    const deleted = await deleteDocument({
      ...scope(request),
      storage,
      documentId: request.params.documentId,
    });
    if (deleted.clientId) {
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId: deleted.clientId,
        action: 'document.deleted',
        summary: `Deleted the document "${deleted.filename}"`,
        detail: { documentId: deleted.id },
      });
    }
    return reply.status(204).send();
  });

  app.post<DocumentParams>('/api/documents/:documentId/retry', async (request) =>
    retryDocument({ ...scope(request), queue: documentQueue, documentId: request.params.documentId }),
  );
}
