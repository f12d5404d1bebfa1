import { eq } from 'drizzle-orm';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { clients, documents, goalAudioNotes } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';

/**
 * Deletes a client and everything it owns: rows cascade in the database, and the stored files (documents
 * and audio notes) are removed after the rows are gone, so a failure never leaves a row without its file.
 */
export async function deleteClient({
  db,
  practiceId,
  clientId,
  storage,
}: PracticeScope & { clientId: string; storage: Storage }): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const storageKeys = await db.transaction(async (transaction) => {
    const documentKeys = await transaction
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.clientId, clientId));
    const audioKeys = await transaction
      .select({ key: goalAudioNotes.storageKey })
      .from(goalAudioNotes)
      .where(eq(goalAudioNotes.clientId, clientId));
    await transaction.delete(clients).where(eq(clients.id, clientId));
    return [...documentKeys, ...audioKeys].map((row) => row.key);
  });
  await Promise.all(storageKeys.map((key) => storage.delete(key)));
}
