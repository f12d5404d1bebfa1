import { asc, eq } from 'drizzle-orm';
import type { GoalAudioNote } from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { goalAudioNotes } from '@/server/db/schema';
import { toGoalAudioNoteResponse } from './to-goal-response';

export async function listGoalAudioNotes({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<GoalAudioNote[]> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const rows = await db
    .select()
    .from(goalAudioNotes)
    .where(eq(goalAudioNotes.clientId, clientId))
    .orderBy(asc(goalAudioNotes.createdAt), asc(goalAudioNotes.id));
  return rows.map(toGoalAudioNoteResponse);
}
