import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { holdFileDeletions } from './backup-hold';
import {
  keysInArchive,
  manifestFile,
  originalsFile,
  readManifest,
  type BackupManifest,
} from './check-backup';
import { copyOriginals } from './copy-originals';

/**
 * Backups of an embedded install: the database as PGlite's own archive of its data directory, taken while
 * the app runs (between two statements, after a checkpoint), and a copy of the stored originals that is
 * consistent with it: file deletions are held from before the archive until the copy ends. A backup is a
 * folder under DATA_DIR/backups; restoring one replaces DATA_DIR/db and DATA_DIR/files, keeping the
 * replaced ones beside them.
 */

export type BackupOptions = {
  /** Hears each step as it starts ("Copying the originals", "500 originals copied", …). */
  onProgress?: (message: string) => void;
  /** For tests: runs once the database snapshot is taken, before the originals are copied. */
  afterSnapshot?: () => Promise<void>;
};

const databaseArchive = 'db.tar.gz';

export const backupFolderName = (createdAt: Date) => createdAt.toISOString().replace(/[:.]/g, '-');

/** Backs up an open embedded database and the originals under `dataDir`; returns the backup's folder. */
export async function backUpEmbedded(
  client: PGlite,
  dataDir: string,
  { onProgress = () => undefined, afterSnapshot }: BackupOptions = {},
): Promise<string> {
  const createdAt = new Date();
  const folder = path.join(dataDir, 'backups', backupFolderName(createdAt));
  await mkdir(folder, { recursive: true });
  const release = await holdFileDeletions((text, params) => client.query(text, params));
  let released = false;
  try {
    onProgress('Archiving the database');
    // The checkpoint writes what is only in memory; the archive is then taken with no statement running.
    await client.exec('checkpoint');
    const archive = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await writeFile(path.join(folder, databaseArchive), archive);
    await afterSnapshot?.();
    onProgress(`Database archived (${(archive.length / 2 ** 20).toFixed(1)} MB); copying the originals`);
    const { copied, skipped } = await copyOriginals(
      path.join(dataDir, 'files'),
      path.join(folder, 'files'),
      (count) => onProgress(`${count} originals copied`),
    );
    await release();
    released = true;
    onProgress(`${copied.size} originals copied; checking each row's original is in the backup`);
    const keys = await keysInArchive(path.join(folder, databaseArchive));
    const missing = keys.filter((key) => !copied.has(key));
    if (missing.length > 0) {
      onProgress(
        `Warning: ${missing.length} originals the database names were already missing from storage (first: ${missing[0]}); npm run backup:check lists them`,
      );
    }
    await writeFile(path.join(folder, originalsFile), `${JSON.stringify(keys)}\n`);
    const manifest: BackupManifest = {
      createdAt: createdAt.toISOString(),
      kind: 'embedded',
      database: databaseArchive,
      databaseBytes: archive.length,
      files: copied.size,
      originals: { storage: 'local', referenced: keys.length, skipped },
    };
    // Written last: a folder with a manifest is a finished backup.
    await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    return folder;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    if (!released) await release().catch(() => undefined);
  }
}

/**
 * Restores a backup folder into `dataDir` (the app must be stopped). The database and originals it replaces
 * are kept as db.before-restore-… and files.before-restore-…, never deleted.
 */
export async function restoreEmbedded(backupFolder: string, dataDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(backupFolder);
  if ((manifest.kind ?? 'embedded') !== 'embedded')
    throw new Error('This is a PostgreSQL backup: restore it with DATABASE_URL set.');
  const archive = await readFile(path.join(backupFolder, manifest.database));
  const suffix = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const database = path.join(dataDir, 'db');

  // Unpacked into a new folder first: a damaged archive leaves the current database in place.
  const unpacked = path.join(dataDir, `db.restoring-${suffix}`);
  await mkdir(dataDir, { recursive: true });
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
  await restoreOriginals(backupFolder, dataDir, suffix);
  return manifest;
}

/** Puts the backup's originals in DATA_DIR/files, keeping the files it replaces as files.<suffix>. */
export async function restoreOriginals(backupFolder: string, dataDir: string, suffix: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const files = path.join(dataDir, 'files');
  if (existsSync(files)) await rename(files, path.join(dataDir, `files.${suffix}`));
  const backedUpFiles = path.join(backupFolder, 'files');
  if (existsSync(backedUpFiles) && (await stat(backedUpFiles)).isDirectory()) {
    await cp(backedUpFiles, files, { recursive: true });
  }
}
