/** Runs one SQL statement with parameters: PGlite's query, or a pg client's. */
export type RunSql = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A hold lasts this long unless renewed; a backup renews it every minute while it runs. */
const holdMinutes = 10;
const renewEveryMs = 60_000;

/**
 * Stops stored files being deleted until `release` (storage/delete-files.ts looks for a live hold): taken
 * before a backup's database snapshot, released after its originals are copied, so every original the
 * snapshot names is still in storage when it is copied. Files deleted meanwhile wait in
 * pending_file_deletions for the sweep after the backup. A backup that dies stops renewing, and its hold
 * expires within ten minutes.
 */
export async function holdFileDeletions(run: RunSql): Promise<() => Promise<void>> {
  const inserted = await run(
    `insert into backup_holds (expires_at) values (now() + make_interval(mins => $1)) returning id`,
    [holdMinutes],
  );
  const id = inserted.rows[0]?.id as string;
  const renew = setInterval(
    () =>
      void run(`update backup_holds set expires_at = now() + make_interval(mins => $1) where id = $2`, [
        holdMinutes,
        id,
      ]).catch(() => undefined),
    renewEveryMs,
  );
  renew.unref();
  return async () => {
    clearInterval(renew);
    // Expired holds (of backups that died) go too.
    await run(`delete from backup_holds where id = $1 or expires_at < now()`, [id]);
  };
}

/** The originals every row of the database names (documents, voice notes), as the caller's snapshot sees them. */
export async function referencedStorageKeys(run: RunSql): Promise<string[]> {
  const result = await run(
    `select storage_key as key from documents union select storage_key from goal_audio_notes order by 1`,
  );
  return result.rows.map((row) => String(row.key));
}
