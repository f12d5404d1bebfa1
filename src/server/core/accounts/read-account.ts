import { and, eq } from 'drizzle-orm';
import type { BankAccount, SuperAccount } from '@/shared/schemas/fact-find';
import type { Database } from '@/server/db/connection';
import { notFound } from '@/server/db/practice-scope';
import { bankAccounts, documents, superAccounts } from '@/server/db/schema';
import { toBankAccountResponse, toSuperAccountResponse } from './to-account-response';

const sourceColumns = { sourceFilename: documents.filename, sourceType: documents.type };

/** One of the client's accounts as the screens show it (404 when the client has no such account). */
export async function readAccount(
  db: Database,
  kind: 'super' | 'bank',
  clientId: string,
  accountId: string,
): Promise<SuperAccount | BankAccount> {
  if (kind === 'super') {
    const [found] = await db
      .select({ account: superAccounts, ...sourceColumns })
      .from(superAccounts)
      .leftJoin(documents, eq(documents.id, superAccounts.documentId))
      .where(and(eq(superAccounts.id, accountId), eq(superAccounts.clientId, clientId)));
    if (!found) throw notFound('Record');
    const { account, ...source } = found;
    return toSuperAccountResponse(account, source);
  }
  const [found] = await db
    .select({ account: bankAccounts, ...sourceColumns })
    .from(bankAccounts)
    .leftJoin(documents, eq(documents.id, bankAccounts.documentId))
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.clientId, clientId)));
  if (!found) throw notFound('Record');
  const { account, ...source } = found;
  return toBankAccountResponse(account, source);
}
