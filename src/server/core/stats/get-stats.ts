import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { completionCheckKeys, type CompletionCheckKey } from '@/shared/fact-find-completion';
import type { Stats } from '@/shared/schemas/client';
import type { PracticeScope } from '@/server/db/practice-scope';
import { bankAccounts, clients, documents, goals, superAccounts } from '@/server/db/schema';
import { documentInFlight } from '@/server/core/clients/list-clients';

/** What String.prototype.trim removes: every code point c for which c.trim() === ''. */
const trimmedWhiteSpace = '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The completion's `filled` in SQL: not null, and something left after trim() (null never matches). */
const filled = (column: AnyPgColumn): SQL => sql`${column} ~ ${`[^${trimmedWhiteSpace}]`}`;

const hasAny = (table: typeof superAccounts | typeof bankAccounts | typeof goals): SQL =>
  sql`exists (select 1 from ${table} where ${table.clientId} = ${clients.id})`;

/**
 * The ten checks of src/shared/fact-find-completion.ts in SQL, so the figures are counted in the database
 * rather than by loading every client. Keyed like the shared checks, so a new check does not compile until
 * it is added here; the API tests compare these figures with the client list's statuses.
 */
const completionChecks: Record<CompletionCheckKey, SQL> = {
  name: sql`${filled(clients.givenNames)} and ${filled(clients.familyName)}`,
  email: filled(clients.email),
  dob: sql`${isNotNull(clients.dob)} and not ('dob' = any(${clients.defaultedFields}))`,
  mobile: filled(clients.mobile),
  streetAddress: filled(clients.streetAddress),
  occupation: filled(clients.occupation),
  employer: filled(clients.employer),
  superAccounts: hasAny(superAccounts),
  bankAccounts: hasAny(bankAccounts),
  goals: hasAny(goals),
};

/** Ready to Sign (clientStatus): no document in flight, and 100 % complete, which only all ten checks give. */
const readyToSign = and(
  ...completionCheckKeys.map((key) => completionChecks[key]),
  sql`not exists (select 1 from ${documents} where ${documents.clientId} = ${clients.id} and ${documentInFlight})`,
);

/**
 * The dashboard's four figures for a practice, in one query:
 * - activeClients: every client of the practice;
 * - documentsProcessed: clients' documents whose reading and extraction both completed (a documents-first
 *   document counts once a client claims it, so an abandoned run does not);
 * - pendingReview: clients not yet Ready to Sign (documents in flight, or the Fact Find incomplete);
 * - completed: clients whose Fact Find is complete (Ready to Sign).
 */
export async function getStats({ db, practiceId }: PracticeScope): Promise<Stats> {
  const [figures = { activeClients: 0, completed: 0, documentsProcessed: 0 }] = await db
    .select({
      activeClients: count(),
      completed: sql<number>`count(*) filter (where ${readyToSign})`.mapWith(Number),
      documentsProcessed: db.$count(
        documents,
        and(
          eq(documents.practiceId, practiceId),
          isNotNull(documents.clientId),
          eq(documents.ocrStatus, 'completed'),
          eq(documents.parseStatus, 'completed'),
        ),
      ),
    })
    .from(clients)
    .where(eq(clients.practiceId, practiceId));
  return {
    activeClients: figures.activeClients,
    documentsProcessed: figures.documentsProcessed,
    pendingReview: figures.activeClients - figures.completed,
    completed: figures.completed,
  };
}
