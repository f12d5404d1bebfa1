import type { Client } from '@/shared/schemas/client';
import type { clientUpdateRequest } from '@/shared/schemas/client';
import type { z } from 'zod';
import { clientOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { clients } from '@/server/db/schema';
import { AppError } from '@/shared/app-error';
import { toClientResponse } from './to-client-response';

type UpdateClientOptions = PracticeScope & {
  clientId: string;
  changes: z.output<typeof clientUpdateRequest>;
  /** The version (updatedAt) the changes were made on, from If-Match: another save since is a conflict. */
  expectedVersion?: string;
};

export const CLIENT_CHANGED_MESSAGE =
  'Someone else saved changes to this client while you were editing. Your changes are still on the screen: check the client and save again.';

/**
 * Changes any client fields given; the others stay as they are. A defaulted date stops being a default when
 * it is changed, or confirmed as given; sending the same default back does not confirm it. With an expected
 * version, a client saved by someone else since is refused (409) rather than silently overwritten.
 */
export async function updateClient({
  db,
  practiceId,
  clientId,
  changes,
  expectedVersion,
}: UpdateClientOptions): Promise<Client> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const { confirmedFields = [], ...fields } = changes;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return db.transaction(async (transaction) => {
    const [current] = await transaction
      .select()
      .from(clients)
      .where(clientOfPractice(practiceId, clientId))
      .for('update');
    if (!current) throw notFound('Client');
    if (expectedVersion !== undefined && current.updatedAt.toISOString() !== expectedVersion)
      throw new AppError('CONFLICT', CLIENT_CHANGED_MESSAGE, { version: current.updatedAt.toISOString() });
    const stillDefaulted = current.defaultedFields.filter(
      (field) =>
        !confirmedFields.includes(field as (typeof confirmedFields)[number]) &&
        (!(field in defined) || defined[field] === current[field as keyof typeof current]),
    );
    if (Object.keys(defined).length === 0 && stillDefaulted.length === current.defaultedFields.length)
      return toClientResponse(current);
    const set = { ...defined, defaultedFields: stillDefaulted };
    const [row] = await transaction
      .update(clients)
      .set(set)
      .where(clientOfPractice(practiceId, clientId))
      .returning();
    if (!row) throw notFound('Client');
    return toClientResponse(row);
  });
}
