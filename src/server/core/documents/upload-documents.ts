import { AppError } from '@/shared/app-error';
import { documentTypes } from '@/shared/options';
import type { DocumentSummary, RequestedDocumentType } from '@/shared/schemas/document';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import { displayFilename } from '@/server/documents/display-filename';
import { fileTypeFromName } from '@/server/documents/file-type-from-name';
import { detectFileType } from '@/server/documents/recognise/detect-file-type';
import type { DocumentQueue } from '@/server/jobs/document-queue';
import { newStorageKey, type Storage } from '@/server/storage/storage';
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
  /** The document request (and its checklist item) the client sent them for. */
  documentRequest?: { id: string; itemId: string | null };
  /** null: documents-first work, owned by the practice until a client claims them. */
  clientId: string | null;
  files: IncomingDocument[];
};

/**
 * Checks every file by its content, stores the originals, records them and queues their processing. A
 * request with any unacceptable file is refused whole, before anything is stored. Empty files are
 * accepted (they fail in processing with a reason), so the adviser sees what happened to every file.
 */
export async function uploadDocuments(options: UploadDocumentsOptions): Promise<DocumentSummary[]> {
  const { db, practiceId, storage, queue, userId, clientId, files, documentRequest } = options;
  if (clientId) await requireClientInPractice({ db, practiceId }, clientId);

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

  const stored: string[] = [];
  try {
    for (const file of accepted) {
      await storage.put(file.storageKey, file.bytes, file.mimeType);
      stored.push(file.storageKey);
    }
    const rows = await db
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
        })),
      )
      .returning();
    await queue.enqueue(rows.map((row) => row.id));
    return rows.map(toDocumentSummary);
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
