import { and, eq } from 'drizzle-orm';
import type { Client, ClientCreateInput } from '@/shared/schemas/client';
import { AppError } from '@/shared/app-error';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clientCreations } from '@/server/db/schema';
import { createClient } from './create-client';
import { getClient } from './get-client';

/** An Idempotency-Key as clients send it: a UUID, or any token of letters, digits and - _ . : */
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

class AlreadyCreated extends Error {}

/**
 * Creates the client once per Idempotency-Key: the key is claimed in the transaction that creates the
 * client, so a request sent again, even at the same moment, answers with the client the first one made
 * (`replayed`) and never makes a second. Without a key it simply creates the client.
 */
export async function createClientOnce({
  db,
  practiceId,
  userId,
  input,
  idempotencyKey,
}: PracticeScope & { userId: string; input: ClientCreateInput; idempotencyKey?: string }): Promise<{
  client: Client;
  replayed: boolean;
}> {
  if (idempotencyKey === undefined)
    return { client: await createClient({ db, practiceId, userId, input }), replayed: false };
  if (!KEY.test(idempotencyKey))
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key must be 8 to 100 letters, digits or - _ . :');
  try {
    return await db.transaction(async (transaction) => {
      const client = await createClient({ db: transaction, practiceId, userId, input });
      const [claimed] = await transaction
        .insert(clientCreations)
        .values({ practiceId, idempotencyKey, clientId: client.id })
        .onConflictDoNothing()
        .returning();
      // Another request with this key made its client first: this one's is rolled back.
      if (!claimed) throw new AlreadyCreated();
      return { client, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof AlreadyCreated)) throw error;
    const [first] = await db
      .select({ clientId: clientCreations.clientId })
      .from(clientCreations)
      .where(
        and(eq(clientCreations.practiceId, practiceId), eq(clientCreations.idempotencyKey, idempotencyKey)),
      );
    if (!first)
      throw new AppError('CONFLICT', 'This client was being created by the same request; please try again.');
    return { client: await getClient({ db, practiceId, clientId: first.clientId }), replayed: true };
  }
}
