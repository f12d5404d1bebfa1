import type { Client } from '@/shared/schemas/client';
import type { clientUpdateRequest } from '@/shared/schemas/client';
import type { z } from 'zod';
import { clientOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { requireVersion } from '@/server/core/client-record/stale-record';
import type { IfMatch } from '@/server/core/client-record/expected-version';
import { recordFacts, type RecordActor } from '@/server/core/client-record/record-facts';
import { toClientResponse } from './to-client-response';

type UpdateClientOptions = PracticeScope & {
  clientId: string;
  actor: RecordActor;
  changes: z.output<typeof clientUpdateRequest>;
  /** The version (updatedAt) the changes were made on, from If-Match: another save since is a conflict. */
  ifMatch: IfMatch | undefined;
};

/**
 * Changes the client fields given, as the adviser's values in the client's record; the others stay as they
 * are. A defaulted date stops being a default when it is changed, or confirmed as given; sending the same
 * default back does not confirm it. A client saved by someone else since the version the changes were made
 * on is refused (409) rather than silently overwritten.
 */
export async function updateClient({
  db,
  practiceId,
  clientId,
  actor,
  changes,
  ifMatch,
}: UpdateClientOptions): Promise<Client> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const { confirmedFields = [], ...fields } = changes;
  return db.transaction(async (transaction) => {
    const [current] = await transaction
      .select()
      .from(clients)
      .where(clientOfPractice(practiceId, clientId))
      .for('update');
    if (!current) throw notFound('Client');
    requireVersion(ifMatch, 'this client', current.updatedAt.toISOString(), toClientResponse(current));
    const record = current as unknown as Record<string, unknown>;
    const given = Object.entries(fields).filter(([field, value]) => {
      if (value === undefined) return false;
      // The same default sent back is not a value given.
      return !(current.defaultedFields.includes(field) && value === record[field]);
    });
    const confirmed = confirmedFields.filter(
      (field) => current.defaultedFields.includes(field) && !(field in fields),
    );
    const written = await recordFacts(transaction, {
      clientId,
      actor,
      changes: [
        ...given.map(([field, value]) => ({
          subject: 'client',
          field,
          value,
          status: 'set' as const,
          source: { kind: 'adviser' as const },
        })),
        ...confirmed.map((field) => ({
          subject: 'client',
          field,
          value: record[field],
          status: 'set' as const,
          source: { kind: 'adviser' as const },
        })),
      ],
    });
    if (written.length === 0) return toClientResponse(current);
    const [row] = await transaction.select().from(clients).where(clientOfPractice(practiceId, clientId));
    if (!row) throw notFound('Client');
    return toClientResponse(row);
  });
}
