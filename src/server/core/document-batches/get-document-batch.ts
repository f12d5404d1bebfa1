import type { DocumentBatch } from '@/shared/schemas/document-batch';
import { batchOfPractice, isRecordId, notFound, type PracticeScope } from '@/server/db/practice-scope';
import { documentBatches } from '@/server/db/schema';
import { describeBatches } from './describe-batches';

/** One batch of the practice, open or filed (another practice's answers 404, as a missing one does). */
export async function getDocumentBatch(
  scope: PracticeScope & { userId: string; batchId: string },
): Promise<DocumentBatch> {
  if (!isRecordId(scope.batchId)) throw notFound('Batch');
  const rows = await scope.db
    .select()
    .from(documentBatches)
    .where(batchOfPractice(scope.practiceId, scope.batchId));
  const [batch] = await describeBatches(scope, rows, scope.userId);
  if (!batch) throw notFound('Batch');
  return batch;
}
