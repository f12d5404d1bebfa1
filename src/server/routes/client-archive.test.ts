import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@/server/db/schema';
import { newStorageKey } from '@/server/storage/storage';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const ids = async (url: string) =>
  ((await call('GET', url)).json() as { id: string }[]).map((client) => client.id);

describe('archiving a client', () => {
  it('hides the client from the list and the figures, keeps them, and restores them', async () => {
    const kept = (await call('POST', '/api/clients', sampleClient({ givenNames: 'Kept' }))).json();
    const archived = (await call('POST', '/api/clients', sampleClient({ givenNames: 'Archived' }))).json();
    await testApp.db.insert(documents).values({
      practiceId: adviser.practiceId,
      clientId: archived.id,
      type: 'payslip',
      filename: 'payslip.pdf',
      storageKey: newStorageKey('documents', adviser.practiceId),
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
    });
    const before = (await call('GET', '/api/stats')).json();
    expect(before).toMatchObject({ activeClients: 2, documentsProcessed: 1 });

    const answer = await call('POST', `/api/clients/${archived.id}/archive`);
    expect(answer.statusCode).toBe(200);
    expect(Date.parse(answer.json().archivedAt)).not.toBeNaN();

    expect(await ids('/api/clients')).toEqual([kept.id]);
    const listed = await call('GET', '/api/clients?archived=true');
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: archived.id, documentCount: 1, archivedAt: answer.json().archivedAt }),
    ]);
    expect((await call('GET', '/api/stats')).json()).toMatchObject({
      activeClients: 1,
      documentsProcessed: 0,
      pendingReview: 1,
    });
    // Kept whole: the client still opens.
    const opened = await call('GET', `/api/clients/${archived.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().archivedAt).toBe(answer.json().archivedAt);

    const restored = await call('POST', `/api/clients/${archived.id}/restore`);
    expect(restored.json().archivedAt).toBeNull();
    expect((await ids('/api/clients')).sort()).toEqual([kept.id, archived.id].sort());
    expect(await ids('/api/clients?archived=true')).toEqual([]);
    expect((await call('GET', '/api/stats')).json()).toEqual(before);

    const trail = (await call('GET', `/api/clients/${archived.id}/history`)).json();
    expect(JSON.stringify(trail)).toContain('client.archived');
    expect(JSON.stringify(trail)).toContain('client.restored');
  });

  it('answers 404 for a client of another practice', async () => {
    const client = (await call('POST', '/api/clients', sampleClient())).json();
    const response = await call('POST', `/api/clients/${client.id}/archive`, undefined, otherPractice.cookie);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `/api/clients/${client.id}`)).json().archivedAt).toBeNull();
  });
});
