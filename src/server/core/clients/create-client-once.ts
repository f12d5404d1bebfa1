import { and, eq } from 'drizzle-orm';
import type { Client, ClientCreateInput } from '@/shared/schemas/client';
import { oncePerKey } from '@/server/db/once-per-key';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clientCreations } from '@/server/db/schema';
import type { RecordActor } from '@/server/core/client-record/record-facts';
import { createClient } from './create-client';
import { getClient } from './get-client';

/**
 * Creates the client once per Idempotency-Key: the key is claimed in the transaction that creates the
 * client, so a request sent again, even at the same moment, answers with the client the first one made
 * (`replayed`) and never makes a second. Without a key it simply creates the client.
 */
export async function createClientOnce({
  db,
  practiceId,
  actor,
  input,
  idempotencyKey,
}: PracticeScope & { actor: RecordActor; input: ClientCreateInput; idempotencyKey?: string }): Promise<{
  client: Client;
  replayed: boolean;
}> {
  if (idempotencyKey === undefined)
    return { client: await createClient({ db, practiceId, actor, input }), replayed: false };
  const { value: client, replayed } = await oncePerKey({
    db,
    make: async (transaction) => {
      const client = await createClient({ db: transaction, practiceId, actor, input });
      const claimed = await transaction
        .insert(clientCreations)
        .values({ practiceId, idempotencyKey, clientId: client.id })
        .onConflictDoNothing()
        .returning();
      return { value: client, claimed: claimed.length > 0 };
    },
    replay: async () => {
      const [first] = await db
        .select({ clientId: clientCreations.clientId })
        .from(clientCreations)
        .where(
          and(eq(clientCreations.practiceId, practiceId), eq(clientCreations.idempotencyKey, idempotencyKey)),
        );
      return first ? getClient({ db, practiceId, clientId: first.clientId }) : null;
    },
  });
  return { client, replayed };
}
