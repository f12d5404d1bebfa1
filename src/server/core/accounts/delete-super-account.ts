import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { superAccounts } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

export async function deleteSuperAccount({
  db,
  practiceId,
  clientId,
  accountId,
}: PracticeScope & { clientId: string; accountId: string }): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const deleted = await db
    .delete(superAccounts)
    .where(and(eq(superAccounts.id, accountId), eq(superAccounts.clientId, clientId)))
    .returning({ id: superAccounts.id });
  if (deleted.length === 0) throw notFound('Record');
  await refreshCompletion(db, clientId);
}
