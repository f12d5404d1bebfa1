import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPages } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

/**
 * APP 11 on the embedded database, as an install keeps it (files under DATA_DIR/db): after a client is
 * deleted, not one file of the data folder (tables, indexes, the write-ahead log, stored originals) holds
 * the client's name, e-mail address or street. A DELETE alone leaves them readable in the table's pages and
 * in the WAL; the deletion rewrites the tables and drops that WAL (db/connection.ts, scrubDeletedRows).
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp({ embeddedOnDisk: true });
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    payload,
    headers: { cookie: adviser.cookie, ...(await currentIfMatch(testApp.app, method, url, adviser.cookie)) },
  });

/** Every file under the data folder whose bytes hold `text` (as UTF-8). */
async function filesHolding(text: string): Promise<string[]> {
  const entries = await readdir(testApp.dataDir, { recursive: true, withFileTypes: true });
  const holding: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(Buffer.from(text)))
      holding.push(path.relative(testApp.dataDir, file));
  }
  return holding;
}

describe('deleting a client on the embedded database', () => {
  it("leaves the client's name, e-mail and street in no file of the data folder", async () => {
    const unique = randomBytes(4).toString('hex');
    const name = `Zephyrine${unique}`;
    const email = `quill.${unique}@example.com`;
    const street = `${unique} Wattlebird Crescent`;
    const created = await call(
      'POST',
      '/api/clients',
      sampleClient({ familyName: name, email, streetAddress: street }),
    );
    expect(created.statusCode).toBe(201);
    const clientId = created.json().id as string;
    // Changed twice (the history keeps who changed what), a goal, a request, a read document naming them.
    expect(
      (await call('PATCH', `/api/clients/${clientId}`, { occupation: `Pilot for ${name}` })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/clients/${clientId}/goals`, { description: `Retire to ${street}` }))
        .statusCode,
    ).toBe(201);
    const request = await call('POST', `/api/clients/${clientId}/document-requests`, {
      checklist: [{ id: 'payslip', label: 'Payslip', accepts: ['payslip'] }],
      note: `For ${name}`,
      sendEmail: false,
    });
    expect(request.statusCode).toBe(201);
    const documentId = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      fields: { fullName: name, grossPay: 4200 },
    });
    const text = `Payslip\nEmployee ${name}\n${street}`;
    await testApp.db.insert(documentPages).values({
      documentId,
      pageNumber: 1,
      source: 'text-layer',
      width: 600,
      height: 800,
      confidence: 100,
      text,
      lines: text
        .split('\n')
        .map((line) => ({ text: line, confidence: 100, box: { x0: 0, y0: 0, x1: 1, y1: 1 }, words: [] })),
    });
    await testApp.db.execute('checkpoint');
    // The search can see them before.
    for (const value of [name, email, street]) expect(await filesHolding(value), value).not.toEqual([]);

    expect((await call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204);
    for (const value of [name, email, street]) expect(await filesHolding(value), value).toEqual([]);
    // The app goes on working on the rewritten tables.
    expect((await call('GET', '/api/clients')).statusCode).toBe(200);
    expect((await call('POST', '/api/clients', sampleClient())).statusCode).toBe(201);
  }, 120_000);
});
