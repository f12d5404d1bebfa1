import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = adviser.cookie) =>
  testApp.app.inject({ method, url, payload, headers: { cookie } });

const bankStatement = () =>
  insertReadDocument(testApp.db, {
    practiceId: adviser.practiceId,
    clientId: null,
    type: 'bank',
    fields: {
      bankName: 'NAB',
      accountNumber: '473510908',
      closingBalance: 10658.56,
      statementPeriodEnd: '2026-07-31',
    },
  });

describe('corrections of extracted values', () => {
  it('keeps a correction beside the reading, parses it by kind, and masks numbers', async () => {
    const id = await bankStatement();
    const url = (key: string) => `/api/documents/${id}/corrections/${key}`;
    const money = await call('PUT', url('closingBalance'), { action: 'corrected', value: '$10,685.56' });
    expect(money.statusCode).toBe(200);
    expect(money.json()).toMatchObject({ fieldKey: 'closingBalance', action: 'corrected', value: 10685.56 });
    expect(
      (await call('PUT', url('statementPeriodEnd'), { action: 'corrected', value: '31/08/2026' })).json()
        .value,
    ).toBe('2026-08-31');
    expect(
      (await call('PUT', url('accountNumber'), { action: 'corrected', value: '47 351 0999' })).json().value,
    ).toBe('****0999');
    expect((await call('PUT', url('bankName'), { action: 'confirmed' })).json()).toMatchObject({
      action: 'confirmed',
      value: null,
    });
    const listed = (await call('GET', `/api/documents/${id}/corrections`)).json();
    expect(listed.map((correction: { fieldKey: string }) => correction.fieldKey)).toEqual([
      'accountNumber',
      'bankName',
      'closingBalance',
      'statementPeriodEnd',
    ]);
    // The machine's reading is never changed.
    const [row] = await testApp.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.extractedData).toMatchObject({ closingBalance: 10658.56, accountNumber: '****0908' });

    expect((await call('DELETE', url('closingBalance'))).statusCode).toBe(204);
    expect((await call('GET', `/api/documents/${id}/corrections`)).json()).toHaveLength(3);
  });

  it('refuses what cannot be right, and another practice', async () => {
    const id = await bankStatement();
    const put = (key: string, payload: object, cookie?: string) =>
      call('PUT', `/api/documents/${id}/corrections/${key}`, payload, cookie);
    expect((await put('employer', { action: 'corrected', value: 'X' })).statusCode).toBe(400);
    const badAmount = await put('closingBalance', { action: 'corrected', value: 'lots' });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().message).toBe('Enter an amount, such as 1,234.50');
    expect((await put('statementPeriodEnd', { action: 'corrected', value: '31/02/2026' })).statusCode).toBe(
      400,
    );
    expect((await put('openingBalance', { action: 'confirmed' })).statusCode).toBe(400);
    expect(
      (await put('bankName', { action: 'corrected', value: 'Westpac' }, otherPractice.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/documents/${id}/corrections`, undefined, otherPractice.cookie)).statusCode,
    ).toBe(404);
    await testApp.db.update(documents).set({ parseStatus: 'processing' }).where(eq(documents.id, id));
    expect((await put('bankName', { action: 'corrected', value: 'Westpac' })).statusCode).toBe(409);
  });
});

describe("a document's summary after a correction", () => {
  it('says the corrected value, in the list and the status the screens poll, and the reading again once undone', async () => {
    const id = await bankStatement();
    const highlights = async () => {
      const listed = (await call('GET', '/api/documents')).json() as {
        id: string;
        description: { highlights: string[] } | null;
      }[];
      const status = (await call('GET', `/api/documents/${id}/status`)).json();
      const fromList = listed.find((document) => document.id === id)?.description?.highlights;
      expect(status.description.highlights).toEqual(fromList);
      return fromList;
    };
    expect(await highlights()).toEqual(['NAB', '****0908', 'closing balance $10,659']);

    const url = (key: string) => `/api/documents/${id}/corrections/${key}`;
    await call('PUT', url('closingBalance'), { action: 'corrected', value: '$12,400' });
    await call('PUT', url('bankName'), { action: 'corrected', value: 'Westpac' });
    await call('PUT', url('accountNumber'), { action: 'corrected', value: '' });
    expect(await highlights()).toEqual(['Westpac', 'closing balance $12,400']);

    await call('DELETE', url('closingBalance'));
    await call('DELETE', url('accountNumber'));
    expect(await highlights()).toEqual(['Westpac', '****0908', 'closing balance $10,659']);
  });
});
