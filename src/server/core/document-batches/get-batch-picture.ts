import type { BatchPicture } from '@/shared/schemas/document-batch';
import type { PracticeScope } from '@/server/db/practice-scope';
import { buildDocumentPicture } from '@/server/core/client-record/document-picture';
import { batchAlreadyFiled } from './batch-already-filed';
import { loadBatchEvidence } from './load-batch-evidence';

/**
 * What an open batch's processed documents say, merged and with sources, exactly as the client's picture
 * would say it once the batch is their documents: the pre-filled Fact Find of a new client. Computed on each
 * request, like the client's picture.
 */
export async function getBatchPicture(scope: PracticeScope & { batchId: string }): Promise<BatchPicture> {
  const { batch, evidence } = await loadBatchEvidence(scope, scope.batchId);
  // Its documents are a client's now: that client's picture (and offers) say what they say.
  if (batch.filedAt) throw batchAlreadyFiled();
  const { clientId: _unused, ...picture } = buildDocumentPicture(batch.id, evidence);
  return { batchId: batch.id, ...picture };
}
