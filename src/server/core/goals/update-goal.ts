import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Goal, goalUpdate } from '@/shared/schemas/fact-find';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { goals } from '@/server/db/schema';
import { lockClientRecord, recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import { requireVersion } from '@/server/core/client-record/stale-record';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { toGoalResponse } from './to-goal-response';

/** Changes the goal's fields given, as the adviser's, unless someone else changed the goal since (409). */
export async function updateGoal({
  db,
  practiceId,
  clientId,
  goalId,
  actor,
  changes,
  ifMatch,
}: PracticeScope & {
  clientId: string;
  goalId: string;
  actor: RecordActor;
  changes: z.output<typeof goalUpdate>;
  /** The version the changes were made on: a save by someone else since answers 409. */
  ifMatch: IfMatch | undefined;
}): Promise<Goal> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(goalId)) throw notFound('Record');
  const where = and(eq(goals.id, goalId), eq(goals.clientId, clientId));
  const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
  await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const [row] = await transaction.select().from(goals).where(where);
    if (!row) throw notFound('Record');
    requireVersion(ifMatch, 'this goal', row.version, toGoalResponse(row));
    const written = await recordFacts(transaction, {
      clientId,
      actor,
      changes: defined.map(([field, value]) => ({
        subject: `goal:${goalId}`,
        field,
        value,
        status: 'set' as const,
        source: { kind: 'adviser' as const },
      })),
    });
    // A goal the questionnaire wrote becomes the adviser's once they edit it: the questionnaire leaves it be.
    if (written.length > 0 && row.source.startsWith('questionnaire:'))
      await transaction.update(goals).set({ source: 'typed' }).where(where);
  });
  const [row] = await db.select().from(goals).where(where);
  if (!row) throw notFound('Record');
  return toGoalResponse(row);
}
