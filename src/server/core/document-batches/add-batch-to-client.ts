import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BatchClaimed } from '@/shared/schemas/document-batch';
import {
  isRecordId,
  notFound,
  requireClientInPractice,
  type PracticeScope,
} from '@/server/db/practice-scope';
import { documentBatches, documents } from '@/server/db/schema';
import { batchAlreadyFiled } from './batch-already-filed';
import { lockBatch } from './lock-batch';

/**
 * Adds an open batch's documents to a client the practice already has (the one the duplicate warning found),
 * and closes the batch. Nothing of the client's record changes: its Fact Find then offers what the documents
 * say, beside what the adviser entered. Sent again for the same client, it answers as the first time.
 */
export async function addBatchToClient({
  db,
  practiceId,
  batchId,
  clientId,
}: PracticeScope & { batchId: string; clientId: string }): Promise<BatchClaimed> {
  if (!isRecordId(batchId)) throw notFound('Batch');
  await requireClientInPractice({ db, practiceId }, clientId);
  return db.transaction(async (transaction) => {
    const batch = await lockBatch({ db: transaction, practiceId, batchId });
    if (batch.clientId !== null && batch.clientId !== clientId) throw batchAlreadyFiled();
    if (batch.clientId === null) {
      await transaction
        .update(documents)
        .set({ clientId })
        .where(
          and(
            eq(documents.practiceId, practiceId),
            eq(documents.batchId, batch.id),
            isNull(documents.clientId),
          ),
        );
      await transaction
        .update(documentBatches)
        .set({ clientId, filedAt: sql`now()`, filedAs: 'existing-client' })
        .where(eq(documentBatches.id, batch.id));
    }
    const attached = await transaction
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.batchId, batch.id), eq(documents.clientId, clientId)));
    return {
      clientId,
      documentIds: attached.map((row) => row.id).sort(),
      alreadyAdded: batch.clientId !== null,
    };
  });
}
