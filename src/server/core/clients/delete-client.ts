import { eq } from 'drizzle-orm';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { clients, documents, goalAudioNotes } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { pagePreviewKeys } from '@/server/core/documents/page-preview-keys';
import { deleteScheduledFiles, scheduleFileDeletions } from '@/server/storage/delete-files';
import { forgetDocuments } from '@/server/core/practice-models/forget-documents';

/**
 * Deletes a client and everything it owns: rows cascade in the database, and the stored files (documents,
 * their page pictures and audio notes) are listed for deletion in the same transaction and removed after
 * it; a file storage refuses now stays listed and is removed by a later sweep, never left behind unseen. On
 * the embedded database, the tables are then rewritten and the WAL that recorded the rows dropped, so nothing
 * of the client stays readable in its files.
 */
export async function deleteClient({
  db,
  practiceId,
  clientId,
  storage,
  scrubDeletedRows,
}: PracticeScope & {
  clientId: string;
  storage: Storage;
  /** The embedded database: leave nothing of the deleted rows readable on disk (db/connection.ts). */
  scrubDeletedRows?: () => Promise<void>;
}): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const storageKeys = await db.transaction(async (transaction) => {
    const documentRows = await transaction
      .select({
        id: documents.id,
        practiceId: documents.practiceId,
        pageCount: documents.pageCount,
        key: documents.storageKey,
      })
      .from(documents)
      .where(eq(documents.clientId, clientId));
    const previewKeys = documentRows.flatMap((document) => pagePreviewKeys(document).map((key) => ({ key })));
    const audioKeys = await transaction
      .select({ key: goalAudioNotes.storageKey })
      .from(goalAudioNotes)
      .where(eq(goalAudioNotes.clientId, clientId));
    await transaction.delete(clients).where(eq(clients.id, clientId));
    // Its documents' lessons leave the practice's models with them (decision 033).
    await forgetDocuments(
      transaction,
      practiceId,
      documentRows.map((document) => document.id),
    );
    const keys = [...documentRows, ...previewKeys, ...audioKeys].map((row) => row.key);
    await scheduleFileDeletions(transaction, keys);
    return keys;
  });
  await deleteScheduledFiles(db, storage, storageKeys);
  await scrubDeletedRows?.();
}
