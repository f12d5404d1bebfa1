import type { z } from 'zod';
import type {
  BankAccount,
  SuperAccount,
  bankAccountUpdate,
  superAccountUpdate,
} from '@/shared/schemas/fact-find';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { lockClientRecord, recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import { requireVersion } from '@/server/core/client-record/stale-record';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { readAccount } from './read-account';

type UpdateAccountOptions = PracticeScope & {
  clientId: string;
  accountId: string;
  actor: RecordActor;
  /** The version the changes were made on: a save by someone else since answers 409. */
  ifMatch: IfMatch | undefined;
} & (
    | { kind: 'super'; changes: z.output<typeof superAccountUpdate> }
    | { kind: 'bank'; changes: z.output<typeof bankAccountUpdate> }
  );

/**
 * Changes the fields given, as the adviser's values; the account keeps its source document and confidence.
 * Decided under the client's row lock: an account changed since the version the adviser saw is refused (409).
 */
export async function updateAccount(options: UpdateAccountOptions): Promise<SuperAccount | BankAccount> {
  const { db, practiceId, clientId, accountId, actor, kind } = options;
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  const defined = Object.entries(options.changes).filter(([, value]) => value !== undefined);
  await db.transaction(async (transaction) => {
    await lockClientRecord(transaction, clientId);
    const current = await readAccount(transaction, kind, clientId, accountId);
    const what = kind === 'super' ? 'this super account' : 'this bank account';
    requireVersion(options.ifMatch, what, current.version, current);
    await recordFacts(transaction, {
      clientId,
      actor,
      changes: defined.map(([field, value]) => ({
        subject: `${kind}:${accountId}`,
        field,
        value,
        status: 'set' as const,
        source: { kind: 'adviser' as const },
      })),
    });
  });
  return readAccount(db, kind, clientId, accountId);
}
