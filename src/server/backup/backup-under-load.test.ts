import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { documents, pendingFileDeletions } from '@/server/db/schema';
import { deleteScheduledFiles } from '@/server/storage/delete-files';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { createEmptyTestDatabase } from '@/server/test-support/test-database';
import { multipartBody } from '@/server/test-support/multipart';
import { referencedStorageKeys } from './backup-hold';
import { checkBackup } from './check-backup';
import { backUpEmbedded, restoreEmbedded } from './embedded-backup';
import { backUpPostgres, restorePostgres } from './postgres-backup';

/**
 * A backup taken while an adviser uploads and deletes documents (on PGlite, and on PostgreSQL when
 * DATABASE_URL is set): restored, every row has its original. Deletions made right after the database
 * snapshot (the moment that used to lose originals) are part of the test, not left to chance.
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
const scratch = mkdtempSync(path.join(tmpdir(), 'factfind-backup-load-'));

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

let uploaded = 0;
async function uploadDocuments(count: number): Promise<string[]> {
  const { payload, headers } = multipartBody(
    Array.from({ length: count }, () => ({
      name: 'documents',
      filename: `statement-${(uploaded += 1)}.pdf`,
      bytes: Buffer.from(`%PDF-1.4\n% statement ${uploaded}\n%%EOF\n`),
    })),
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(201);
  return (response.json().documents as { id: string }[]).map((document) => document.id);
}

async function deleteDocument(id: string): Promise<void> {
  const response = await testApp.app.inject({
    method: 'DELETE',
    url: `/api/documents/${id}`,
    headers: { cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(204);
}

/** Uploads and deletes documents one after another until stopped, as an adviser tidying up would. */
function churn(live: string[]): { stop: () => Promise<number> } {
  let running = true;
  let operations = 0;
  const loop = (async () => {
    while (running) {
      live.push(...(await uploadDocuments(1)));
      const victim = live.splice(Math.floor(Math.random() * live.length), 1)[0];
      if (victim) await deleteDocument(victim);
      operations += 2;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return operations;
    },
  };
}

/** Every original the restored database names, looked for in the restored files folder. */
function missingFrom(filesFolder: string, keys: string[]): string[] {
  return keys.filter((key) => !existsSync(path.join(filesFolder, ...key.split('/'))));
}

describe('a backup taken while documents are uploaded and deleted', () => {
  it('restores with every row’s original present, and the files deleted meanwhile go afterwards', async () => {
    const live: string[] = [];
    for (let batch = 0; batch < 4; batch += 1) live.push(...(await uploadDocuments(5)));
    const deletedAfterSnapshot: string[] = [];
    const activity = churn(live);
    const progress: string[] = [];
    const afterSnapshot = async () => {
      // Right after the snapshot: documents it holds are deleted, and new ones uploaded.
      for (const id of live.splice(0, 6)) {
        await deleteDocument(id);
        deletedAfterSnapshot.push(id);
      }
      live.push(...(await uploadDocuments(3)));
    };

    const postgresUrl = testApp.connection.url;
    let folder: string;
    if (postgresUrl) {
      ({ folder } = await backUpPostgres(
        { databaseUrl: postgresUrl, dataDir: testApp.dataDir, storage: { driver: 'local' } },
        { onProgress: (step) => progress.push(step), afterSnapshot },
      ));
    } else {
      folder = await backUpEmbedded(testApp.connection.embedded!, testApp.dataDir, {
        onProgress: (step) => progress.push(step),
        afterSnapshot,
      });
    }
    const operations = await activity.stop();
    expect(operations).toBeGreaterThan(0);
    expect(progress.some((step) => /originals copied/.test(step))).toBe(true);

    // The backup's own check: every row of its database has its original in the folder.
    const check = await checkBackup(folder);
    expect(check.referenced).toBeGreaterThanOrEqual(20);
    expect(check.missing).toEqual([]);

    // Restored elsewhere, every row's original is there.
    const restoredDataDir = path.join(scratch, 'restored');
    if (postgresUrl) {
      const empty = await createEmptyTestDatabase(process.env.DATABASE_URL ?? '');
      try {
        await restorePostgres(folder, { databaseUrl: empty.url, dataDir: restoredDataDir });
        const client = new pg.Client({ connectionString: empty.url });
        await client.connect();
        try {
          const keys = await referencedStorageKeys((text, params) => client.query(text, params));
          expect(keys.length).toBe(check.referenced);
          expect(missingFrom(path.join(restoredDataDir, 'files'), keys)).toEqual([]);
        } finally {
          await client.end();
        }
      } finally {
        await empty.drop();
      }
    } else {
      await restoreEmbedded(folder, restoredDataDir);
      const restored = await openDatabase({ dataDir: restoredDataDir });
      try {
        const keys = await referencedStorageKeys((text, params) => restored.embedded!.query(text, params));
        expect(keys.length).toBe(check.referenced);
        expect(missingFrom(path.join(restoredDataDir, 'files'), keys)).toEqual([]);
      } finally {
        await restored.close();
      }
    }

    // The live install: the documents deleted during the backup are gone, and once the sweep runs after the
    // backup, so are their files.
    const remaining = await testApp.db.select({ id: documents.id }).from(documents);
    expect(remaining.map((row) => row.id)).not.toEqual(expect.arrayContaining(deletedAfterSnapshot));
    expect(await deleteScheduledFiles(testApp.db, testApp.storage)).toBe(0);
    expect(await testApp.db.select().from(pendingFileDeletions)).toEqual([]);
  }, 120_000);
});
