import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentBatches, documents } from '@/server/db/schema';
import { pagePreviewKeys } from '@/server/core/documents/page-preview-keys';
import { deleteScheduledFiles, scheduleFileDeletions } from '@/server/storage/delete-files';
import type { Storage } from '@/server/storage/storage';

/**
 * How long an open batch (documents uploaded before there was a client, neither made into a client nor
 * added to one) is kept after its last upload. A run the adviser abandoned leaves one behind; a month is long
 * enough to come back to it (Extracted Data and the new Fact Find list it).
 */
export const unlinkedDocumentsKeptDays = 30;

const olderThan = (column: typeof documentBatches.startedAt | typeof documents.uploadedAt, days: number) =>
  lt(column, sql`now() - make_interval(days => ${days})`);

/**
 * Deletes the open batches whose last upload was more than `keptDays` ago, each in one transaction with its
 * documents no client has (rows, pages, and their stored files, as the adviser's Delete would), and any
 * document from before batches that no client has and is as old. A batch that has a client is never deleted
 * here (it goes with its client); one made into a client at the same moment is locked and left alone.
 * Returns how many documents were deleted.
 */
export async function deleteAbandonedBatches(
  db: Database,
  storage: Storage,
  keptDays = unlinkedDocumentsKeptDays,
): Promise<number> {
  const candidates = await db
    .select({ id: documentBatches.id })
    .from(documentBatches)
    .where(and(isNull(documentBatches.filedAt), olderThan(documentBatches.startedAt, keptDays)));
  const scheduled: string[] = [];
  let deleted = 0;
  const remove = async (transaction: Database, rows: (typeof documents.$inferSelect)[]) => {
    if (rows.length === 0) return;
    const keys = rows.flatMap((row) => [row.storageKey, ...pagePreviewKeys(row)]);
    await transaction.delete(documents).where(
      inArray(
        documents.id,
        rows.map((row) => row.id),
      ),
    );
    await scheduleFileDeletions(transaction, keys);
    scheduled.push(...keys);
    deleted += rows.length;
  };
  for (const candidate of candidates) {
    await db.transaction(async (transaction) => {
      const [batch] = await transaction
        .select({ id: documentBatches.id })
        .from(documentBatches)
        .where(
          and(
            eq(documentBatches.id, candidate.id),
            isNull(documentBatches.filedAt),
            olderThan(documentBatches.startedAt, keptDays),
          ),
        )
        .for('update');
      if (!batch) return;
      await remove(
        transaction,
        await transaction
          .select()
          .from(documents)
          .where(and(eq(documents.batchId, batch.id), isNull(documents.clientId))),
      );
      await transaction.delete(documentBatches).where(eq(documentBatches.id, batch.id));
    });
  }
  await db.transaction(async (transaction) =>
    remove(
      transaction,
      await transaction
        .select()
        .from(documents)
        .where(
          and(
            isNull(documents.clientId),
            isNull(documents.batchId),
            olderThan(documents.uploadedAt, keptDays),
          ),
        ),
    ),
  );
  await deleteScheduledFiles(db, storage, scheduled);
  return deleted;
}
