import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Backups of an embedded install: the database as PGlite's own archive of its data directory, taken while
 * the app runs (between two statements, after a checkpoint), and a copy of the stored originals. A backup is
 * a folder under DATA_DIR/backups; restoring one replaces DATA_DIR/db and DATA_DIR/files, keeping the
 * replaced ones beside them.
 */

export type BackupManifest = {
  createdAt: string;
  database: string;
  databaseBytes: number;
  files: number;
};

const databaseArchive = 'db.tar.gz';

async function countFiles(directory: string): Promise<number> {
  if (!existsSync(directory)) return 0;
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Backs up an open embedded database and the originals under `dataDir`; returns the backup's folder. */
export async function backUpEmbedded(client: PGlite, dataDir: string): Promise<string> {
  const createdAt = new Date();
  const folder = path.join(dataDir, 'backups', createdAt.toISOString().replace(/[:.]/g, '-'));
  await mkdir(folder, { recursive: true });
  // The checkpoint writes what is only in memory; the archive is then taken with no statement running.
  await client.exec('checkpoint');
  const archive = await client.dumpDataDir('gzip');
  const bytes = Buffer.from(await archive.arrayBuffer());
  await writeFile(path.join(folder, databaseArchive), bytes);
  // Originals are written once and never changed, so copying them after the database misses none it names.
  const files = path.join(dataDir, 'files');
  if (existsSync(files)) await cp(files, path.join(folder, 'files'), { recursive: true });
  const manifest: BackupManifest = {
    createdAt: createdAt.toISOString(),
    database: databaseArchive,
    databaseBytes: bytes.length,
    files: await countFiles(path.join(folder, 'files')),
  };
  // Written last: a folder with a manifest is a finished backup.
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

/**
 * Restores a backup folder into `dataDir` (the app must be stopped). The database and originals it replaces
 * are kept as db.before-restore-… and files.before-restore-…, never deleted.
 */
export async function restoreEmbedded(backupFolder: string, dataDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(backupFolder, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  const archive = await readFile(path.join(backupFolder, manifest.database));
  const suffix = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const database = path.join(dataDir, 'db');
  const files = path.join(dataDir, 'files');

  // Unpacked into a new folder first: a damaged archive leaves the current database in place.
  const unpacked = path.join(dataDir, `db.restoring-${suffix}`);
  await rm(unpacked, { recursive: true, force: true });
  try {
    const restored = new PGlite(unpacked, { loadDataDir: new Blob([archive]) });
    await restored.waitReady;
    await restored.query('select 1');
    await restored.close();
  } catch (error) {
    await rm(unpacked, { recursive: true, force: true });
    throw error;
  }

  if (existsSync(database)) await rename(database, path.join(dataDir, `db.${suffix}`));
  await rename(unpacked, database);
  if (existsSync(files)) await rename(files, path.join(dataDir, `files.${suffix}`));
  const backedUpFiles = path.join(backupFolder, 'files');
  if (existsSync(backedUpFiles) && (await stat(backedUpFiles)).isDirectory()) {
    await cp(backedUpFiles, files, { recursive: true });
  }
  return manifest;
}
