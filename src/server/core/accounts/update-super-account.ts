import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SuperAccount, superAccountUpdate } from '@/shared/schemas/fact-find';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { documents, superAccounts } from '@/server/db/schema';
import { toSuperAccountResponse } from './to-account-response';

type UpdateSuperAccountOptions = PracticeScope & {
  clientId: string;
  accountId: string;
  changes: z.output<typeof superAccountUpdate>;
};

/** Changes the fields given; the account keeps its source document and confidence. */
export async function updateSuperAccount({
  db,
  practiceId,
  clientId,
  accountId,
  changes,
}: UpdateSuperAccountOptions): Promise<SuperAccount> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const where = and(eq(superAccounts.id, accountId), eq(superAccounts.clientId, clientId));
  if (Object.keys(defined).length > 0) await db.update(superAccounts).set(defined).where(where);
  const [found] = await db
    .select({ account: superAccounts, sourceFilename: documents.filename, sourceType: documents.type })
    .from(superAccounts)
    .leftJoin(documents, eq(documents.id, superAccounts.documentId))
    .where(where);
  if (!found) throw notFound('Record');
  const { account, ...source } = found;
  return toSuperAccountResponse(account, source);
}
