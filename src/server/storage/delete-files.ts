import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { backupHolds, pendingFileDeletions } from '@/server/db/schema';
import type { Storage } from './storage';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Records files to delete; call it in the transaction that deletes their records. */
export async function scheduleFileDeletions(
  db: Database | Transaction,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingFileDeletions)
    .values(keys.map((storageKey) => ({ storageKey })))
    .onConflictDoNothing();
}

/**
 * Deletes scheduled files from storage (all of them, or those given); each one storage confirms is taken
 * off the list, each failure counted and kept for the next sweep. Never throws: the records are already
 * gone, and the adviser's delete has succeeded. Returns how many files are still waiting.
 *
 * While a backup runs (a live row in backup_holds) nothing is deleted: the files wait on the list for the
 * sweep after it. The hold is looked at after the records' deletion committed and the backup takes its
 * snapshot after its hold committed, so a file deleted here was named by no snapshot a running backup took.
 */
export async function deleteScheduledFiles(
  db: Database,
  storage: Storage,
  keys?: readonly string[],
): Promise<number> {
  let pending: readonly string[] = keys ?? [];
  try {
    if (await fileDeletionsHeld(db)) return keys?.length ?? (await countScheduled(db));
    if (!keys) {
      const rows = await db
        .select({ storageKey: pendingFileDeletions.storageKey })
        .from(pendingFileDeletions)
        .limit(500);
      pending = rows.map((row) => row.storageKey);
    }
    const results = await Promise.allSettled(pending.map((key) => storage.delete(key)));
    const deleted = pending.filter((_, index) => results[index]?.status === 'fulfilled');
    const failed = pending.filter((_, index) => results[index]?.status === 'rejected');
    if (deleted.length > 0)
      await db.delete(pendingFileDeletions).where(inArray(pendingFileDeletions.storageKey, deleted));
    if (failed.length > 0) {
      const reason = (results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
      await db
        .update(pendingFileDeletions)
        .set({
          attempts: sql`${pendingFileDeletions.attempts} + 1`,
          lastError: reason instanceof Error ? reason.name : 'Error',
        })
        .where(inArray(pendingFileDeletions.storageKey, failed));
    }
    return failed.length;
  } catch {
    // The database or storage is unreachable: the list keeps every file, and the next sweep tries again.
    return pending.length;
  }
}

/** Whether a backup is running (its hold not expired), so stored files must stay. */
export async function fileDeletionsHeld(db: Database): Promise<boolean> {
  const [held] = await db
    .select({ id: backupHolds.id })
    .from(backupHolds)
    .where(sql`${backupHolds.expiresAt} > now()`)
    .limit(1);
  return held !== undefined;
}

async function countScheduled(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(pendingFileDeletions);
  return row?.count ?? 0;
}
