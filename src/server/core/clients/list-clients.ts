import { desc, eq, sql } from 'drizzle-orm';
import type { ClientListItem, ClientStatus } from '@/shared/schemas/client';
import { completionPercent } from '@/shared/fact-find-completion';
import type { PracticeScope } from '@/server/db/practice-scope';
import { bankAccounts, clients, documents, goals, superAccounts } from '@/server/db/schema';

// Written with qualified names: inside a select, drizzle renders a column without its table, which a
// correlated subquery would then resolve against the inner table.
const countOf = (table: typeof superAccounts | typeof bankAccounts | typeof goals | typeof documents) =>
  sql<number>`(select count(*)::int from ${table} where ${table}.client_id = ${clients}.id)`;

/** A document still being read: neither step has failed, and not both have completed. */
export const documentInFlight = sql`${documents.ocrStatus} <> 'failed' and ${documents.parseStatus} <> 'failed'
  and (${documents.ocrStatus} <> 'completed' or ${documents.parseStatus} <> 'completed')`;

const inFlightDocuments = sql<number>`(select count(*)::int from ${documents}
  where ${documents}.client_id = ${clients}.id and ${documentInFlight})`;

/** The client's record or its newest document change (an upload, or its reading), whichever is later. */
const lastUpdatedAt = sql<Date>`greatest(${clients}.updated_at, (select max(greatest(${documents}.uploaded_at,
  ${documents}.updated_at)) from ${documents} where ${documents}.client_id = ${clients}.id))`.mapWith(
  (value: Date | string) => new Date(value),
);

/** Processing while any document is in flight, Needs Info while the Fact Find is incomplete, else Ready to Sign. */
export function clientStatus(inFlight: number, progress: number): ClientStatus {
  if (inFlight > 0) return 'Processing';
  return progress >= 100 ? 'Ready to Sign' : 'Needs Info';
}

/** The practice's clients, newest first, with what the dashboard shows for each. */
export async function listClients({ db, practiceId }: PracticeScope): Promise<ClientListItem[]> {
  const rows = await db
    .select({
      id: clients.id,
      givenNames: clients.givenNames,
      familyName: clients.familyName,
      email: clients.email,
      dob: clients.dob,
      dobIsDefault: sql<boolean>`'dob' = any(${clients.defaultedFields})`,
      mobile: clients.mobile,
      streetAddress: clients.streetAddress,
      occupation: clients.occupation,
      employer: clients.employer,
      createdAt: clients.createdAt,
      updatedAt: clients.updatedAt,
      lastUpdatedAt,
      documentCount: countOf(documents),
      inFlight: inFlightDocuments,
      superAccountCount: countOf(superAccounts),
      bankAccountCount: countOf(bankAccounts),
      goalCount: countOf(goals),
    })
    .from(clients)
    .where(eq(clients.practiceId, practiceId))
    .orderBy(desc(clients.createdAt));

  return rows.map((row) => {
    const progress = completionPercent(row);
    return {
      id: row.id,
      givenNames: row.givenNames,
      familyName: row.familyName,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastUpdatedAt: row.lastUpdatedAt.toISOString(),
      status: clientStatus(row.inFlight, progress),
      progress,
      documentCount: row.documentCount,
    };
  });
}
