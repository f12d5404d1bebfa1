import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { bankAccounts } from '@/server/db/schema';
import { refreshCompletion } from '@/server/core/fact-find/refresh-completion';

export async function deleteBankAccount({
  db,
  practiceId,
  clientId,
  accountId,
}: PracticeScope & { clientId: string; accountId: string }): Promise<void> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const deleted = await db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.clientId, clientId)))
    .returning({ id: bankAccounts.id });
  if (deleted.length === 0) throw notFound('Record');
  await refreshCompletion(db, clientId);
}
