import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { DocumentSummary } from '@/shared/schemas/document';
import { requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documentBatches, documents } from '@/server/db/schema';
import type { DocumentQueue } from '@/server/jobs/document-queue';
import { toDocumentSummary } from './to-document-summary';

/**
 * Starts a failed document's processing again from the step that failed. A document of an open batch
 * starts its batch's reading again too, so the three-step page's 5-minute limit counts from the retry.
 */
export async function retryDocument({
  db,
  practiceId,
  queue,
  documentId,
}: PracticeScope & { queue: DocumentQueue; documentId: string }): Promise<DocumentSummary> {
  const document = await requireDocumentInPractice({ db, practiceId }, documentId);
  if (document.ocrStatus !== 'failed' && document.parseStatus !== 'failed') {
    throw new AppError('CONFLICT', 'Only a document whose processing failed can be retried');
  }
  const [row] = await db
    .update(documents)
    .set({
      ocrStatus: document.ocrStatus === 'completed' ? 'completed' : 'pending',
      parseStatus: 'pending',
      outcome: null,
      error: null,
      attempts: 0,
    })
    .where(eq(documents.id, document.id))
    .returning();
  if (document.batchId)
    await db
      .update(documentBatches)
      .set({ startedAt: sql`now()` })
      .where(and(eq(documentBatches.id, document.batchId), isNull(documentBatches.filedAt)));
  await queue.enqueue([document.id]);
  return toDocumentSummary(row ?? document);
}
