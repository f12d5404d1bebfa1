import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { corpusFile } from '@/server/test-support/corpus';
import { multipartBody } from '@/server/test-support/multipart';
import { comparePackFacts, readPackTruth } from '@/server/test-support/pack-truth';

/**
 * A client's documents uploaded together, read by the real worker (tesseract for the scans and photos) and
 * merged by POST /api/documents/extract-client-data: every fact in the pack's pack.truth.json must match.
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp({ processDocuments: true });
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

async function uploadPack(packId: string) {
  const files = readPackTruth(packId).documents.map((name) => corpusFile(`packs/${packId}/${name}`));
  const { payload, headers } = multipartBody([
    ...files.map((sample) => ({ name: 'documents', filename: sample.filename, bytes: sample.bytes })),
    { name: 'clientId', value: 'new' },
    { name: 'documentTypes', value: JSON.stringify(files.map(() => 'auto')) },
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(201);
  const uploaded: { id: string; clientId: string | null }[] = response.json().documents;
  return { files, uploaded };
}

/** Polls the status endpoint, as the screens do, until the document is finished. */
async function waitUntilFinished(id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/documents/${id}/status`,
        headers: { cookie: adviser.cookie },
      })
    ).json();
    const failed = status.ocrStatus === 'failed' || status.parseStatus === 'failed';
    if (failed || (status.ocrStatus === 'completed' && status.parseStatus === 'completed')) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Document ${id} did not finish within ${timeoutMs} ms`);
}

function extractClientData(documentIds: string[], cookie = adviser.cookie) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/documents/extract-client-data',
    headers: { cookie },
    payload: { documentIds },
  });
}

describe('a client pack uploaded together', () => {
  it('pack-1 (all born-digital): classified, extracted, masked and merged to the pack truth', async () => {
    const { files, uploaded } = await uploadPack('pack-1');
    expect(uploaded.every((document) => document.clientId === null)).toBe(true);
    for (const [index, document] of uploaded.entries()) {
      const status = await waitUntilFinished(document.id);
      expect(status.parseStatus).toBe('completed');
      expect(status.type).toBe(files[index]?.truth.documentType);
      expect(status.classification).toEqual({
        document_type: status.type,
        confidence_level: status.confidence,
      });
      expect(Object.keys(status.extractedData)).toEqual(
        expect.arrayContaining(['requiresManualReview', '_fields']),
      );
    }

    const merged = await extractClientData(uploaded.map((document) => document.id));
    expect(merged.statusCode).toBe(200);
    const data = merged.json();
    expect(comparePackFacts(data, readPackTruth('pack-1')).mismatches).toEqual([]);
    for (const account of data.financialAccounts) {
      if (account.accountNumber) expect(account.accountNumber).toMatch(/^\*+\d{4}$/);
      if (account.bsb) expect(account.bsb).toMatch(/^\d{3}-\*{3}$/);
    }
    expect(['high', 'medium', 'low']).toContain(data.confidence);

    const foreign = (
      await extractClientData(
        uploaded.map((document) => document.id),
        otherPractice.cookie,
      )
    ).json();
    expect(foreign.personalInfo.fullName).toBeNull();
    expect(foreign.financialAccounts).toEqual([]);
  }, 120_000);

  it('pack-2 (moved house: an old bill at the previous address): every fact matches', async () => {
    const { files, uploaded } = await uploadPack('pack-2');
    for (const [index, document] of uploaded.entries()) {
      const status = await waitUntilFinished(document.id);
      expect(status.type, files[index]?.filename).toBe(files[index]?.truth.documentType);
    }
    const data = (await extractClientData(uploaded.map((document) => document.id))).json();
    expect(comparePackFacts(data, readPackTruth('pack-2')).mismatches).toEqual([]);
    // The stale bill's address is the one the newer licence replaced: it is listed as a conflict.
    expect(data.conflicts.map((conflict: { field: string }) => conflict.field)).toContain('addressStreet');
  }, 180_000);
});
