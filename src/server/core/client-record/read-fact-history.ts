import { and, asc, eq } from 'drizzle-orm';
import type { FactHistoryEntry } from '@/shared/record/record-types';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { clientFacts } from '@/server/db/schema';
import { toHistoryEntry } from './read-ledger';

/** Every entry of one fact of the client's record, oldest first: who gave each value, from where, when. */
export async function readFactHistory({
  db,
  practiceId,
  clientId,
  subject,
  field,
}: PracticeScope & { clientId: string; subject: string; field: string }): Promise<FactHistoryEntry[]> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const rows = await db
    .select()
    .from(clientFacts)
    .where(
      and(eq(clientFacts.clientId, clientId), eq(clientFacts.subject, subject), eq(clientFacts.field, field)),
    )
    .orderBy(asc(clientFacts.seq));
  return rows.map(toHistoryEntry);
}
