import { asc, eq } from 'drizzle-orm';
import type { Goal } from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { goals } from '@/server/db/schema';
import { toGoalResponse } from './to-goal-response';

/** GET /api/clients/:id/goals: oldest first, so the list reads in the order the adviser entered it. */
export async function listGoals({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<Goal[]> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.clientId, clientId))
    .orderBy(asc(goals.createdAt), asc(goals.id));
  return rows.map(toGoalResponse);
}
