import type { z } from 'zod';
import type { Goal, goalInput } from '@/shared/schemas/fact-find';
import { AppError } from '@/shared/app-error';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { goals } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { toGoalResponse } from './to-goal-response';

/** Adds a goal the adviser typed (source 'typed', specification section 3). */
export async function createGoal({
  db,
  practiceId,
  clientId,
  input,
}: PracticeScope & { clientId: string; input: z.output<typeof goalInput> }): Promise<Goal> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const [row] = await db
    .insert(goals)
    .values({ ...input, clientId, source: 'typed' })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The goal could not be saved');
  await refreshCompletion(db, clientId);
  return toGoalResponse(row);
}
