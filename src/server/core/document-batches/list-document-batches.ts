import { and, desc, eq, exists, isNull } from 'drizzle-orm';
import type { DocumentBatch } from '@/shared/schemas/document-batch';
import type { PracticeScope } from '@/server/db/practice-scope';
import { documentBatches, documents } from '@/server/db/schema';
import { describeBatches } from './describe-batches';

/** How many open batches the screens are shown: a month of abandoned runs is kept, the newest matter. */
export const listedBatches = 50;

/**
 * The practice's open batches, newest first: documents uploaded before there was a client that have not yet
 * become one or joined one, and still hold a document no client has (one linked on its own is not waiting).
 */
export async function listDocumentBatches(
  scope: PracticeScope & { userId: string },
): Promise<DocumentBatch[]> {
  const rows = await scope.db
    .select()
    .from(documentBatches)
    .where(
      and(
        eq(documentBatches.practiceId, scope.practiceId),
        isNull(documentBatches.filedAt),
        exists(
          scope.db
            .select({ id: documents.id })
            .from(documents)
            .where(and(eq(documents.batchId, documentBatches.id), isNull(documents.clientId))),
        ),
      ),
    )
    .orderBy(desc(documentBatches.createdAt), desc(documentBatches.id))
    .limit(listedBatches);
  return describeBatches(scope, rows, scope.userId);
}
