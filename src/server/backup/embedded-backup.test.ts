import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { practices } from '@/server/db/schema';
import { backUpEmbedded, restoreEmbedded } from './embedded-backup';

const dataDir = mkdtempSync(path.join(tmpdir(), 'factfind-backup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const practiceNames = async () => {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select({ name: practices.name }).from(practices)).map((row) => row.name);
  } finally {
    await database.close();
  }
};

describe('an embedded backup', () => {
  it('is taken while the database is open, and restoring it brings back exactly that moment', async () => {
    const database = await openDatabase({ dataDir });
    await database.db.insert(practices).values({ name: 'Saved before the backup' });
    mkdirSync(path.join(dataDir, 'files', 'documents'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'documents', 'original.pdf'), '%PDF-1.4 original');
    const folder = await backUpEmbedded(database.embedded!, dataDir);
    // Work goes on after the backup.
    await database.db.insert(practices).values({ name: 'Saved after the backup' });
    await database.close();
    writeFileSync(path.join(dataDir, 'files', 'documents', 'later.pdf'), '%PDF-1.4 later');

    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: 'db.tar.gz', files: 1 });
    expect(manifest.databaseBytes).toBeGreaterThan(1000);

    expect(await restoreEmbedded(folder, dataDir)).toMatchObject({ files: 1 });
    expect(await practiceNames()).toEqual(['Saved before the backup']);
    expect(readFileSync(path.join(dataDir, 'files', 'documents', 'original.pdf'), 'utf8')).toBe(
      '%PDF-1.4 original',
    );
    expect(existsSync(path.join(dataDir, 'files', 'documents', 'later.pdf'))).toBe(false);
    // What the restore replaced is kept beside it.
    const kept = readdirSync(dataDir);
    expect(kept.some((name) => name.startsWith('db.before-restore-'))).toBe(true);
    expect(kept.some((name) => name.startsWith('files.before-restore-'))).toBe(true);
  }, 90_000);

  it('refuses a damaged archive and leaves the database as it was', async () => {
    const folder = path.join(dataDir, 'backups', 'damaged');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'db.tar.gz'), 'not an archive');
    writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ createdAt: '', database: 'db.tar.gz', databaseBytes: 14, files: 0 }),
    );
    await expect(restoreEmbedded(folder, dataDir)).rejects.toThrow();
    expect(await practiceNames()).toEqual(['Saved before the backup']);
  });
});
