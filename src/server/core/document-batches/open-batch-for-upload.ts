import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { PracticeScope } from '@/server/db/practice-scope';
import { documentBatches } from '@/server/db/schema';
import { lockBatch } from './lock-batch';

/**
 * The batch documents uploaded without a client join, inside the upload's transaction: the one named (of
 * the practice and still open; its reading starts again now, so the 5-minute limit counts from this
 * upload), or a new one the adviser starts. An open batch is locked until the upload commits, so it cannot
 * become a client halfway through.
 */
export async function openBatchForUpload({
  db,
  practiceId,
  userId,
  batchId,
}: PracticeScope & { userId: string | null; batchId?: string | null }): Promise<string> {
  if (!batchId) {
    const [made] = await db
      .insert(documentBatches)
      .values({ practiceId, createdById: userId })
      .returning({ id: documentBatches.id });
    if (!made) throw new AppError('INTERNAL', 'The batch could not be started');
    return made.id;
  }
  const batch = await lockBatch({ db, practiceId, batchId });
  if (batch.filedAt)
    throw new AppError(
      'CONFLICT',
      "These documents are already a client's: upload more on that client's Upload screen.",
    );
  await db
    .update(documentBatches)
    .set({ startedAt: sql`now()` })
    .where(eq(documentBatches.id, batch.id));
  return batch.id;
}
