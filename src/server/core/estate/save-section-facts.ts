import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';

/**
 * Writes the adviser's changes to the client's estate planning or government payments (decision 037): each a
 * fact of the ledger, given by the adviser, with its history; an amount takes the cycle its frequency says.
 * Returns how many facts changed.
 */
export async function saveSectionFacts({
  db,
  practiceId,
  clientId,
  actor,
  subject,
  changes,
}: PracticeScope & {
  clientId: string;
  actor: RecordActor;
  subject: 'estate' | 'government';
  changes: Record<string, unknown>;
}): Promise<{ changed: number }> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
  const written = await db.transaction((transaction) =>
    recordFacts(transaction, {
      clientId,
      actor,
      changes: defined.map(([field, value]) => ({
        subject,
        field,
        value,
        status: 'set' as const,
        source: { kind: 'adviser' as const },
      })),
    }),
  );
  return { changed: written.length };
}
