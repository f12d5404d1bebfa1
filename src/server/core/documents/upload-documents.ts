import { createHash } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import { documentTypes } from '@/shared/options';
import type { DocumentSummary, RequestedDocumentType } from '@/shared/schemas/document';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import type { Database } from '@/server/db/connection';
import { oncePerKey } from '@/server/db/once-per-key';
import { documentRequests, documents, documentUploads } from '@/server/db/schema';
import { displayFilename } from '@/server/reading/display-filename';
import { fileTypeFromName } from '@/server/reading/file-type-from-name';
import { detectFileType } from '@/server/reading/recognise/detect-file-type';
import type { DocumentQueue } from '@/server/jobs/document-queue';
import { newStorageKey, type Storage } from '@/server/storage/storage';
import { openBatchForUpload } from '@/server/core/document-batches/open-batch-for-upload';
import { toDocumentSummary } from './to-document-summary';

export type IncomingDocument = {
  filename: string;
  bytes: Buffer;
  requestedType: RequestedDocumentType;
  source: string;
};

type UploadDocumentsOptions = PracticeScope & {
  storage: Storage;
  queue: DocumentQueue;
  /** The adviser uploading, or null for the client through a document request. */
  userId: string | null;
  /**
   * The document request (and its checklist item) the client sent them for, and how many documents the
   * request may hold in all.
   */
  documentRequest?: { id: string; itemId: string | null; maxDocuments: number };
  /** null: documents-first work, kept in a batch of the practice until it becomes or joins a client. */
  clientId: string | null;
  /** Documents-first work: the open batch these join; a new batch when absent. */
  batchId?: string | null;
  files: IncomingDocument[];
  /** The sender's Idempotency-Key: an upload sent again with it makes nothing new. */
  idempotencyKey?: string;
};

/**
 * Checks every file by its content, stores the originals, records them and queues their processing. A
 * request with any unacceptable file is refused whole, before anything is stored. Empty files are
 * accepted (they fail in processing with a reason), so the adviser sees what happened to every file.
 */
export async function uploadDocuments(
  options: UploadDocumentsOptions,
): Promise<{ documents: DocumentSummary[]; batchId: string | null; replayed: boolean }> {
  const { db, practiceId, storage, queue, userId, clientId, files, documentRequest, idempotencyKey } =
    options;
  if (clientId) await requireClientInPractice({ db, practiceId }, clientId);
  const inBatch = clientId === null && !documentRequest;

  const accepted = files.map((file) => {
    const filename = displayFilename(file.filename);
    const mimeType =
      detectFileType(file.bytes)?.mimeType ?? (file.bytes.length === 0 ? fileTypeFromName(filename) : null);
    if (!mimeType) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `"${filename}" is not a PDF, JPEG, PNG or HEIC file`);
    }
    const chosenType = (documentTypes as readonly string[]).includes(file.requestedType)
      ? file.requestedType
      : 'auto';
    return { ...file, filename, mimeType, chosenType, storageKey: newStorageKey('documents', practiceId) };
  });

  // A retry of an upload that was recorded: answer with its documents before storing anything again. (The
  // files are hashed only when a key was sent: nothing else needs it.)
  const fingerprint =
    idempotencyKey === undefined
      ? ''
      : uploadFingerprint(accepted, clientId, documentRequest?.itemId ?? null, options.batchId ?? null);
  const earlier =
    idempotencyKey === undefined ? null : await findUpload(options, idempotencyKey, fingerprint);
  if (earlier)
    return { documents: earlier.map(toDocumentSummary), batchId: batchOf(earlier), replayed: true };

  const stored: string[] = [];
  const forget = () => Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
  try {
    for (const file of accepted) {
      await storage.put(file.storageKey, file.bytes, file.mimeType);
      stored.push(file.storageKey);
    }
    // Documents-first work joins its batch in the same transaction, so a batch never holds half an upload.
    const insertRows = async (transaction: Database) => {
      const batchId = inBatch
        ? await openBatchForUpload({ db: transaction, practiceId, userId, batchId: options.batchId })
        : null;
      return transaction
        .insert(documents)
        .values(
          accepted.map((file) => ({
            practiceId,
            clientId,
            uploadedById: userId,
            type: file.chosenType,
            requestedType: file.chosenType,
            filename: file.filename,
            storageKey: file.storageKey,
            fileSize: file.bytes.length,
            mimeType: file.mimeType,
            source: file.source,
            documentRequestId: documentRequest?.id ?? null,
            requestItemId: documentRequest?.itemId ?? null,
            batchId,
          })),
        )
        .returning();
    };
    const { value: rows, replayed } =
      idempotencyKey === undefined
        ? {
            value: await db.transaction(async (transaction) => {
              await lockRequest(transaction, documentRequest);
              const rows = await insertRows(transaction);
              await assertRequestHasRoom(transaction, documentRequest);
              return rows;
            }),
            replayed: false,
          }
        : await oncePerKey({
            db,
            make: async (transaction) => {
              await lockRequest(transaction, documentRequest);
              const rows = await insertRows(transaction);
              const claimed = await transaction
                .insert(documentUploads)
                .values({ practiceId, idempotencyKey, fingerprint, documentIds: rows.map((row) => row.id) })
                .onConflictDoNothing()
                .returning();
              // A replay of an upload already recorded is answered as such, even when the request is full.
              if (claimed.length > 0) await assertRequestHasRoom(transaction, documentRequest);
              return { value: rows, claimed: claimed.length > 0 };
            },
            replay: () => findUpload(options, idempotencyKey, fingerprint),
          });
    // The same upload sent at the same moment was recorded first: this one's files are not needed.
    if (replayed) await forget();
    else await queue.enqueue(rows.map((row) => row.id));
    return { documents: rows.map(toDocumentSummary), batchId: batchOf(rows), replayed };
  } catch (error) {
    await forget();
    throw error;
  }
}

/**
 * Uploads through one document request wait for each other here (a row lock on the request, taken before
 * anything is inserted), so each counts the documents the others recorded.
 */
async function lockRequest(
  transaction: Database,
  documentRequest: UploadDocumentsOptions['documentRequest'],
): Promise<void> {
  if (!documentRequest) return;
  await transaction
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(eq(documentRequests.id, documentRequest.id))
    .for('update');
}

/**
 * The request's cap, counted after this upload's documents are inserted and under the request's lock: the
 * upload that would take it past the cap is rolled back whole, however many arrive at once.
 */
async function assertRequestHasRoom(
  transaction: Database,
  documentRequest: UploadDocumentsOptions['documentRequest'],
): Promise<void> {
  if (!documentRequest) return;
  const [row] = await transaction
    .select({ total: count() })
    .from(documents)
    .where(eq(documents.documentRequestId, documentRequest.id));
  if ((row?.total ?? 0) > documentRequest.maxDocuments)
    throw new AppError(
      'BAD_REQUEST',
      `This link takes up to ${documentRequest.maxDocuments} documents. Please ask your adviser for another link.`,
    );
}

/**
 * The documents an earlier upload with this key made, as they are now, or null when there was none. An
 * adviser may see any of the practice's documents; through a client's link only that request's answer, so a
 * key is never a way to reach other documents.
 */
async function findUpload(
  { db, practiceId, documentRequest }: UploadDocumentsOptions,
  idempotencyKey: string,
  fingerprint: string,
): Promise<(typeof documents.$inferSelect)[] | null> {
  const [upload] = await db
    .select({ documentIds: documentUploads.documentIds, fingerprint: documentUploads.fingerprint })
    .from(documentUploads)
    .where(
      and(eq(documentUploads.practiceId, practiceId), eq(documentUploads.idempotencyKey, idempotencyKey)),
    );
  if (!upload) return null;
  if (upload.fingerprint !== fingerprint)
    throw new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used to send other files; send new files with a new key.',
    );
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.practiceId, practiceId),
        inArray(documents.id, upload.documentIds),
        documentRequest ? eq(documents.documentRequestId, documentRequest.id) : undefined,
      ),
    );
  const order = new Map(upload.documentIds.map((id, index) => [id, index]));
  return rows.length ? rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) : null;
}

const batchOf = (rows: readonly { batchId: string | null }[]): string | null => rows[0]?.batchId ?? null;

/**
 * One hash of what an upload sends: for whom (client, or the batch it extends), each file's content and
 * requested type in order, the item.
 */
function uploadFingerprint(
  files: { bytes: Buffer; chosenType: string }[],
  clientId: string | null,
  itemId: string | null,
  batchId: string | null,
): string {
  const hash = createHash('sha256').update(
    `${clientId ?? 'no client'}\n${itemId ?? 'no item'}\n${batchId ? `batch ${batchId}\n` : ''}`,
  );
  for (const file of files)
    hash.update(createHash('sha256').update(file.bytes).digest('hex')).update(file.chosenType);
  return hash.digest('hex');
}
