import { eq } from 'drizzle-orm';
import type { FactFindSummary } from '@/shared/schemas/fact-find';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { factFinds } from '@/server/db/schema';
import { readCompletion } from './read-completion';
import { toFactFindSummary } from './to-fact-find-summary';

/** The tables the summary is read from: a cache of it forgets on any change to these. */
export const factFindTables = ['clients', 'fact_finds', 'super_accounts', 'bank_accounts', 'goals'] as const;

/** GET /api/clients/:id/fact-find: status, generations, and completion computed from the record now. */
export async function getFactFind({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<FactFindSummary> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const [row] = await db.select().from(factFinds).where(eq(factFinds.clientId, clientId));
  return toFactFindSummary(clientId, row, await readCompletion(db, clientId));
}
