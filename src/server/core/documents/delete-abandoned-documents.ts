import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documents } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { deleteDocument } from './delete-document';

/**
 * How long a documents-first document no client has claimed is kept. A run the adviser abandoned leaves
 * them behind; a month is long enough to come back to one (Extracted Data lists them, to link or delete).
 */
export const unlinkedDocumentsKeptDays = 30;

/**
 * Deletes documents uploaded more than `unlinkedDocumentsKeptDays` ago that no client has claimed: their
 * rows, pages and stored files, as the adviser's Delete would. Returns how many were deleted.
 */
export async function deleteAbandonedDocuments(
  db: Database,
  storage: Storage,
  keptDays = unlinkedDocumentsKeptDays,
): Promise<number> {
  const abandoned = await db
    .select({ id: documents.id, practiceId: documents.practiceId })
    .from(documents)
    .where(
      and(
        isNull(documents.clientId),
        lt(documents.uploadedAt, sql`now() - make_interval(days => ${keptDays})`),
      ),
    );
  for (const document of abandoned) {
    await deleteDocument({ db, practiceId: document.practiceId, storage, documentId: document.id });
  }
  return abandoned.length;
}
