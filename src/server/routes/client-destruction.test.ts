import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { documentPages, pendingFileDeletions } from '@/server/db/schema';
import { deleteScheduledFiles } from '@/server/storage/delete-files';
import { multipartBody } from '@/server/test-support/multipart';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

/**
 * APP 11: when a client is deleted, nothing of theirs may remain. Rather than list the tables a client's
 * data lives in (a new table would escape the list), every table of the schema is searched for the client's
 * id and a name only this client has, and the storage folder must hold no file.
 */

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    payload,
    headers: { cookie: adviser.cookie, ...(await currentIfMatch(testApp.app, method, url, adviser.cookie)) },
  });

/** The rows of a raw query, whichever driver ran it (pg and PGlite both answer { rows }). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

async function tablesHolding(text: string): Promise<string[]> {
  const rows = rowsOf(
    await testApp.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const holding: string[] = [];
  for (const { table_name: table } of rows as { table_name: string }[]) {
    const found = await testApp.db.execute(
      sql`select 1 from ${sql.identifier(table)} as t where t::text ilike ${`%${text}%`} limit 1`,
    );
    if (rowsOf(found).length > 0) holding.push(table);
  }
  return holding;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('deleting a client', () => {
  it('leaves nothing of theirs in any table or in storage', async () => {
    const marker = 'Quillfeather';
    const created = await call('POST', '/api/clients', sampleClient({ familyName: marker }));
    expect(created.statusCode).toBe(201);
    const clientId: string = created.json().id;

    // Everything an adviser can attach to a client.
    await call('POST', `/api/clients/${clientId}/super-accounts`, { fundName: `${marker} Super` });
    await call('POST', `/api/clients/${clientId}/bank-accounts`, { bankName: `${marker} Bank` });
    await call('POST', `/api/clients/${clientId}/goals`, { description: `${marker} retirement` });
    const audio = multipartBody([
      {
        name: 'audio',
        filename: 'note.webm',
        bytes: Buffer.concat([
          Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
          Buffer.alloc(400, 7),
        ]),
      },
    ]);
    const note = await testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/goal-audio`,
      payload: audio.payload,
      headers: { ...audio.headers, cookie: adviser.cookie },
    });
    expect(note.statusCode).toBe(201);
    const upload = multipartBody([
      { name: 'documents', filename: `${marker}-payslip.pdf`, bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/documents`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: adviser.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const documentId = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      filename: `${marker}.pdf`,
      fields: { fullName: `Sean ${marker}`, grossPay: 4200 },
    });
    await testApp.db.insert(documentPages).values({
      documentId,
      pageNumber: 1,
      source: 'text-layer',
      width: 100,
      height: 100,
      confidence: 100,
      text: `Employee: Sean ${marker}`,
      lines: [],
    });
    expect(
      (
        await call('PUT', `/api/documents/${documentId}/corrections/employer`, {
          action: 'corrected',
          value: `${marker} Pty Ltd`,
        })
      ).statusCode,
    ).toBe(200);
    await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
      assets: { add: [{ type: 'vehicle', description: `${marker} car`, currentValue: '1000' }] },
    });
    expect((await call('POST', `/api/clients/${clientId}/fact-find/generate`)).statusCode).toBe(200);

    expect(await tablesHolding(marker)).not.toEqual([]);
    expect(await filesUnder(path.join(testApp.config.dataDir, 'files'))).not.toEqual([]);

    expect((await call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204);

    expect(await tablesHolding(marker)).toEqual([]);
    expect(await tablesHolding(clientId)).toEqual([]);
    expect(await tablesHolding(documentId)).toEqual([]);
    expect(await filesUnder(path.join(testApp.config.dataDir, 'files'))).toEqual([]);
  });

  it('answers 204 when storage refuses to delete, keeps the files listed, and a later sweep removes them', async () => {
    const created = await call('POST', '/api/clients', sampleClient({ familyName: 'Refusal' }));
    const clientId: string = created.json().id;
    const upload = multipartBody([
      { name: 'documents', filename: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/documents`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: adviser.cookie },
    });
    const files = path.join(testApp.config.dataDir, 'files');
    expect(await filesUnder(files)).toHaveLength(1);

    const realDelete = testApp.storage.delete;
    testApp.storage.delete = () => Promise.reject(new Error('storage is down'));
    try {
      expect((await call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204);
    } finally {
      testApp.storage.delete = realDelete;
    }
    expect((await call('GET', `/api/clients/${clientId}`)).statusCode).toBe(404);
    expect(await filesUnder(files)).toHaveLength(1);
    expect(await testApp.db.select().from(pendingFileDeletions)).toHaveLength(1);

    expect(await deleteScheduledFiles(testApp.db, testApp.storage)).toBe(0);
    expect(await filesUnder(files)).toEqual([]);
    expect(await testApp.db.select().from(pendingFileDeletions)).toEqual([]);
  });
});
