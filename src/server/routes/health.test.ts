import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { multipartBody } from '@/server/test-support/multipart';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';

let testApp: TestApp;
const metricsToken = 'scraper-token-0123456789';
beforeAll(async () => {
  testApp = await createTestApp({ processDocuments: true, metrics: { token: metricsToken } });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const ready = (cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/health/ready', headers: cookie ? { cookie } : {} });

/**
 * The database refusing every statement, as PostgreSQL does while it restarts (57P03), until `restore`. A
 * statement is refused when it is awaited, however it was built (select().from().where()…), so a document
 * worker caught mid-job sees the refusal as its error, not as an unhandled rejection.
 */
function takeDatabaseDown(db: Database): () => void {
  const refusal = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });
  const refused: unknown = new Proxy(() => undefined, {
    get: (_target, key) =>
      key === 'then'
        ? (_resolve: unknown, reject: (error: Error) => void) => reject(refusal())
        : () => refused,
    apply: () => refused,
  });
  const refuse = () => refused as never;
  const saved = { execute: db.execute, select: db.select, transaction: db.transaction };
  Object.assign(db, { execute: refuse, select: refuse, transaction: refuse });
  return () => Object.assign(db, saved);
}

/** A worker is alive once its pg-boss instance has beaten with its work() listed (every 5 s). */
async function untilReady(): Promise<void> {
  await expect.poll(async () => (await ready()).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
}

describe('readiness', () => {
  it('reports the database, storage, queue and a live worker ready, with the queue depth and memory', async () => {
    await untilReady();
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      database: { ok: true },
      storage: { ok: true },
      queue: { ok: true, waiting: expect.any(Number), active: expect.any(Number), stalled: 0 },
      workers: { ok: true, live: 1, stalledJobs: 0 },
      memory: { rssMb: expect.any(Number) },
    });
  });

  it('answers 503 with no live worker: stopped, or killed (its heartbeat stale)', async () => {
    await untilReady();
    // Killed: the instance row stays, its heartbeat stops.
    const stopBeating = setInterval(
      () =>
        void testApp.db
          .execute(sql`update pgboss.instance set heartbeat_on = now() - interval '1 minute'`)
          .then(() => undefined),
      50,
    );
    try {
      await expect.poll(async () => (await ready()).statusCode, { timeout: 5_000, interval: 100 }).toBe(503);
      expect((await ready()).json()).toMatchObject({
        ok: false,
        database: { ok: true },
        workers: { ok: false, live: 0, error: 'No document worker is alive' },
      });
    } finally {
      clearInterval(stopBeating);
    }
    await untilReady();
    // Stopped.
    await testApp.worker!.stop();
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ workers: { ok: false, live: 0 } });
    } finally {
      await testApp.worker!.start();
    }
    await untilReady();
  }, 60_000);

  it("counts a dead worker's job as stalled, not active, and answers 503 until it is taken back", async () => {
    await untilReady();
    await testApp.db.execute(sql`
      insert into pgboss.job (name, data, singleton_key, state, started_on, policy, heartbeat_on, heartbeat_seconds)
      values ('process-document', '{"documentId":"00000000-0000-4000-8000-000000000000"}'::jsonb,
              '00000000-0000-4000-8000-000000000000', 'active', now() - interval '1 minute', 'stately',
              now() - interval '1 minute', 10)
    `);
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      queue: { active: 0, stalled: 1 },
      workers: { ok: false, live: 1, stalledJobs: 1 },
    });
    // pg-boss fails it by its heartbeat on its next pass (every 5 s): ready again.
    await untilReady();
  }, 60_000);

  it('answers 503 with its details while the database is down, also to a browser sending a session cookie', async () => {
    const signedIn = await signInNewAdviser(testApp);
    const restore = takeDatabaseDown(testApp.db);
    try {
      for (const cookie of [undefined, signedIn.cookie, 'factfind_session=not-a-session-token']) {
        const response = await ready(cookie);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ ok: false, database: { ok: false }, storage: { ok: true } });
      }
    } finally {
      restore();
    }
  });

  it('answers 503 naming storage when it cannot write, while liveness stays 200', async () => {
    const realPut = testApp.storage.put;
    testApp.storage.put = () => Promise.reject(new Error('disk full'));
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        ok: false,
        storage: { ok: false, error: 'Error' },
        database: { ok: true },
      });
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      testApp.storage.put = realPut;
    }
  });
});

describe('a request the database or storage cannot serve', () => {
  it('answers 503 with a clear message when storage refuses to write an upload, and nothing is recorded', async () => {
    const signedIn = await signInNewAdviser(testApp);
    // Storage broken under the app: where the practice's folder would go there is a file (ENOTDIR).
    const documentsFolder = path.join(testApp.dataDir, 'files', 'documents');
    mkdirSync(documentsFolder, { recursive: true });
    writeFileSync(path.join(documentsFolder, signedIn.practiceId), 'not a folder');
    try {
      const { payload, headers } = multipartBody([
        { name: 'documents', filename: 'payslip.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/documents/process',
        payload,
        headers: { ...headers, cookie: signedIn.cookie },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'File storage is not accepting files right now. Nothing was saved; please try again in a moment, or ask your administrator.',
      });
      const listed = await testApp.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { cookie: signedIn.cookie },
      });
      expect(listed.json()).toEqual([]);
    } finally {
      rmSync(path.join(documentsFolder, signedIn.practiceId), { force: true });
    }
  });
});

describe('metrics', () => {
  const metrics = (authorization?: string) =>
    testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are only for a scraper holding the token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer not-the-token-at-all')).statusCode).toBe(401);
    expect((await metrics(`Bearer ${metricsToken}`)).statusCode).toBe(200);
  });

  it('give the queue depth, the oldest wait, request durations by route and memory, and nothing about a client', async () => {
    await ready();
    const signedIn = await signInNewAdviser(testApp);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient({ givenNames: 'Perpetua', familyName: 'Waddington-Smythe' }),
      headers: { cookie: signedIn.cookie },
    });
    const response = await metrics(`Bearer ${metricsToken}`);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    // Other test files share the queue and enqueue documents meanwhile, so the depth is a number, not a fixed one.
    expect(text).toMatch(/^factfind_document_jobs_waiting \d+$/m);
    expect(text).toMatch(/^factfind_document_jobs_active \d+$/m);
    expect(text).toMatch(/^factfind_document_job_oldest_wait_seconds \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(
      /factfind_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(/route="\/api\/clients",status_code="201"/);
    expect(text).not.toContain('Perpetua');
    expect(text).not.toContain(signedIn.email);
    expect(text).toMatch(/^factfind_database_up 1$/m);
    expect(text).toMatch(/^factfind_document_workers_live \d+$/m);
  });

  it("still answer during a database outage with the process's figures, saying the database is down", async () => {
    const restore = takeDatabaseDown(testApp.db);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the scrape's one-second reuse
      const response = await metrics(`Bearer ${metricsToken}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^factfind_database_up 0$/m);
      expect(response.body).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(response.body).not.toMatch(/^factfind_document_jobs_waiting /m);
    } finally {
      restore();
    }
  });
});
