import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ClientListItem, ClientListQuery, ClientStatus } from '@/shared/schemas/client';
import { completionPercent } from '@/shared/fact-find-completion';
import type { PracticeScope } from '@/server/db/practice-scope';
import { questionnaireCompleteSql } from '@/server/core/fact-find/questionnaire-complete-sql';
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

/**
 * Processing while any document is in flight; Ready to Sign when the Fact Find is complete (the ten checks of
 * the specification) and so is every questionnaire section the scope of advice calls for; else Needs Info.
 */
export function clientStatus(inFlight: number, progress: number, questionnaireDone: boolean): ClientStatus {
  if (inFlight > 0) return 'Processing';
  return progress >= 100 && questionnaireDone ? 'Ready to Sign' : 'Needs Info';
}

/** The tables the list is read from: a cache of it forgets on any change to these. */
export const clientListTables = [
  'clients',
  'documents',
  'super_accounts',
  'bank_accounts',
  'goals',
  'fact_finds',
] as const;

export type ClientList = { clients: ClientListItem[]; total: number };

/** Matches text containing `search`, case-insensitively, with LIKE's own characters taken literally. */
const contains = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The practice's clients, newest first, with what the dashboard shows for each: all of them, or the page
 * `limit`/`offset` of those whose name or e-mail contains `search`, with how many match in all.
 */
export async function listClients({
  db,
  practiceId,
  search,
  limit,
  offset = 0,
  archived = false,
}: PracticeScope & Partial<ClientListQuery>): Promise<ClientList> {
  const matching = and(
    eq(clients.practiceId, practiceId),
    archived ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt),
    search
      ? or(
          ilike(sql`${clients.givenNames} || ' ' || ${clients.familyName}`, contains(search)),
          ilike(clients.email, contains(search)),
        )
      : undefined,
  );
  const page = db
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
      archivedAt: clients.archivedAt,
      lastUpdatedAt,
      documentCount: countOf(documents),
      inFlight: inFlightDocuments,
      superAccountCount: countOf(superAccounts),
      bankAccountCount: countOf(bankAccounts),
      goalCount: countOf(goals),
      questionnaireDone: questionnaireCompleteSql,
    })
    .from(clients)
    .where(matching)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .offset(offset);
  const rows = limit === undefined ? await page : await page.limit(limit);
  // The count is only needed when the page may not hold every match.
  const total = limit === undefined && offset === 0 ? rows.length : await db.$count(clients, matching);

  const items = rows.map((row): ClientListItem => {
    const progress = completionPercent(row);
    return {
      id: row.id,
      givenNames: row.givenNames,
      familyName: row.familyName,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastUpdatedAt: row.lastUpdatedAt.toISOString(),
      archivedAt: row.archivedAt?.toISOString() ?? null,
      status: clientStatus(row.inFlight, progress, row.questionnaireDone),
      progress,
      documentCount: row.documentCount,
    };
  });
  return { clients: items, total };
}
