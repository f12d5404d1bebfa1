import type { Database } from '@/server/db/connection';
import { factFinds } from '@/server/db/schema';
import { readCompletion } from './read-completion';

/**
 * Keeps the Fact Find's stored completion percent in step after a change to what the checks count
 * (accounts, goals). Creates the client's Fact Find row on first use.
 */
export async function refreshCompletion(db: Database, clientId: string): Promise<number> {
  const { percent } = await readCompletion(db, clientId);
  await db
    .insert(factFinds)
    .values({ clientId, completionPercent: percent })
    .onConflictDoUpdate({ target: factFinds.clientId, set: { completionPercent: percent } });
  return percent;
}
