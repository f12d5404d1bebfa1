import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { referencedStorageKeys } from './backup-hold';

export type BackupManifest = {
  createdAt: string;
  /** Absent in backups from before PostgreSQL backups carried their originals: embedded. */
  kind?: 'embedded' | 'postgres';
  /** The database's file in the folder: PGlite's archive (db.tar.gz) or pg_dump's custom format. */
  database: string;
  databaseBytes: number;
  /** Original files copied into files/. */
  files: number;
  originals?: {
    storage: 'local' | 's3';
    /** Originals the database snapshot names (listed in originals.json). */
    referenced: number;
    /** Files deleted during the backup, named by no row of its snapshot, and so left out. */
    skipped: number;
    /** With S3: the bucket, and its versioning when the backup was taken ('Enabled', 'Suspended' or 'Off'). */
    bucket?: string;
    versioning?: string;
  };
};

export const manifestFile = 'manifest.json';
/** The storage keys the database snapshot names, one JSON array. */
export const originalsFile = 'originals.json';

export type BackupCheck = {
  manifest: BackupManifest;
  /** Rows of the backed-up database that name an original. */
  referenced: number;
  /** Their originals missing from the backup's files/ (empty when the backup is whole). */
  missing: string[];
  /** Set when the originals are not in the backup (S3): what the operator must rely on instead. */
  notCovered?: string;
};

export async function readManifest(folder: string): Promise<BackupManifest> {
  return JSON.parse(await readFile(path.join(folder, manifestFile), 'utf8')) as BackupManifest;
}

/**
 * What a restore of this backup would give: every row's original present, or the ones missing. The keys are
 * read from the backed-up database itself (an embedded archive is opened in memory) or, for a pg_dump, from
 * the list taken in the same snapshot as the dump (originals.json).
 */
export async function checkBackup(folder: string): Promise<BackupCheck> {
  const manifest = await readManifest(folder);
  const keys =
    (manifest.kind ?? 'embedded') === 'embedded'
      ? await keysInArchive(path.join(folder, manifest.database))
      : (JSON.parse(await readFile(path.join(folder, originalsFile), 'utf8')) as string[]);
  if (manifest.originals?.storage === 's3') {
    return {
      manifest,
      referenced: keys.length,
      missing: [],
      notCovered: `The originals are in the bucket ${manifest.originals.bucket} (versioning ${manifest.originals.versioning}), not in this backup: restore them from the bucket's versions as of ${manifest.createdAt} (README, Backups).`,
    };
  }
  const missing: string[] = [];
  for (const key of keys) {
    const present = await access(path.join(folder, 'files', ...key.split('/'))).then(
      () => true,
      () => false,
    );
    if (!present) missing.push(key);
  }
  return { manifest, referenced: keys.length, missing };
}

/** The storage keys an embedded backup's database names, read from its archive opened in memory. */
export async function keysInArchive(archivePath: string): Promise<string[]> {
  const archive = await readFile(archivePath);
  const database = new PGlite({ loadDataDir: new Blob([archive]) });
  try {
    await database.waitReady;
    return await referencedStorageKeys((text, params) => database.query(text, params));
  } finally {
    await database.close();
  }
}
