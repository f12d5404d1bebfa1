import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { goalAudioNotes } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { deleteScheduledFiles, scheduleFileDeletions } from '@/server/storage/delete-files';

/** Removes the row, then the file (a failure never leaves a row without its file). */
export async function deleteGoalAudioNote({
  db,
  practiceId,
  storage,
  clientId,
  noteId,
}: PracticeScope & { storage: Storage; clientId: string; noteId: string }): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(noteId)) throw notFound('Record');
  const row = await db.transaction(async (transaction) => {
    const [deleted] = await transaction
      .delete(goalAudioNotes)
      .where(and(eq(goalAudioNotes.id, noteId), eq(goalAudioNotes.clientId, clientId)))
      .returning({ storageKey: goalAudioNotes.storageKey });
    if (deleted) await scheduleFileDeletions(transaction, [deleted.storageKey]);
    return deleted;
  });
  if (!row) throw notFound('Record');
  await deleteScheduledFiles(db, storage, [row.storageKey]);
}
