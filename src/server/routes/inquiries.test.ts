import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiriesView, Inquiry } from '@/shared/schemas/inquiries';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { eq } from 'drizzle-orm';
import { documentCorrections, inquiryResolutions } from '@/server/db/schema';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { sampleClient } from '@/server/test-support/sample-client';
import { composeInquiryPack } from '@/server/test-support/pack-inquiry-input';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

/**
 * Reasonable inquiries through the API (decision 036), on a pack from the document factory: a client who said
 * they have no mortgage has a home-loan statement; the adviser resolves it with a note; the resolution holds
 * while both sides are unchanged, reopens when one changes, is kept in the history and printed in the PDF.
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp({ logLevel: 'error' });
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie, ...(await currentIfMatch(testApp.app, method, url, cookie)) },
  });

const { pack, files } = composeInquiryPack({ seed: 'inquiries-api' });
const mortgage = files.find((file) => file.type === 'mortgage')!;

async function clientWithPack(): Promise<string> {
  return (await clientWithPackDocuments()).clientId;
}

async function clientWithPackDocuments(): Promise<{ clientId: string; documentIds: Record<string, string> }> {
  const created = await call(
    'POST',
    '/api/clients',
    sampleClient({
      givenNames: pack.person.middle ? `${pack.person.given} ${pack.person.middle}` : pack.person.given,
      familyName: pack.person.family,
      dob: pack.person.dateOfBirth,
      streetAddress: pack.person.street,
      suburb: pack.person.suburb,
      state: pack.person.state,
      postcode: pack.person.postcode,
      scopeOfAdvice: ['Debt management'],
    }),
  );
  expect(created.statusCode).toBe(201);
  const clientId: string = created.json().id;
  const documentIds: Record<string, string> = {};
  for (const file of files.filter((one) => one.type === 'mortgage' || one.type === 'license'))
    documentIds[file.type] = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: file.type,
      filename: file.filename,
      fields: file.document.fields,
      documentDate: file.document.documentDate,
    });
  const said = await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
    answers: { mortgage: '0', otherDebts: '0' },
  });
  expect(said.statusCode).toBe(200);
  return { clientId, documentIds };
}

const inquiries = async (clientId: string, cookie = adviser.cookie) =>
  call('GET', `/api/clients/${clientId}/inquiries`, undefined, cookie);
const debts = async (clientId: string): Promise<Inquiry> => {
  const view: InquiriesView = (await inquiries(clientId)).json();
  const found = view.inquiries.find((inquiry) => inquiry.check === 'debts');
  expect(found).toBeDefined();
  return found!;
};

describe('reasonable inquiries', () => {
  it('lists "no debts" against the home-loan statement, resolves it with a note, keeps it in the history and the PDF', async () => {
    const clientId = await clientWithPack();
    const open = await debts(clientId);
    expect(open).toMatchObject({
      said: { kind: 'adviser', says: 'No mortgage (mortgage $0, other debts $0)' },
      shown: {
        kind: 'document',
        filename: 'home-loan-statement.pdf',
        page: 1,
        date: mortgage.document.documentDate,
      },
      resolution: null,
    });

    // A note is required.
    const empty = await call('POST', `/api/clients/${clientId}/inquiries/resolve`, {
      key: open.key,
      fingerprint: open.fingerprint,
      note: '  ',
    });
    expect(empty.statusCode).toBe(400);
    // Another practice's client is not found.
    expect((await inquiries(clientId, otherPractice.cookie)).statusCode).toBe(404);
    const foreign = await call(
      'POST',
      `/api/clients/${clientId}/inquiries/resolve`,
      { key: open.key, fingerprint: open.fingerprint, note: 'Not mine' },
      otherPractice.cookie,
    );
    expect(foreign.statusCode).toBe(404);

    const note = 'Client forgot the loan on the investment unit; to be added to Debts.';
    const resolved = await call('POST', `/api/clients/${clientId}/inquiries/resolve`, {
      key: open.key,
      fingerprint: open.fingerprint,
      note,
    });
    expect(resolved.statusCode).toBe(200);
    expect((await debts(clientId)).resolution).toMatchObject({ note, resolvedBy: expect.any(String) });

    const history = await call('GET', `/api/clients/${clientId}/history`);
    expect(JSON.stringify(history.json())).toContain(note);

    const pdf = await call('POST', `/api/clients/${clientId}/fact-find/generate`);
    expect(pdf.statusCode).toBe(200);
    // Kept for a person to look at, as the PDF renderer's own tests keep theirs.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/fact-find-inquiries.pdf', pdf.rawPayload);
    const text = (await readPdfText(pdf.rawPayload)).pages.join(' ');
    expect(text).toMatch(/Reasonable inquiries/);
    expect(text).toContain('No mortgage (mortgage $0, other debts $0)');
    expect(text).toContain('home-loan-statement.pdf p.1');
    expect(text).toContain(note);
    // The cover counts the disagreements still open (the resolved one is not among them).
    const stillOpen = (await inquiries(clientId))
      .json()
      .inquiries.filter((inquiry: Inquiry) => !inquiry.resolution).length;
    expect(stillOpen).toBeGreaterThan(0);
    expect(text).toMatch(
      new RegExp(`OPEN ITEMS .*; ${stillOpen} disagreements? with the documents \\(see section \\d+\\)`),
    );

    // Destroying the client (APP 11) leaves none of its resolutions.
    const kept = () =>
      testApp.db.select().from(inquiryResolutions).where(eq(inquiryResolutions.clientId, clientId));
    expect(await kept()).toHaveLength(1);
    expect((await call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204);
    expect(await kept()).toEqual([]);
  });

  it('reopens when a side changes, and refuses a resolution of values no longer shown', async () => {
    const clientId = await clientWithPack();
    const first = await debts(clientId);
    await call('POST', `/api/clients/${clientId}/inquiries/resolve`, {
      key: first.key,
      fingerprint: first.fingerprint,
      note: 'Loan discharged; statement is old.',
    });
    // A newer statement of the same loan shows another balance.
    await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'mortgage',
      filename: 'home-loan-statement-later.pdf',
      fields: { ...mortgage.document.fields, balance: 1234.56, statementDate: '2026-11-01' },
      documentDate: '2026-11-01',
    });
    const reopened = await debts(clientId);
    expect(reopened.resolution).toBeNull();
    expect(reopened.reopened?.note).toBe('Loan discharged; statement is old.');
    expect(reopened.shown.filename).toBe('home-loan-statement-later.pdf');

    const stale = await call('POST', `/api/clients/${clientId}/inquiries/resolve`, {
      key: first.key,
      fingerprint: first.fingerprint,
      note: 'Again',
    });
    expect(stale.statusCode).toBe(409);

    // The client's mortgage given as the balance: no longer a disagreement.
    await call('PATCH', `/api/clients/${clientId}/questionnaire`, { answers: { mortgage: '1234.56' } });
    const view: InquiriesView = (await inquiries(clientId)).json();
    expect(view.inquiries.filter((inquiry) => inquiry.check === 'debts')).toEqual([]);
  });

  it('reads the list again after another process corrects a document (the database announces it)', async () => {
    const { clientId, documentIds } = await clientWithPackDocuments();
    const before = await debts(clientId);
    expect(before.shown.says).not.toContain('$1,111.11');
    // Read twice: the second answer comes from the kept list.
    expect((await debts(clientId)).fingerprint).toBe(before.fingerprint);
    // Straight to the database, as another process writes: no route of this app sees it.
    await testApp.db.insert(documentCorrections).values({
      documentId: documentIds.mortgage!,
      fieldKey: 'balance',
      action: 'corrected',
      value: 1111.11,
    });
    await expect
      .poll(async () => (await debts(clientId)).shown.says, { timeout: 3_000, interval: 20 })
      .toContain('$1,111.11');
  });
});
