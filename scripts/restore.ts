/**
 * npm run restore -- <backup folder>: puts an embedded backup (npm run backup) back in DATA_DIR, with the
 * app stopped. What it replaces is kept beside it (db.before-restore-…, files.before-restore-…).
 * PostgreSQL backups are restored with pg_restore (README).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '@/server/config';
import { restoreEmbedded } from '@/server/backup/embedded-backup';
import { runningServer } from '@/server/backup/backup-requests';

const config = readConfig();
const folder = process.argv[2];

async function main(): Promise<void> {
  if (config.databaseUrl) throw new Error('With DATABASE_URL, restore with pg_restore (see the README).');
  if (!folder || !existsSync(path.join(folder, 'manifest.json'))) {
    throw new Error('Give the backup folder: npm run restore -- data/backups/<when>');
  }
  const pid = runningServer(config.dataDir);
  if (pid) throw new Error(`The app is running (process ${pid}): stop it before restoring.`);
  const manifest = await restoreEmbedded(path.resolve(folder), config.dataDir);
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files} original files).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
