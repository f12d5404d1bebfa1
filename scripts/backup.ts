/**
 * npm run backup: a backup of this install, also while the app runs.
 * - Embedded database: a folder under DATA_DIR/backups with the database (PGlite's archive of its data
 *   directory) and the originals. A running app is asked to write it (it alone can open the database);
 *   otherwise the database is opened here.
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format into DATA_DIR/backups; originals in S3 are kept by
 *   the bucket's own versioning (README).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { backUpEmbedded } from '@/server/backup/embedded-backup';
import { runningServer } from '@/server/backup/backup-requests';

const config = readConfig();
const backups = path.join(config.dataDir, 'backups');

const finished = () =>
  new Set(
    existsSync(backups)
      ? readdirSync(backups).filter((name) => existsSync(path.join(backups, name, 'manifest.json')))
      : [],
  );

async function askRunningServer(pid: number): Promise<string> {
  const before = finished();
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const added = [...finished()].find((name) => !before.has(name));
    if (added) return path.join(backups, added);
  }
  throw new Error('The running app did not write a backup within two minutes; see its log.');
}

async function main(): Promise<void> {
  if (config.databaseUrl) {
    mkdirSync(backups, { recursive: true });
    const file = path.join(backups, `${new Date().toISOString().replace(/[:.]/g, '-')}.dump`);
    const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    if (dump.error || dump.status !== 0) {
      throw new Error('pg_dump failed (is the PostgreSQL client installed?); see the README on backups.');
    }
    console.log(`Backup written to ${file}\nRestore: pg_restore --clean --dbname=<url> ${file}`);
    return;
  }
  const pid = runningServer(config.dataDir);
  let folder: string;
  if (pid) {
    folder = await askRunningServer(pid);
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      folder = await backUpEmbedded(database.embedded!, config.dataDir);
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written to ${folder}\nRestore (with the app stopped): npm run restore -- ${folder}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
