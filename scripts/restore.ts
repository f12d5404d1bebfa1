/**
 * npm run restore -- <backup folder>: puts a backup (npm run backup) back, with the app stopped. An embedded
 * backup replaces DATA_DIR/db and DATA_DIR/files; a PostgreSQL one (DATABASE_URL set) is pg_restored into
 * that database and its originals put in DATA_DIR/files. Files replaced are kept beside them
 * (db.before-restore-…, files.before-restore-…).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '@/server/config';
import { restoreEmbedded } from '@/server/backup/embedded-backup';
import { restorePostgres } from '@/server/backup/postgres-backup';
import { runningServer } from '@/server/backup/backup-requests';

const config = readConfig();
const folder = process.argv[2];

async function main(): Promise<void> {
  if (!folder || !existsSync(path.join(folder, 'manifest.json'))) {
    throw new Error('Give the backup folder: npm run restore -- data/backups/<when>');
  }
  if (config.databaseUrl) {
    const manifest = await restorePostgres(path.resolve(folder), {
      ...config,
      databaseUrl: config.databaseUrl,
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} into the database (${manifest.files} original files).` +
        (manifest.originals?.storage === 's3'
          ? `\nThe originals are in the bucket ${manifest.originals.bucket}: restore its versions as of ${manifest.createdAt} (README, Backups).`
          : ''),
    );
    return;
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
