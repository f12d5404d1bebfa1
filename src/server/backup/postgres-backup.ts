import { spawn } from 'node:child_process';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '@/server/config';
import { readBucketVersioning } from '@/server/storage/s3-storage';
import { holdFileDeletions, referencedStorageKeys } from './backup-hold';
import { manifestFile, originalsFile, readManifest, type BackupManifest } from './check-backup';
import { copyOriginals } from './copy-originals';
import { backupFolderName, restoreOriginals, type BackupOptions } from './embedded-backup';

const databaseDump = 'database.dump';

/**
 * Backs up a PostgreSQL install into a folder under DATA_DIR/backups: pg_dump (custom format) of one
 * snapshot, the list of originals that snapshot names, and (local storage) a copy of the originals taken
 * while file deletions are held, so every original the dump names is in the folder. With S3 storage the
 * originals stay in the bucket: the manifest records its versioning, and a warning is given when it is
 * not enabled (a backup cannot then bring back an original deleted after it). Returns the folder.
 */
export async function backUpPostgres(
  config: Pick<Config, 'dataDir' | 'storage'> & { databaseUrl: string },
  { onProgress = () => undefined, afterSnapshot }: BackupOptions = {},
): Promise<{ folder: string; warnings: string[] }> {
  const createdAt = new Date();
  const folder = path.join(config.dataDir, 'backups', backupFolderName(createdAt));
  await mkdir(folder, { recursive: true });
  const warnings: string[] = [];
  const holder = new pg.Client({ connectionString: config.databaseUrl });
  const snapshot = new pg.Client({ connectionString: config.databaseUrl });
  await holder.connect();
  let release: (() => Promise<void>) | null = null;
  try {
    await snapshot.connect();
    release = await holdFileDeletions((text, params) => holder.query(text, params));
    // One snapshot for the dump and the list of originals: pg_dump imports the one this transaction exports.
    await snapshot.query('begin isolation level repeatable read read only');
    const exported = await snapshot.query<{ id: string }>('select pg_export_snapshot() as id');
    const keys = await referencedStorageKeys((text, params) => snapshot.query(text, params));
    onProgress(`Dumping the database (pg_dump; ${keys.length} originals named)`);
    const dumped = runPgDump([
      '--format=custom',
      `--snapshot=${exported.rows[0]!.id}`,
      `--file=${path.join(folder, databaseDump)}`,
      config.databaseUrl,
    ]);
    await afterSnapshot?.();
    const databaseBytes = await dumped;
    await snapshot.query('commit');
    onProgress(`Database dumped (${(databaseBytes / 2 ** 20).toFixed(1)} MB)`);

    let originals: BackupManifest['originals'];
    let files = 0;
    if (config.storage.driver === 'local') {
      onProgress('Copying the originals');
      const { copied, skipped } = await copyOriginals(
        path.join(config.dataDir, 'files'),
        path.join(folder, 'files'),
        (count) => onProgress(`${count} originals copied`),
      );
      files = copied.size;
      onProgress(`${files} originals copied (${skipped} deleted meanwhile, named by no row, skipped)`);
      const missing = keys.filter((key) => !copied.has(key));
      if (missing.length > 0)
        warnings.push(
          `${missing.length} originals the database names were already missing from storage (first: ${missing[0]}); npm run backup:check lists them.`,
        );
      originals = { storage: 'local', referenced: keys.length, skipped };
    } else {
      const versioning = await readBucketVersioning(config.storage).catch(
        (error: unknown) => `unknown (${error instanceof Error ? error.name : 'error'})`,
      );
      warnings.push(
        versioning === 'Enabled'
          ? `The originals are not in this backup: they stay in the bucket ${config.storage.bucket}, whose versioning keeps them; restore them as of ${createdAt.toISOString()} (README, Backups).`
          : `The originals are NOT covered: the bucket ${config.storage.bucket} has versioning ${versioning}, so an original deleted or lost after this backup cannot be brought back. Turn versioning on (README, Backups).`,
      );
      originals = {
        storage: 's3',
        referenced: keys.length,
        skipped: 0,
        bucket: config.storage.bucket,
        versioning,
      };
    }
    await release();
    release = null;
    await writeFile(path.join(folder, originalsFile), `${JSON.stringify(keys)}\n`);
    const manifest: BackupManifest = {
      createdAt: createdAt.toISOString(),
      kind: 'postgres',
      database: databaseDump,
      databaseBytes,
      files,
      originals,
    };
    await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    return { folder, warnings };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    if (release) await release().catch(() => undefined);
    await snapshot.end().catch(() => undefined);
    await holder.end().catch(() => undefined);
  }
}

/** Runs pg_dump; resolves with the dump's size, rejects at once with what pg_dump said when it fails. */
function runPgDump(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const dump = spawn('pg_dump', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    dump.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    dump.on('error', (error) =>
      reject(new Error(`pg_dump could not start (is the PostgreSQL client installed?): ${error.message}`)),
    );
    dump.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`pg_dump failed: ${said.trim() || `exit code ${code}`}`));
      const file = args.find((arg) => arg.startsWith('--file='))!.slice('--file='.length);
      stat(file).then((dumped) => resolve(dumped.size), reject);
    });
  });
}

/**
 * Restores a PostgreSQL backup folder: pg_restore of its dump into DATABASE_URL (objects dropped first, in
 * one transaction) and its originals into DATA_DIR/files (the files replaced are kept beside them).
 */
export async function restorePostgres(
  backupFolder: string,
  config: Pick<Config, 'dataDir'> & { databaseUrl: string },
): Promise<BackupManifest> {
  const manifest = await readManifest(backupFolder);
  if (manifest.kind !== 'postgres')
    throw new Error('This is an embedded backup: restore it without DATABASE_URL.');
  await new Promise<void>((resolve, reject) => {
    const restore = spawn(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${config.databaseUrl}`,
        path.join(backupFolder, manifest.database),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let said = '';
    restore.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    restore.on('error', reject);
    restore.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_restore failed: ${said.trim() || `exit code ${code}`}`)),
    );
  });
  if (manifest.originals?.storage === 'local') {
    await restoreOriginals(backupFolder, config.dataDir, `before-restore-${backupFolderName(new Date())}`);
  }
  return manifest;
}
