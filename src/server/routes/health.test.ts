import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const ready = () => testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

describe('readiness', () => {
  it('reports the database, storage and queue ready, with the queue depth and memory', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      database: { ok: true },
      storage: { ok: true },
      queue: { ok: true, waiting: expect.any(Number), active: expect.any(Number) },
      memory: { rssMb: expect.any(Number) },
    });
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

describe('metrics', () => {
  const metrics = (authorization?: string) =>
    testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are only for a scraper holding the token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer not-the-token-at-all')).statusCode).toBe(401);
    expect((await metrics(`Bearer ${metricsToken}`)).statusCode).toBe(200);
  });

  it('give the queue depth, the oldest wait, request durations by route and memory, and nothing about a client', async () => {
    const readiness = (await ready()).json();
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
    expect(text).toContain(`factfind_document_jobs_waiting ${readiness.queue.waiting}`);
    expect(text).toMatch(/^factfind_document_jobs_active \d+$/m);
    expect(text).toMatch(/^factfind_document_job_oldest_wait_seconds \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(
      /factfind_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(/route="\/api\/clients",status_code="201"/);
    expect(text).not.toContain('Perpetua');
    expect(text).not.toContain(signedIn.email);
  });
});
