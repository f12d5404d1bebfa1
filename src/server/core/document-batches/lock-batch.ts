import { batchOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { documentBatches } from '@/server/db/schema';

/**
 * The practice's batch, locked until the caller's transaction ends (404 when it is not the practice's or
 * does not exist): whatever joins, closes or files a batch takes this lock first, so two at once cannot both
 * see it open.
 */
export async function lockBatch({ db, practiceId, batchId }: PracticeScope & { batchId: string }): Promise<{
  id: string;
  clientId: string | null;
  filedAt: Date | null;
}> {
  if (!isRecordId(batchId)) throw notFound('Batch');
  const [batch] = await db
    .select({ id: documentBatches.id, clientId: documentBatches.clientId, filedAt: documentBatches.filedAt })
    .from(documentBatches)
    .where(batchOfPractice(practiceId, batchId))
    .for('update');
  if (!batch) throw notFound('Batch');
  return batch;
}
