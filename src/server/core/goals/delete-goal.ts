import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { removeRecordItem, type RecordActor } from '@/server/core/client-record/record-facts';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

/** Removes a goal from the client's record (its history keeps who removed it, and when). */
export async function deleteGoal({
  db,
  practiceId,
  clientId,
  goalId,
  actor,
  ifMatch,
}: PracticeScope & {
  clientId: string;
  goalId: string;
  actor: RecordActor;
  ifMatch?: IfMatch;
}): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(goalId)) throw notFound('Record');
  const removed = await db.transaction((transaction) =>
    removeRecordItem(transaction, { clientId, actor, kind: 'goal', id: goalId, ifMatch }),
  );
  if (!removed) throw notFound('Record');
  await refreshCompletion(db, clientId);
}
