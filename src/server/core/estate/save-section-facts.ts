import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { lockClientRecord, recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { requireVersion } from '@/server/core/client-record/stale-record';
import { readSection, readSectionVersions, type VersionedSection } from './section-version';

const sectionWords: Record<VersionedSection, string> = {
  estate: 'the estate planning',
  government: 'the government payments',
};

/**
 * Writes the adviser's changes to the client's estate planning or government payments (decision 037): each a
 * fact of the ledger, given by the adviser, with its history; an amount takes the cycle its frequency says.
 * Decided under the client's row lock on the version the adviser read (If-Match): without it 428, a section
 * saved by someone else since 409. Returns how many facts changed and the section's version after.
 */
export async function saveSectionFacts({
  db,
  practiceId,
  clientId,
  actor,
  subject,
  changes,
  ifMatch,
}: PracticeScope & {
  clientId: string;
  actor: RecordActor;
  subject: VersionedSection;
  changes: Record<string, unknown>;
  ifMatch: IfMatch | undefined;
}): Promise<{ changed: number; version: string }> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
  return db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const before = (await readSectionVersions(transaction, clientId))[subject];
    if (ifMatch === undefined || !ifMatch.matches(before))
      requireVersion(
        ifMatch,
        sectionWords[subject],
        before,
        await readSection(transaction, clientId, subject),
      );
    const written = await recordFacts(transaction, {
      clientId,
      actor,
      changes: defined.map(([field, value]) => ({
        subject,
        field,
        value,
        status: 'set' as const,
        source: { kind: 'adviser' as const },
      })),
    });
    const version = (await readSectionVersions(transaction, clientId))[subject];
    return { changed: written.length, version };
  });
}
