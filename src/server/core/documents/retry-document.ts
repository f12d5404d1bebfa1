import { eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { DocumentSummary } from '@/shared/schemas/document';
import { requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import type { DocumentQueue } from '@/server/jobs/document-queue';
import { toDocumentSummary } from './to-document-summary';

/** Starts a failed document's processing again from the step that failed. */
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
      error: null,
      attempts: 0,
    })
    .where(eq(documents.id, document.id))
    .returning();
  await queue.enqueue([document.id]);
  return toDocumentSummary(row ?? document);
}
