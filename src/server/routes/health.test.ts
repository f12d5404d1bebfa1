import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ processDocuments: true });
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
