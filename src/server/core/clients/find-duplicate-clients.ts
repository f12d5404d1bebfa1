import { and, eq, sql } from 'drizzle-orm';
import type { DuplicateClient, DuplicateClientsQuery } from '@/shared/schemas/client';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';

const same = (
  column: typeof clients.email | typeof clients.givenNames | typeof clients.familyName,
  value: string,
) => sql`lower(btrim(${column})) = lower(${value.trim()})`;

/**
 * Clients of the practice a new client may duplicate: the same e-mail (any case), or the same given and
 * family names and date of birth, where neither date is only the intake's default.
 */
export async function findDuplicateClients({
  db,
  practiceId,
  query,
}: PracticeScope & { query: DuplicateClientsQuery }): Promise<DuplicateClient[]> {
  const found = new Map<string, DuplicateClient>();
  const columns = {
    id: clients.id,
    givenNames: clients.givenNames,
    familyName: clients.familyName,
    email: clients.email,
  };
  if (query.email?.trim()) {
    const rows = await db
      .select(columns)
      .from(clients)
      .where(and(eq(clients.practiceId, practiceId), same(clients.email, query.email)));
    for (const row of rows) found.set(row.id, { ...row, reason: 'email' });
  }
  if (query.givenNames?.trim() && query.familyName?.trim() && query.dob && query.dobIsDefault !== 'true') {
    const rows = await db
      .select(columns)
      .from(clients)
      .where(
        and(
          eq(clients.practiceId, practiceId),
          same(clients.givenNames, query.givenNames),
          same(clients.familyName, query.familyName),
          eq(clients.dob, query.dob),
          sql`not ('dob' = any(${clients.defaultedFields}))`,
        ),
      );
    for (const row of rows) if (!found.has(row.id)) found.set(row.id, { ...row, reason: 'name-and-dob' });
  }
  return [...found.values()];
}
