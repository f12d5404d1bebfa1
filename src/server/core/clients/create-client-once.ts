import type { Client, ClientCreateInput } from '@/shared/schemas/client';
import { oncePerKey } from '@/server/db/once-per-key';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clientCreations } from '@/server/db/schema';
import type { RecordActor } from '@/server/core/client-record/record-facts';
import { clientOfKey, requestFingerprint } from './client-of-key';
import { createClient } from './create-client';
import { getClient } from './get-client';

/**
 * Creates the client once per Idempotency-Key: the key is claimed in the transaction that creates the
 * client, so a request sent again, even at the same moment, answers with the client the first one made
 * (`replayed`) and never makes a second; the key sent with other details answers 409. Without a key it
 * simply creates the client.
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
  const fingerprint = requestFingerprint(input);
  const { value: client, replayed } = await oncePerKey({
    db,
    make: async (transaction) => {
      const client = await createClient({ db: transaction, practiceId, actor, input });
      const claimed = await transaction
        .insert(clientCreations)
        .values({ practiceId, idempotencyKey, fingerprint, clientId: client.id })
        .onConflictDoNothing()
        .returning();
      return { value: client, claimed: claimed.length > 0 };
    },
    replay: async () => {
      const clientId = await clientOfKey(db, practiceId, idempotencyKey, fingerprint);
      return clientId ? getClient({ db, practiceId, clientId }) : null;
    },
  });
  return { client, replayed };
}
