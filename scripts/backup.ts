/**
 * npm run backup: a backup of this install, also while the app runs; progress as it goes, a failure at once.
 * - Embedded database: a folder under DATA_DIR/backups with the database (PGlite's archive of its data
 *   directory) and the originals. A running app is asked to write it (it alone can open the database);
 *   otherwise the database is opened here.
 * - PostgreSQL (DATABASE_URL): a folder with pg_dump's custom format and, with local storage, the originals;
 *   with S3 storage the originals stay in the bucket, kept by its versioning (README, Backups).
 * Either way file deletions are held from before the database snapshot until the originals are copied, so
 * every original the snapshot names is in the backup. Then npm run backup:check verifies it.
 */
import { readConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { backUpEmbedded } from '@/server/backup/embedded-backup';
import { backUpPostgres } from '@/server/backup/postgres-backup';
import { leaveBackupRequest, readBackupStatus, runningServer } from '@/server/backup/backup-requests';

const config = readConfig();
const say = (message: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);

/** How long the running app may take to answer the request at all, and to report its next step. */
const answerWithinMs = 10_000;
const stepWithinMs = 10 * 60_000;

async function askRunningServer(pid: number): Promise<string> {
  const requestId = leaveBackupRequest(config.dataDir);
  process.kill(pid, 'SIGUSR2');
  let shown = 0;
  let lastChange = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const status = readBackupStatus(config.dataDir, requestId);
    if (!status) {
      if (Date.now() - lastChange > answerWithinMs)
        throw new Error(`The running app (process ${pid}) did not answer the backup request; see its log.`);
      continue;
    }
    for (const step of status.progress.slice(shown)) say(step);
    if (status.progress.length > shown) lastChange = Date.now();
    shown = status.progress.length;
    if (status.state === 'done') return status.folder!;
    if (status.state === 'failed') throw new Error(`The backup failed: ${status.error}`);
    if (Date.now() - lastChange > stepWithinMs)
      throw new Error('The running app reported no progress for ten minutes; see its log.');
  }
}

async function main(): Promise<void> {
  if (config.databaseUrl) {
    const { folder, warnings } = await backUpPostgres(
      { ...config, databaseUrl: config.databaseUrl },
      { onProgress: say },
    );
    for (const warning of warnings) console.warn(`WARNING: ${warning}`);
    console.log(
      `Backup written to ${folder}\nCheck: npm run backup:check -- ${folder}\nRestore: npm run restore -- ${folder}`,
    );
    return;
  }
  const pid = runningServer(config.dataDir);
  let folder: string;
  if (pid) {
    say(`Asking the running app (process ${pid})`);
    folder = await askRunningServer(pid);
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      folder = await backUpEmbedded(database.embedded!, config.dataDir, { onProgress: say });
    } finally {
      await database.close();
    }
  }
  console.log(
    `Backup written to ${folder}\nCheck: npm run backup:check -- ${folder}\nRestore (with the app stopped): npm run restore -- ${folder}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
