import { and, count, eq, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { questionnaireCompleteSql } from '@/server/core/fact-find/questionnaire-complete-sql';
import { completionCheckKeys, type CompletionCheckKey } from '@/shared/fact-find-completion';
import type { Stats } from '@/shared/schemas/client';
import type { PracticeScope } from '@/server/db/practice-scope';
import { bankAccounts, clients, documents, goals, superAccounts } from '@/server/db/schema';
import { documentInFlight } from '@/server/core/clients/list-clients';

/** What String.prototype.trim removes: every code point c for which c.trim() === ''. */
const trimmedWhiteSpace = '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The completion's `filled` in SQL: not null, and something left after trim() (null never matches). */
const filled = (column: AnyPgColumn): SQL => sql`${column} ~ ${`[^${trimmedWhiteSpace}]`}`;

/**
 * The ten checks of src/shared/fact-find-completion.ts in SQL, so the figures are counted in the database
 * rather than by loading every client. Keyed like the shared checks, so a new check does not compile until
 * it is added here; the API tests compare these figures with the client list's statuses. `has` says whether
 * the client has accounts and goals (from joins, not a subquery per client).
 */
const completionChecks = (has: {
  superAccounts: SQL;
  bankAccounts: SQL;
  goals: SQL;
}): Record<CompletionCheckKey, SQL> => ({
  name: sql`${filled(clients.givenNames)} and ${filled(clients.familyName)}`,
  email: filled(clients.email),
  dob: sql`${isNotNull(clients.dob)} and not ('dob' = any(${clients.defaultedFields}))`,
  mobile: filled(clients.mobile),
  streetAddress: filled(clients.streetAddress),
  occupation: filled(clients.occupation),
  employer: filled(clients.employer),
  superAccounts: has.superAccounts,
  bankAccounts: has.bankAccounts,
  goals: has.goals,
});

/**
 * The dashboard's four figures for a practice, in one query:
 * - activeClients: every client of the practice not archived (archived clients count nowhere);
 * - documentsProcessed: clients' documents whose reading and extraction both completed (a documents-first
 *   document counts once a client claims it, so an abandoned run does not);
 * - pendingReview: clients not yet Ready to Sign (documents in flight, or the Fact Find incomplete);
 * - completed: clients whose Fact Find is complete (Ready to Sign: no document in flight, and 100 %
 *   complete, which only all ten checks give).
 * Set-based: the practice's clients joined once to which of them have accounts, goals and documents in
 * flight (a subquery per client made it three times slower at 5,000 clients).
 */
export async function getStats({ db, practiceId }: PracticeScope): Promise<Stats> {
  const [figures = { activeClients: 0, completed: 0, documentsProcessed: 0 }] = await statsQuery({
    db,
    practiceId,
  });
  return {
    activeClients: figures.activeClients,
    documentsProcessed: figures.documentsProcessed,
    pendingReview: figures.activeClients - figures.completed,
    completed: figures.completed,
  };
}

/** The query behind getStats, unexecuted, so a bench can show its plan (bench/api). */
export function statsQuery({ db, practiceId }: PracticeScope) {
  const ofPractice = eq(clients.practiceId, practiceId);
  const owners = (
    table: typeof superAccounts | typeof bankAccounts | typeof goals | typeof documents,
    alias: string,
    where?: SQL,
  ) =>
    db
      .selectDistinct({ clientId: table.clientId })
      .from(table)
      .innerJoin(clients, and(eq(clients.id, table.clientId), ofPractice))
      .where(where)
      .as(alias);
  const withSuper = owners(superAccounts, 'with_super');
  const withBank = owners(bankAccounts, 'with_bank');
  const withGoals = owners(goals, 'with_goals');
  const reading = owners(documents, 'reading', documentInFlight);
  const checks = completionChecks({
    superAccounts: isNotNull(withSuper.clientId),
    bankAccounts: isNotNull(withBank.clientId),
    goals: isNotNull(withGoals.clientId),
  });
  const readyToSign = and(
    ...completionCheckKeys.map((key) => checks[key]),
    questionnaireCompleteSql,
    isNull(reading.clientId),
  );
  return db
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
          notInArray(
            documents.clientId,
            db
              .select({ id: clients.id })
              .from(clients)
              .where(and(ofPractice, isNotNull(clients.archivedAt))),
          ),
        ),
      ),
    })
    .from(clients)
    .leftJoin(withSuper, eq(withSuper.clientId, clients.id))
    .leftJoin(withBank, eq(withBank.clientId, clients.id))
    .leftJoin(withGoals, eq(withGoals.clientId, clients.id))
    .leftJoin(reading, eq(reading.clientId, clients.id))
    .where(and(ofPractice, isNull(clients.archivedAt)));
}
