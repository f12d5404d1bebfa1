import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '@/server/db/schema';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { multipartBody } from '@/server/test-support/multipart';

/** GET /api/documents/status?ids=…: several documents' statuses in one request (no worker: rows set by hand). */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;
/** The adviser's documents: one still pending, one read, one failed. */
let pendingId: string;
let completedId: string;
let failedId: string;
/** A document of the other practice. */
let foreignId: string;

const unknownId = '7d0c3c1e-5b8a-4f3e-9c1d-2a6b4e8f0a11';

async function uploadEmptyPdfs(names: string[], cookie: string): Promise<string[]> {
  const { payload, headers } = multipartBody(
    names.map((name) => ({ name: 'documents', filename: name, bytes: Buffer.alloc(0) })),
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ documents: { id: string }[] }>().documents.map((document) => document.id);
}

function statuses(ids: string, cookie = adviser.cookie) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/documents/status?ids=${ids}`,
    headers: { cookie },
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
  [pendingId, completedId, failedId] = (await uploadEmptyPdfs(
    ['pending.pdf', 'read.pdf', 'failed.pdf'],
    adviser.cookie,
  )) as [string, string, string];
  [foreignId] = (await uploadEmptyPdfs(['theirs.pdf'], otherPractice.cookie)) as [string];
  await testApp.db
    .update(documents)
    .set({
      type: 'payslip',
      ocrStatus: 'completed',
      parseStatus: 'completed',
      confidence: 'high',
      classification: { document_type: 'payslip', confidence_level: 'high' },
      extractedData: { employer: 'Harbour Cafe Pty Ltd', requiresManualReview: false },
    })
    .where(eq(documents.id, completedId));
  await testApp.db
    .update(documents)
    .set({ ocrStatus: 'failed', error: 'The file is empty.' })
    .where(eq(documents.id, failedId));
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/documents/status', () => {
  it('answers several documents at once, in the order asked, each exactly as the single status', async () => {
    const response = await statuses([failedId, pendingId, completedId].join(','));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ documents: Record<string, unknown>[] }>();
    expect(body.documents.map((document) => document.id)).toEqual([failedId, pendingId, completedId]);
    for (const document of body.documents) {
      const single = await testApp.app.inject({
        method: 'GET',
        url: `/api/documents/${String(document.id)}/status`,
        headers: { cookie: adviser.cookie },
      });
      expect(document).toEqual(single.json());
    }
    expect(body.documents[0]).toMatchObject({ ocrStatus: 'failed', error: 'The file is empty.' });
    expect(body.documents[1]).toMatchObject({ ocrStatus: 'pending', parseStatus: 'pending' });
    expect(body.documents[2]).toEqual({
      id: completedId,
      filename: 'read.pdf',
      type: 'payslip',
      ocrStatus: 'completed',
      parseStatus: 'completed',
      confidence: 'high',
      outcome: 'extracted',
      extractedData: { employer: 'Harbour Cafe Pty Ltd', requiresManualReview: false },
      classification: { document_type: 'payslip', confidence_level: 'high' },
      error: null,
      description: { documentDate: null, highlights: ['Harbour Cafe'], warnings: [] },
      person: null,
      // Read before any practice model (or by none): the shipped models.
      readBy: 'global',
    });
  });

  it('reads them in one query, however many are asked for', async () => {
    const select = vi.spyOn(testApp.db, 'select');
    try {
      await statuses(pendingId);
      const forOne = select.mock.calls.length;
      expect(forOne).toBeGreaterThan(0);
      select.mockClear();
      await statuses([pendingId, completedId, failedId, unknownId].join(','));
      expect(select.mock.calls.length).toBe(forOne);
    } finally {
      select.mockRestore();
    }
  });

  it('accepts upper-case, repeated and space-separated ids, and a repeated ids parameter', async () => {
    const spaced = await statuses(`${pendingId.toUpperCase()},%20${completedId},${pendingId}`);
    expect(spaced.json().documents.map((document: { id: string }) => document.id)).toEqual([
      pendingId,
      completedId,
    ]);
    const repeated = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/status?ids=${completedId}&ids=${failedId}`,
      headers: { cookie: adviser.cookie },
    });
    expect(repeated.json().documents.map((document: { id: string }) => document.id)).toEqual([
      completedId,
      failedId,
    ]);
  });

  it("leaves out another practice's documents and unknown ids, as if they did not exist", async () => {
    const mine = await statuses([pendingId, foreignId, unknownId, completedId].join(','));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().documents.map((document: { id: string }) => document.id)).toEqual([
      pendingId,
      completedId,
    ]);
    expect(mine.body).not.toContain(foreignId);
    expect(mine.body).not.toContain('theirs.pdf');

    const theirs = await statuses([pendingId, completedId, failedId].join(','), otherPractice.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ documents: [] });
    const onlyTheirs = await statuses(`${foreignId},${pendingId}`, otherPractice.cookie);
    expect(onlyTheirs.json().documents.map((document: { id: string }) => document.id)).toEqual([foreignId]);
  });

  it('takes at most 100 ids: 400 beyond that', async () => {
    const fill = (count: number) =>
      [pendingId, ...Array.from({ length: count - 1 }, () => unknownId)].join(',');
    const hundred = await statuses(fill(100));
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().documents).toHaveLength(1);

    const tooMany = await statuses(fill(101));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'ids: At most 100 document ids at a time',
    });
  });

  it('refuses an id that is not a document id, and a request without ids (400)', async () => {
    const bad = await statuses(`${pendingId},not-an-id`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'ids.1: "not-an-id" is not a document id',
    });

    for (const url of [
      '/api/documents/status',
      '/api/documents/status?ids=',
      '/api/documents/status?ids=,',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: adviser.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
  });

  it('asks to sign in first (401)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/status?ids=${pendingId}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
