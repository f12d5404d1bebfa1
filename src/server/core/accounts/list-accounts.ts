import { asc, eq } from 'drizzle-orm';
import type { ClientAccounts } from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { bankAccounts, documents, superAccounts } from '@/server/db/schema';
import { toBankAccountResponse, toSuperAccountResponse } from './to-account-response';

const sourceColumns = { sourceFilename: documents.filename, sourceType: documents.type };

/** GET /api/clients/:id/accounts: the client's super and bank accounts, oldest first, with their sources. */
export async function listAccounts({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<ClientAccounts> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const [supers, banks] = await Promise.all([
    db
      .select({ account: superAccounts, ...sourceColumns })
      .from(superAccounts)
      .leftJoin(documents, eq(documents.id, superAccounts.documentId))
      .where(eq(superAccounts.clientId, clientId))
      .orderBy(asc(superAccounts.createdAt), asc(superAccounts.id)),
    db
      .select({ account: bankAccounts, ...sourceColumns })
      .from(bankAccounts)
      .leftJoin(documents, eq(documents.id, bankAccounts.documentId))
      .where(eq(bankAccounts.clientId, clientId))
      .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id)),
  ]);
  return {
    superAccounts: supers.map(({ account, ...columns }) => toSuperAccountResponse(account, columns)),
    bankAccounts: banks.map(({ account, ...columns }) => toBankAccountResponse(account, columns)),
  };
}
