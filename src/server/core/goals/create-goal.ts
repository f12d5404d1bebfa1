import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Goal, goalInput } from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { goals } from '@/server/db/schema';
import { createRecordItem, type RecordActor } from '@/server/core/client-record/record-facts';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';
import { toGoalResponse } from './to-goal-response';

/** Adds a goal the adviser typed (source 'typed', specification section 3) to the client's record. */
export async function createGoal({
  db,
  practiceId,
  clientId,
  actor,
  input,
}: PracticeScope & {
  clientId: string;
  actor: RecordActor;
  input: z.output<typeof goalInput>;
}): Promise<Goal> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const id = await db.transaction((transaction) =>
    createRecordItem(transaction, {
      clientId,
      actor,
      kind: 'goal',
      values: input,
      status: 'set',
      source: { kind: 'adviser' },
      bookkeeping: { source: 'typed' },
    }),
  );
  await refreshCompletion(db, clientId);
  const [row] = await db.select().from(goals).where(eq(goals.id, id));
  return toGoalResponse(row!);
}
