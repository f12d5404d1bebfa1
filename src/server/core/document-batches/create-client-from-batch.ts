import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Client } from '@/shared/schemas/client';
import type { BatchClientCreateInput } from '@/shared/schemas/document-batch';
import type { Database } from '@/server/db/connection';
import { oncePerKey } from '@/server/db/once-per-key';
import { batchOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { clientCreations, documentBatches, documents } from '@/server/db/schema';
import { createRecordItem, type RecordActor } from '@/server/core/client-record/record-facts';
import { createClient } from '@/server/core/clients/create-client';
import { getClient } from '@/server/core/clients/get-client';
import { clientOfKey, requestFingerprint } from '@/server/core/clients/client-of-key';
import { acceptBatchOffers } from './accept-batch-offers';
import { batchAlreadyFiled } from './batch-already-filed';
import { lockBatch } from './lock-batch';

type CreateClientFromBatchOptions = PracticeScope & {
  actor: RecordActor;
  batchId: string;
  input: BatchClientCreateInput;
  /** The sender's Idempotency-Key: the same request sent again answers with the client it made. */
  idempotencyKey?: string;
};

type Made = { client: Client; documentIds: string[] };

/**
 * Makes the client the adviser reviewed from an open batch, in one transaction: the client through the
 * intake's create path (with the request's Idempotency-Key claimed as POST /api/clients claims it), the
 * batch's documents no client has become theirs, the batch is closed, the goals typed on the new Fact Find
 * are added. Then what the documents give beyond the reviewed details is added through the offers path,
 * each fact with its document as source (acceptBatchOffers). The batch is locked first, so of two requests
 * at once only one makes a client: the other, with the same key, answers with it; with another key, 409.
 */
export async function createClientFromBatch(
  options: CreateClientFromBatchOptions,
): Promise<{ made: Made; acceptedOffers: string[]; replayed: boolean }> {
  const { db, practiceId, actor, batchId, input, idempotencyKey } = options;
  if (!isRecordId(batchId)) throw notFound('Batch');
  const { goals: typedGoals, ...clientInput } = input;
  const fingerprint = requestFingerprint({ batchId, input });

  const make = async (transaction: Database): Promise<{ value: Made | null; claimed: boolean }> => {
    const batch = await lockBatch({ db: transaction, practiceId, batchId });
    if (batch.filedAt) {
      if (
        idempotencyKey !== undefined &&
        (await clientOfKey(transaction, practiceId, idempotencyKey, fingerprint))
      )
        return { value: null, claimed: false };
      throw batchAlreadyFiled();
    }
    const client = await createClient({ db: transaction, practiceId, actor, input: clientInput });
    if (idempotencyKey !== undefined) {
      const claimed = await transaction
        .insert(clientCreations)
        .values({ practiceId, idempotencyKey, fingerprint, clientId: client.id })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return { value: null, claimed: false };
    }
    const attached = await transaction
      .update(documents)
      .set({ clientId: client.id })
      .where(
        and(
          eq(documents.practiceId, practiceId),
          eq(documents.batchId, batch.id),
          isNull(documents.clientId),
        ),
      )
      .returning({ id: documents.id });
    await transaction
      .update(documentBatches)
      .set({ clientId: client.id, filedAt: sql`now()`, filedAs: 'new-client' })
      .where(eq(documentBatches.id, batch.id));
    for (const goal of typedGoals)
      await createRecordItem(transaction, {
        clientId: client.id,
        actor,
        kind: 'goal',
        values: goal,
        status: 'set',
        source: { kind: 'adviser' },
        bookkeeping: { source: 'typed' },
      });
    return { value: { client, documentIds: attached.map((row) => row.id).sort() }, claimed: true };
  };

  const replay = async (): Promise<Made | null> => {
    const clientId =
      idempotencyKey === undefined ? null : await clientOfKey(db, practiceId, idempotencyKey, fingerprint);
    if (!clientId) return null;
    const [batch] = await db
      .select({ id: documentBatches.id })
      .from(documentBatches)
      .where(and(batchOfPractice(practiceId, batchId), eq(documentBatches.clientId, clientId)));
    // The key made a client from something else (another batch, the intake): not this request's answer.
    if (!batch)
      throw new AppError(
        'CONFLICT',
        'This Idempotency-Key was already used to create another client; send a new key.',
      );
    const attached = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.batchId, batch.id), eq(documents.clientId, clientId)));
    return {
      client: await getClient({ db, practiceId, clientId }),
      documentIds: attached.map((row) => row.id).sort(),
    };
  };

  if (idempotencyKey === undefined) {
    const { value } = await db.transaction(make);
    if (!value) throw batchAlreadyFiled();
    const acceptedOffers = await acceptBatchOffers({ db, practiceId, clientId: value.client.id, actor });
    return { made: value, acceptedOffers, replayed: false };
  }
  const { value, replayed } = await oncePerKey<Made | null>({ db, make, replay });
  if (!value) throw batchAlreadyFiled();
  // Only the request that made the client adds the documents' facts (a replay at the same moment would
  // add them twice).
  const acceptedOffers = replayed
    ? []
    : await acceptBatchOffers({ db, practiceId, clientId: value.client.id, actor });
  return { made: value, acceptedOffers, replayed };
}
