import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { goalAudioNotes } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';

/** The recording's bytes for playback. */
export async function getGoalAudioNote({
  db,
  practiceId,
  storage,
  clientId,
  noteId,
}: PracticeScope & { storage: Storage; clientId: string; noteId: string }): Promise<{
  bytes: Buffer;
  mimeType: string;
}> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(noteId)) throw notFound('Record');
  const [row] = await db
    .select({ storageKey: goalAudioNotes.storageKey, mimeType: goalAudioNotes.mimeType })
    .from(goalAudioNotes)
    .where(and(eq(goalAudioNotes.id, noteId), eq(goalAudioNotes.clientId, clientId)));
  if (!row) throw notFound('Record');
  return { bytes: await storage.get(row.storageKey), mimeType: row.mimeType };
}
