import { eq } from 'drizzle-orm';
import type { FactFindSummary } from '@/shared/schemas/fact-find';
import type { PracticeScope } from '@/server/db/practice-scope';
import { factFinds } from '@/server/db/schema';
import { buildFactFindSnapshot } from './build-fact-find-snapshot';
import { hashSnapshot } from './hash-snapshot';
import type { StoredFactFindSnapshot } from './stored-fact-find';
import { toFactFindSummary } from './to-fact-find-summary';

type SaveFactFindOptions = PracticeScope & { clientId: string; adviser: { name: string; email: string } };

/**
 * "Save Progress": records that the adviser reviewed the Fact Find now, with its completion percent and a
 * snapshot of what it holds. A Fact Find whose content changed since its last PDF is a draft again.
 */
export async function saveFactFind({
  db,
  practiceId,
  clientId,
  adviser,
}: SaveFactFindOptions): Promise<FactFindSummary> {
  const snapshot = await buildFactFindSnapshot({ db, practiceId, clientId, adviser });
  const contentHash = hashSnapshot(snapshot);
  const row = await db.transaction(async (transaction) => {
    const [existing] = await transaction.select().from(factFinds).where(eq(factFinds.clientId, clientId));
    const stored = (existing?.jsonSnapshot ?? {}) as StoredFactFindSnapshot;
    const lastGenerated = stored.generations?.at(-1);
    const status = lastGenerated?.contentHash === contentHash ? 'generated' : 'draft';
    const values = {
      completionPercent: snapshot.record.completion.percent,
      status,
      lastReviewedAt: new Date(),
      jsonSnapshot: { ...stored, current: snapshot, currentHash: contentHash },
    };
    const [saved] = await transaction
      .insert(factFinds)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: factFinds.clientId, set: values })
      .returning();
    return saved;
  });
  return toFactFindSummary(clientId, row, snapshot.record.completion);
}
