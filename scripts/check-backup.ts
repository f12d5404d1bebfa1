/**
 * npm run backup:check -- <backup folder>: whether a restore of this backup gives every row its original.
 * Reads the rows' storage keys from the backed-up database (or, for a pg_dump, the list taken in the same
 * snapshot) and looks for each file in the backup. Exits 1 when any is missing, 2 when the originals are
 * not in the backup (S3: they are kept by the bucket's versioning).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkBackup } from '@/server/backup/check-backup';

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder || !existsSync(path.join(folder, 'manifest.json'))) {
    throw new Error('Give the backup folder: npm run backup:check -- data/backups/<when>');
  }
  const check = await checkBackup(path.resolve(folder));
  const { manifest } = check;
  console.log(
    `Backup of ${manifest.createdAt} (${manifest.kind ?? 'embedded'}): ${check.referenced} rows name an original; ${manifest.files} files in the backup.`,
  );
  if (check.notCovered) {
    console.warn(`WARNING: ${check.notCovered}`);
    process.exit(2);
  }
  if (check.missing.length > 0) {
    console.error(`${check.missing.length} originals are missing from the backup:`);
    for (const key of check.missing) console.error(`  ${key}`);
    process.exit(1);
  }
  console.log('Every row has its original: a restore of this backup is whole.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
