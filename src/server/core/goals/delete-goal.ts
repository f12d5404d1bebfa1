import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { goals } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

export async function deleteGoal({
  db,
  practiceId,
  clientId,
  goalId,
}: PracticeScope & { clientId: string; goalId: string }): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(goalId)) throw notFound('Record');
  const deleted = await db
    .delete(goals)
    .where(and(eq(goals.id, goalId), eq(goals.clientId, clientId)))
    .returning({ id: goals.id });
  if (deleted.length === 0) throw notFound('Record');
  await refreshCompletion(db, clientId);
}
