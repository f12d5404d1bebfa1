import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { goalAudioNotes } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';

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
  const [row] = await db
    .delete(goalAudioNotes)
    .where(and(eq(goalAudioNotes.id, noteId), eq(goalAudioNotes.clientId, clientId)))
    .returning({ storageKey: goalAudioNotes.storageKey });
  if (!row) throw notFound('Record');
  await storage.delete(row.storageKey).catch(() => undefined);
}
