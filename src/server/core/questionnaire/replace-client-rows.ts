import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { notFound } from '@/server/db/practice-scope';
import { assets, insurancePolicies, liabilities } from '@/server/db/schema';

type ClientRowTable = typeof assets | typeof liabilities | typeof insurancePolicies;

/**
 * Makes a client's rows of one table what the form holds: rows the form no longer has are deleted, rows
 * with an id are updated, rows without one are added after the others, in the form's order. An id that is
 * not one of this client's rows is a missing record (404), so a row of another client can never be touched.
 */
export async function replaceClientRows<Row extends { id?: string | undefined }>(
  db: Database,
  table: ClientRowTable,
  clientId: string,
  rows: readonly Row[],
): Promise<void> {
  const existing = await db.select({ id: table.id }).from(table).where(eq(table.clientId, clientId));
  const existingIds = new Set(existing.map((row) => row.id));
  const keptIds = rows.flatMap((row) => (row.id ? [row.id] : []));
  if (keptIds.some((id) => !existingIds.has(id))) throw notFound('Record');

  const ofClient = eq(table.clientId, clientId);
  await db.delete(table).where(keptIds.length > 0 ? and(ofClient, notInArray(table.id, keptIds)) : ofClient);

  const now = Date.now();
  for (const [index, { id, ...fields }] of rows.entries()) {
    if (id) {
      await db
        .update(table)
        .set(fields as never)
        .where(and(ofClient, inArray(table.id, [id])));
    } else {
      // Rows added in one save share the transaction's time; a millisecond apart they keep the form's order.
      await db.insert(table).values({ ...fields, clientId, createdAt: new Date(now + index) } as never);
    }
  }
}
