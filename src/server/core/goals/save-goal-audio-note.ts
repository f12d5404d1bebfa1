import { AppError } from '@/shared/app-error';
import type { GoalAudioNote } from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { goalAudioNotes } from '@/server/db/schema';
import { newStorageKey, type Storage } from '@/server/storage/storage';
import { detectAudioType } from './detect-audio-type';
import { toGoalAudioNoteResponse } from './to-goal-response';

type SaveGoalAudioNoteOptions = PracticeScope & {
  storage: Storage;
  clientId: string;
  bytes: Buffer;
  declaredMimeType: string;
  durationSeconds: number | null;
};

/** Keeps a voice note with the client's goals: the file in storage first, then its row. */
export async function saveGoalAudioNote({
  db,
  practiceId,
  storage,
  clientId,
  bytes,
  durationSeconds,
}: SaveGoalAudioNoteOptions): Promise<GoalAudioNote> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const mimeType = detectAudioType(bytes);
  if (!mimeType) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The recording is not an audio file this app can keep (WebM, Ogg, MP4, MP3 or WAV)',
    );
  }
  const storageKey = newStorageKey('audio', practiceId);
  await storage.put(storageKey, bytes, mimeType);
  try {
    const [row] = await db
      .insert(goalAudioNotes)
      .values({ clientId, storageKey, mimeType, fileSize: bytes.length, durationSeconds })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The recording could not be saved');
    return toGoalAudioNoteResponse(row);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
