import { eq } from 'drizzle-orm';
import { requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { deleteScheduledFiles, scheduleFileDeletions } from '@/server/storage/delete-files';
import { pagePreviewKeys } from './page-preview-keys';
import { forgetDocuments } from '@/server/core/practice-models/forget-documents';

/**
 * Deletes a document's row (its pages cascade) and then its stored file and page pictures (durably listed
 * first). Returns the document as it was, for the client's history.
 */
export async function deleteDocument({
  db,
  practiceId,
  storage,
  documentId,
}: PracticeScope & { storage: Storage; documentId: string }): Promise<typeof documents.$inferSelect> {
  const document = await requireDocumentInPractice({ db, practiceId }, documentId);
  const keys = [document.storageKey, ...pagePreviewKeys(document)];
  await db.transaction(async (transaction) => {
    await transaction.delete(documents).where(eq(documents.id, document.id));
    await forgetDocuments(transaction, practiceId, [document.id]);
    await scheduleFileDeletions(transaction, keys);
  });
  await deleteScheduledFiles(db, storage, keys);
  return document;
}
