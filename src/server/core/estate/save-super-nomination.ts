import { and, eq } from 'drizzle-orm';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { superAccounts } from '@/server/db/schema';
import { lockClientRecord, recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';

/**
 * The adviser's record of a super fund's death benefit nomination (decision 037): facts of that fund, beside
 * what its statement printed. A lapsing nomination's expiry is kept only for a lapsing one.
 */
export async function saveSuperNomination({
  db,
  practiceId,
  clientId,
  accountId,
  actor,
  changes,
}: PracticeScope & {
  clientId: string;
  accountId: string;
  actor: RecordActor;
  changes: Record<string, unknown>;
}): Promise<{ changed: number }> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (
    changes.nominationType !== undefined &&
    changes.nominationType !== 'binding-lapsing' &&
    changes.nominationExpiry === undefined
  )
    entries.push(['nominationExpiry', null]);
  const written = await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const [row] = await transaction
      .select({ id: superAccounts.id })
      .from(superAccounts)
      .where(and(eq(superAccounts.id, accountId), eq(superAccounts.clientId, clientId)));
    if (!row) throw notFound('Record');
    return recordFacts(transaction, {
      clientId,
      actor,
      changes: entries.map(([field, value]) => ({
        subject: `super:${accountId}`,
        field,
        value,
        status: 'set' as const,
        source: { kind: 'adviser' as const },
      })),
    });
  });
  return { changed: written.length };
}
