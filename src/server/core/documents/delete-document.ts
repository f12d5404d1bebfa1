import { eq } from 'drizzle-orm';
import { requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { deletePagePreviews } from './delete-page-previews';

/** Deletes a document's row (its pages cascade) and then its stored file and page pictures. */
export async function deleteDocument({
  db,
  practiceId,
  storage,
  documentId,
}: PracticeScope & { storage: Storage; documentId: string }): Promise<void> {
  const document = await requireDocumentInPractice({ db, practiceId }, documentId);
  await db.delete(documents).where(eq(documents.id, document.id));
  await storage.delete(document.storageKey);
  await deletePagePreviews(storage, document);
}
