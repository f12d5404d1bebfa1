import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { lockClientRecord, recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { requireVersion } from '@/server/core/client-record/stale-record';
import { readAccount } from '@/server/core/accounts/read-account';

/**
 * The adviser's record of a super fund's death benefit nomination (decision 037): facts of that fund, beside
 * what its statement printed. A lapsing nomination's expiry is kept only for a lapsing one. Saved on the
 * fund's version (the super account's ETag, If-Match) under the client's row lock: without it 428, a fund
 * changed since 409 with the account as it is now. Returns how many facts changed and the fund's version.
 */
export async function saveSuperNomination({
  db,
  practiceId,
  clientId,
  accountId,
  actor,
  changes,
  ifMatch,
}: PracticeScope & {
  clientId: string;
  accountId: string;
  actor: RecordActor;
  changes: Record<string, unknown>;
  ifMatch: IfMatch | undefined;
}): Promise<{ changed: number; version: number }> {
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (
    changes.nominationType !== undefined &&
    changes.nominationType !== 'binding-lapsing' &&
    changes.nominationExpiry === undefined
  )
    entries.push(['nominationExpiry', null]);
  return db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const account = await readAccount(transaction, 'super', clientId, accountId);
    requireVersion(ifMatch, "this fund's nomination", account.version, account);
    const written = await recordFacts(transaction, {
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
    const after = await readAccount(transaction, 'super', clientId, accountId);
    return { changed: written.length, version: after.version };
  });
}
