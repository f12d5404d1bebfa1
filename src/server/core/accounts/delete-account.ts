import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { removeRecordItem, type RecordActor } from '@/server/core/client-record/record-facts';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

/** Removes a super or bank account from the client's record (its history keeps who removed it, and when). */
export async function deleteAccount({
  db,
  practiceId,
  clientId,
  accountId,
  actor,
  kind,
  ifMatch,
}: PracticeScope & {
  clientId: string;
  accountId: string;
  actor: RecordActor;
  kind: 'super' | 'bank';
  /** Honoured when sent: removing an account changed since it was read answers 409. */
  ifMatch?: IfMatch;
}): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const removed = await db.transaction((transaction) =>
    removeRecordItem(transaction, { clientId, actor, kind, id: accountId, ifMatch }),
  );
  if (!removed) throw notFound('Record');
  await refreshCompletion(db, clientId);
}
