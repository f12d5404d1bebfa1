import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Goal, goalUpdate } from '@/shared/schemas/fact-find';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { goals } from '@/server/db/schema';
import { toGoalResponse } from './to-goal-response';

export async function updateGoal({
  db,
  practiceId,
  clientId,
  goalId,
  changes,
}: PracticeScope & {
  clientId: string;
  goalId: string;
  changes: z.output<typeof goalUpdate>;
}): Promise<Goal> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(goalId)) throw notFound('Record');
  const defined: Record<string, unknown> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  // A goal the questionnaire wrote becomes the adviser's once they edit it: the questionnaire leaves it be.
  if (Object.keys(defined).length > 0)
    defined.source = sql`case when ${goals.source} like 'questionnaire:%' then 'typed' else ${goals.source} end`;
  const where = and(eq(goals.id, goalId), eq(goals.clientId, clientId));
  const [row] =
    Object.keys(defined).length === 0
      ? await db.select().from(goals).where(where)
      : await db.update(goals).set(defined).where(where).returning();
  if (!row) throw notFound('Record');
  return toGoalResponse(row);
}
