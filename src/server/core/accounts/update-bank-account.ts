import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankAccount, bankAccountUpdate } from '@/shared/schemas/fact-find';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { documents, bankAccounts } from '@/server/db/schema';
import { toBankAccountResponse } from './to-account-response';

type UpdateBankAccountOptions = PracticeScope & {
  clientId: string;
  accountId: string;
  changes: z.output<typeof bankAccountUpdate>;
};

/** Changes the fields given; the account keeps its source document and confidence. */
export async function updateBankAccount({
  db,
  practiceId,
  clientId,
  accountId,
  changes,
}: UpdateBankAccountOptions): Promise<BankAccount> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const where = and(eq(bankAccounts.id, accountId), eq(bankAccounts.clientId, clientId));
  if (Object.keys(defined).length > 0) await db.update(bankAccounts).set(defined).where(where);
  const [found] = await db
    .select({ account: bankAccounts, sourceFilename: documents.filename, sourceType: documents.type })
    .from(bankAccounts)
    .leftJoin(documents, eq(documents.id, bankAccounts.documentId))
    .where(where);
  if (!found) throw notFound('Record');
  const { account, ...source } = found;
  return toBankAccountResponse(account, source);
}
