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
import { recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import { readAccount } from './read-account';

type UpdateAccountOptions = PracticeScope & { clientId: string; accountId: string; actor: RecordActor } & (
    | { kind: 'super'; changes: z.output<typeof superAccountUpdate> }
    | { kind: 'bank'; changes: z.output<typeof bankAccountUpdate> }
  );

/** Changes the fields given, as the adviser's values; the account keeps its source document and confidence. */
export async function updateAccount(options: UpdateAccountOptions): Promise<SuperAccount | BankAccount> {
  const { db, practiceId, clientId, accountId, actor, kind } = options;
  await requireClientInPractice({ db, practiceId }, clientId);
  if (!isRecordId(accountId)) throw notFound('Record');
  await readAccount(db, kind, clientId, accountId);
  const defined = Object.entries(options.changes).filter(([, value]) => value !== undefined);
  await db.transaction((transaction) =>
    recordFacts(transaction, {
      clientId,
      actor,
      changes: defined.map(([field, value]) => ({
        subject: `${kind}:${accountId}`,
        field,
        value,
        status: 'set' as const,
        source: { kind: 'adviser' as const },
      })),
    }),
  );
  return readAccount(db, kind, clientId, accountId);
}
