import { eq, sql } from 'drizzle-orm';
import {
  completionPercent,
  missingCompletionChecks,
  type CompletionCheckKey,
} from '@/shared/fact-find-completion';
import type { Database } from '@/server/db/connection';
import { bankAccounts, clients, goals, superAccounts } from '@/server/db/schema';

const countOf = (table: typeof superAccounts | typeof bankAccounts | typeof goals) =>
  sql<number>`(select count(*)::int from ${table} where ${table}.client_id = ${clients}.id)`;

/** The ten completion checks (specification section 9) for a client already known to be in the practice. */
export async function readCompletion(
  db: Database,
  clientId: string,
): Promise<{ percent: number; missing: CompletionCheckKey[] }> {
  const [row] = await db
    .select({
      givenNames: clients.givenNames,
      familyName: clients.familyName,
      email: clients.email,
      dob: clients.dob,
      dobIsDefault: sql<boolean>`'dob' = any(${clients.defaultedFields})`,
      mobile: clients.mobile,
      streetAddress: clients.streetAddress,
      occupation: clients.occupation,
      employer: clients.employer,
      superAccountCount: countOf(superAccounts),
      bankAccountCount: countOf(bankAccounts),
      goalCount: countOf(goals),
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row)
    return {
      percent: 0,
      missing: missingCompletionChecks({ superAccountCount: 0, bankAccountCount: 0, goalCount: 0 }),
    };
  return { percent: completionPercent(row), missing: missingCompletionChecks(row) };
}
