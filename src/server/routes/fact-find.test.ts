import { readPdfText } from '@/server/test-support/read-pdf-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, factFinds, goalAudioNotes } from '@/server/db/schema';
import { newStorageKey } from '@/server/storage/storage';
import { multipartBody } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp, { practiceName: 'Harbour Wealth Partners' });
  otherPractice = await signInNewAdviser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie, ...(await currentIfMatch(testApp.app, method, url, cookie)) },
  });

async function createClient(overrides = {}, cookie = adviser.cookie): Promise<{ id: string }> {
  const response = await call('POST', '/api/clients', sampleClient(overrides), cookie);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A processed document as the pipeline leaves it, for a client or (null) documents-first. */
async function insertDocument(
  practiceId: string,
  clientId: string | null,
  fields: Partial<typeof documents.$inferInsert> = {},
): Promise<string> {
  const [row] = await testApp.db
    .insert(documents)
    .values({
      practiceId,
      clientId,
      type: 'super',
      filename: 'super-statement.pdf',
      storageKey: newStorageKey('documents', practiceId),
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
      confidence: 'high',
      ...fields,
    })
    .returning({ id: documents.id });
  return row!.id;
}

const missingId = '00000000-0000-4000-8000-000000000000';

describe('super and bank accounts', () => {
  it('starts empty, adds a typed super account masked and with low confidence, and lists it', async () => {
    const client = await createClient();
    expect((await call('GET', `/api/clients/${client.id}/accounts`)).json()).toEqual({
      superAccounts: [],
      bankAccounts: [],
    });
    const created = await call('POST', `/api/clients/${client.id}/super-accounts`, {
      fundName: ' AustralianSuper ',
      memberNumberMasked: '1234 5678',
      balance: '81234.56',
      statementDate: '2025-06-30',
      insuranceLife: 250000,
      insuranceIP: '$4,500',
      insuranceIPWaitingPeriod: '90',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      fundName: 'AustralianSuper',
      memberNumberMasked: '****5678',
      balance: 81234.56,
      // Nobody said which option: the form may show Balanced, the record does not invent it.
      investmentOption: null,
      insuranceLife: 250000,
      insuranceIP: 4500,
      insuranceIPWaitingPeriod: 90,
      confidence: 'low',
      source: null,
    });
    const listed = (await call('GET', `/api/clients/${client.id}/accounts`)).json();
    expect(listed.superAccounts).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain('12345678');
  });

  it('gives the specification messages for a missing fund or bank name and bad values', async () => {
    const client = await createClient();
    const noFund = await call('POST', `/api/clients/${client.id}/super-accounts`, { fundName: '  ' });
    expect(noFund.statusCode).toBe(400);
    expect(noFund.json().message).toBe('fundName: Please enter a super fund name');
    const noBank = await call('POST', `/api/clients/${client.id}/bank-accounts`, { bankName: '' });
    expect(noBank.json().message).toBe('bankName: Please enter a bank name');
    const badBsb = await call('POST', `/api/clients/${client.id}/bank-accounts`, {
      bankName: 'ANZ',
      bsbMasked: '12',
    });
    expect(badBsb.json().message).toBe('bsbMasked: A BSB has 6 digits');
    const negative = await call('POST', `/api/clients/${client.id}/super-accounts`, {
      fundName: 'Hostplus',
      balance: -5,
    });
    expect(negative.json().message).toBe('balance: Amounts cannot be negative');
    const badType = await call('POST', `/api/clients/${client.id}/bank-accounts`, {
      bankName: 'ANZ',
      accountType: 'piggy',
    });
    expect(badType.json().message).toBe(
      'accountType: Choose one of: savings, transaction, credit, mortgage, offset',
    );
  });

  it('adds a bank account with the default type and a masked BSB, edits and deletes it', async () => {
    const client = await createClient();
    const created = await call('POST', `/api/clients/${client.id}/bank-accounts`, {
      bankName: 'Commonwealth Bank',
      bsbMasked: '062-123',
      accountNumberMasked: '12345678',
      balance: 12000.5,
    });
    expect(created.statusCode).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({
      bankName: 'Commonwealth Bank',
      bsbMasked: '062-***',
      accountNumberMasked: '****5678',
      accountType: 'savings',
      balance: 12000.5,
      confidence: 'low',
    });
    const edited = await call('PATCH', `/api/clients/${client.id}/bank-accounts/${account.id}`, {
      accountType: 'transaction',
      balance: '15000',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ accountType: 'transaction', balance: 15000, bsbMasked: '062-***' });
    const unknownField = await call('PATCH', `/api/clients/${client.id}/bank-accounts/${account.id}`, {
      confidence: 'high',
    });
    expect(unknownField.statusCode).toBe(400);

    expect((await call('DELETE', `/api/clients/${client.id}/bank-accounts/${account.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/clients/${client.id}/bank-accounts/${account.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/clients/${client.id}/accounts`)).json().bankAccounts).toEqual([]);
  });

  it('keeps the source document of an extracted account, which must be one of the client’s documents', async () => {
    const client = await createClient();
    const other = await createClient({ givenNames: 'Other' });
    const own = await insertDocument(adviser.practiceId, client.id, { filename: 'australiansuper-2025.pdf' });
    const someoneElses = await insertDocument(adviser.practiceId, other.id);
    const unclaimed = await insertDocument(adviser.practiceId, null);

    const extracted = await call('POST', `/api/clients/${client.id}/super-accounts`, {
      fundName: 'AustralianSuper',
      documentId: own,
      confidence: 'high',
    });
    expect(extracted.statusCode).toBe(201);
    expect(extracted.json()).toMatchObject({
      confidence: 'high',
      source: { documentId: own, filename: 'australiansuper-2025.pdf', type: 'super' },
    });
    for (const documentId of [someoneElses, unclaimed, missingId]) {
      const refused = await call('POST', `/api/clients/${client.id}/super-accounts`, {
        fundName: 'AustralianSuper',
        documentId,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Document not found');
    }
  });

  it('answers 404 to another practice, and for an account of another client', async () => {
    const client = await createClient();
    const account = (
      await call('POST', `/api/clients/${client.id}/super-accounts`, { fundName: 'Hostplus' })
    ).json();
    const bank = (await call('POST', `/api/clients/${client.id}/bank-accounts`, { bankName: 'ANZ' })).json();
    const otherCookie = otherPractice.cookie;
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/clients/${client.id}/accounts`],
      ['POST', `/api/clients/${client.id}/super-accounts`, { fundName: 'Sneaky' }],
      ['PATCH', `/api/clients/${client.id}/super-accounts/${account.id}`, { fundName: 'Sneaky' }],
      ['DELETE', `/api/clients/${client.id}/super-accounts/${account.id}`],
      ['POST', `/api/clients/${client.id}/bank-accounts`, { bankName: 'Sneaky' }],
      ['PATCH', `/api/clients/${client.id}/bank-accounts/${bank.id}`, { bankName: 'Sneaky' }],
      ['DELETE', `/api/clients/${client.id}/bank-accounts/${bank.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, payload, otherCookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Client not found');
    }
    // Their own client, but this client's account id.
    const theirs = await createClient({}, otherCookie);
    const crossed = await call(
      'PATCH',
      `/api/clients/${theirs.id}/super-accounts/${account.id}`,
      { fundName: 'Sneaky' },
      otherCookie,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await call('GET', `/api/clients/${client.id}/accounts`)).json().superAccounts[0].fundName).toBe(
      'Hostplus',
    );
    expect((await call('GET', `/api/clients/not-a-uuid/accounts`)).statusCode).toBe(404);
  });
});

describe('goals', () => {
  it('adds goals with the default priority, lists them in order, edits and removes them', async () => {
    const client = await createClient();
    const first = await call('POST', `/api/clients/${client.id}/goals`, {
      description: 'Pay off the home loan',
      targetAmount: '$640,000',
      targetDate: '2035-06-30',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      description: 'Pay off the home loan',
      priority: 'medium',
      source: 'typed',
      targetAmount: 640000,
    });
    await call('POST', `/api/clients/${client.id}/goals`, {
      description: 'Travel to Japan',
      priority: 'low',
    });
    const listed = (await call('GET', `/api/clients/${client.id}/goals`)).json();
    expect(listed.map((goal: { description: string }) => goal.description)).toEqual([
      'Pay off the home loan',
      'Travel to Japan',
    ]);

    const edited = await call('PATCH', `/api/clients/${client.id}/goals/${first.json().id}`, {
      priority: 'high',
      notes: 'Offset account first',
    });
    expect(edited.json()).toMatchObject({
      priority: 'high',
      notes: 'Offset account first',
      targetAmount: 640000,
    });
    expect((await call('DELETE', `/api/clients/${client.id}/goals/${first.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/clients/${client.id}/goals`)).json()).toHaveLength(1);
  });

  it('requires a description and a known priority', async () => {
    const client = await createClient();
    const empty = await call('POST', `/api/clients/${client.id}/goals`, { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('description: Please enter a description for the goal');
    const badPriority = await call('POST', `/api/clients/${client.id}/goals`, {
      description: 'Retire',
      priority: 'urgent',
    });
    expect(badPriority.json().message).toBe('priority: Choose high, medium or low');
    const badDate = await call('POST', `/api/clients/${client.id}/goals`, {
      description: 'Retire',
      targetDate: '30/06/2040',
    });
    expect(badDate.json().message).toBe('targetDate: Use a date as YYYY-MM-DD');
  });

  it('answers 404 to another practice', async () => {
    const client = await createClient();
    const goal = (await call('POST', `/api/clients/${client.id}/goals`, { description: 'Retire' })).json();
    for (const [method, url, payload] of [
      ['GET', `/api/clients/${client.id}/goals`],
      ['POST', `/api/clients/${client.id}/goals`, { description: 'Sneaky' }],
      ['PATCH', `/api/clients/${client.id}/goals/${goal.id}`, { description: 'Sneaky' }],
      ['DELETE', `/api/clients/${client.id}/goals/${goal.id}`],
    ] as [Method, string, unknown?][]) {
      expect((await call(method, url, payload, otherPractice.cookie)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    expect((await call('GET', `/api/clients/${client.id}/goals`)).json()[0].description).toBe('Retire');
  });
});

describe('goal voice notes', () => {
  // The first bytes of a WebM file (EBML header), as MediaRecorder writes it.
  const webm = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
    Buffer.alloc(400, 7),
  ]);
  const upload = (clientId: string, bytes: Buffer, cookie = adviser.cookie) => {
    const { payload, headers } = multipartBody([
      { name: 'audio', filename: 'goals.webm', bytes, contentType: 'audio/webm' },
      { name: 'durationSeconds', value: '12.4' },
    ]);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/goal-audio`,
      payload,
      headers: { ...headers, cookie },
    });
  };

  it('keeps a recording with the goals, plays it back and deletes it with its file', async () => {
    const client = await createClient();
    const saved = await upload(client.id, webm);
    expect(saved.statusCode).toBe(201);
    const note = saved.json();
    expect(note).toMatchObject({ mimeType: 'audio/webm', fileSize: webm.length, durationSeconds: 12 });
    expect((await call('GET', `/api/clients/${client.id}/goal-audio`)).json()).toEqual([note]);

    const played = await call('GET', `/api/clients/${client.id}/goal-audio/${note.id}`);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.rawPayload.equals(webm)).toBe(true);

    const [row] = await testApp.db.select().from(goalAudioNotes).where(eq(goalAudioNotes.id, note.id));
    expect((await call('DELETE', `/api/clients/${client.id}/goal-audio/${note.id}`)).statusCode).toBe(204);
    await expect(testApp.storage.get(row!.storageKey)).rejects.toThrow();
    expect((await call('GET', `/api/clients/${client.id}/goal-audio`)).json()).toEqual([]);
  });

  it('refuses a file that is not audio', async () => {
    const client = await createClient();
    const refused = await upload(client.id, Buffer.from('%PDF-1.7 not a recording at all'));
    expect(refused.statusCode).toBe(415);
  });

  it('answers 404 to another practice', async () => {
    const client = await createClient();
    const note = (await upload(client.id, webm)).json();
    expect((await upload(client.id, webm, otherPractice.cookie)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/clients/${client.id}/goal-audio`],
      ['GET', `/api/clients/${client.id}/goal-audio/${note.id}`],
      ['DELETE', `/api/clients/${client.id}/goal-audio/${note.id}`],
    ] as [Method, string][]) {
      expect((await call(method, url, undefined, otherPractice.cookie)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
  });
});

describe('the Fact Find', () => {
  it('follows the ten completion checks as accounts and goals are added', async () => {
    const client = await createClient();
    const summary = (await call('GET', `/api/clients/${client.id}/fact-find`)).json();
    expect(summary).toMatchObject({
      status: 'draft',
      completionPercent: 70,
      missing: ['superAccounts', 'bankAccounts', 'goals'],
      lastReviewedAt: null,
      generations: [],
    });
    await call('POST', `/api/clients/${client.id}/super-accounts`, { fundName: 'Hostplus' });
    await call('POST', `/api/clients/${client.id}/bank-accounts`, { bankName: 'ANZ' });
    const goal = (await call('POST', `/api/clients/${client.id}/goals`, { description: 'Retire' })).json();
    const stored = async () =>
      (await testApp.db.select().from(factFinds).where(eq(factFinds.clientId, client.id)))[0]
        ?.completionPercent;
    expect(await stored()).toBe(100);
    expect((await call('GET', `/api/clients/${client.id}/fact-find`)).json()).toMatchObject({
      completionPercent: 100,
      missing: [],
    });
    await call('DELETE', `/api/clients/${client.id}/goals/${goal.id}`);
    expect(await stored()).toBe(90);

    // A personal field cleared through the client's own call counts too.
    await call('PATCH', `/api/clients/${client.id}`, { mobile: '' });
    expect((await call('GET', `/api/clients/${client.id}/fact-find`)).json()).toMatchObject({
      completionPercent: 80,
      missing: ['mobile', 'goals'],
    });
  });

  it('Save Progress records the review with a snapshot of the Fact Find', async () => {
    const client = await createClient();
    const saved = await call('PUT', `/api/clients/${client.id}/fact-find`, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', completionPercent: 70 });
    expect(Date.parse(saved.json().lastReviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await testApp.db.select().from(factFinds).where(eq(factFinds.clientId, client.id));
    const snapshot = row!.jsonSnapshot as {
      current: { client: { familyName: string } };
      currentHash: string;
    };
    expect(snapshot.current.client.familyName).toBe("O'Brien");
    expect(snapshot.currentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('PUT', `/api/clients/${client.id}/fact-find`, { status: 'final' })).statusCode).toBe(
      400,
    );
  });

  it('generates the PDF named after the family name and keeps each generation with its hash', async () => {
    const client = await createClient({ familyName: "O'Brien" });
    await call('POST', `/api/clients/${client.id}/super-accounts`, {
      fundName: 'AustralianSuper',
      memberNumberMasked: '11112222',
      balance: 81234.56,
    });
    const generated = await call('POST', `/api/clients/${client.id}/fact-find/generate`);
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['content-type']).toBe('application/pdf');
    expect(generated.headers['content-disposition']).toBe(
      `attachment; filename="OBrien_Fact_Find.pdf"; filename*=UTF-8''O'Brien_Fact_Find.pdf`,
    );
    expect(generated.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages } = await readPdfText(generated.rawPayload);
    expect(pages[0]).toContain('Harbour Wealth Partners');
    expect(pages[0]).toContain("Sean Patrick O'Brien");
    const everything = pages.join(' ');
    expect(everything).toContain('$81,234.56');
    expect(everything).toContain('****2222');
    expect(everything).not.toContain('11112222');

    const summary = (await call('GET', `/api/clients/${client.id}/fact-find`)).json();
    expect(summary.status).toBe('generated');
    expect(summary.generations).toHaveLength(1);
    expect(summary.generations[0]).toMatchObject({
      completionPercent: 80,
      contentHash: generated.headers['x-content-hash'],
      filename: "O'Brien_Fact_Find.pdf",
    });
    expect(summary.generations[0].pdfHash).toMatch(/^[0-9a-f]{64}$/);

    // Saving without a change keeps it generated; a change makes it a draft again.
    expect((await call('PUT', `/api/clients/${client.id}/fact-find`, {})).json().status).toBe('generated');
    await call('POST', `/api/clients/${client.id}/goals`, { description: 'Retire' });
    expect((await call('PUT', `/api/clients/${client.id}/fact-find`, {})).json().status).toBe('draft');

    await call('POST', `/api/clients/${client.id}/fact-find/generate`);
    const again = (await call('GET', `/api/clients/${client.id}/fact-find`)).json();
    expect(again.generations).toHaveLength(2);
    expect(again.generations[1].contentHash).not.toBe(again.generations[0].contentHash);
  });

  it('answers 404 to another practice for the Fact Find and its PDF', async () => {
    const client = await createClient();
    for (const [method, url, payload] of [
      ['GET', `/api/clients/${client.id}/fact-find`],
      ['PUT', `/api/clients/${client.id}/fact-find`, {}],
      ['POST', `/api/clients/${client.id}/fact-find/generate`],
    ] as [Method, string, unknown?][]) {
      const response = await call(method, url, payload, otherPractice.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Client not found');
    }
    expect((await call('POST', `/api/clients/${missingId}/fact-find/generate`)).statusCode).toBe(404);
  });
});

describe('claiming documents-first documents', () => {
  it('attaches the practice’s unclaimed documents to the client, once', async () => {
    const client = await createClient();
    const first = await insertDocument(adviser.practiceId, null, {
      type: 'license',
      filename: 'licence.jpg',
    });
    const second = await insertDocument(adviser.practiceId, null);
    const claimed = await call('POST', `/api/clients/${client.id}/documents/claim`, {
      documentIds: [first, second],
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ claimed: [first, second].sort(), alreadyAttached: [] });
    const rows = await testApp.db
      .select({ clientId: documents.clientId })
      .from(documents)
      .where(eq(documents.id, first));
    expect(rows[0]?.clientId).toBe(client.id);

    const again = await call('POST', `/api/clients/${client.id}/documents/claim`, { documentIds: [first] });
    expect(again.json()).toEqual({ claimed: [], alreadyAttached: [first] });
  });

  it('refuses another client’s document, another practice’s document and a bad request', async () => {
    const client = await createClient();
    const other = await createClient({ givenNames: 'Other' });
    const theirs = await insertDocument(adviser.practiceId, other.id);
    const conflict = await call('POST', `/api/clients/${client.id}/documents/claim`, {
      documentIds: [theirs],
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('A document already belongs to another client');

    const elsewhere = await insertDocument(otherPractice.practiceId, null);
    const hidden = await call('POST', `/api/clients/${client.id}/documents/claim`, {
      documentIds: [elsewhere],
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Document not found');

    const unclaimed = await insertDocument(adviser.practiceId, null);
    const otherClient = await call(
      'POST',
      `/api/clients/${client.id}/documents/claim`,
      { documentIds: [unclaimed] },
      otherPractice.cookie,
    );
    expect(otherClient.statusCode).toBe(404);
    const stillUnclaimed = await testApp.db
      .select({ clientId: documents.clientId })
      .from(documents)
      .where(eq(documents.id, unclaimed));
    expect(stillUnclaimed[0]?.clientId).toBeNull();

    const empty = await call('POST', `/api/clients/${client.id}/documents/claim`, { documentIds: [] });
    expect(empty.json().message).toBe('documentIds: Choose at least one document');
  });
});

describe('property research', () => {
  it('gives an indicative estimate from the shipped medians and says what it is based on', async () => {
    const response = await call('POST', '/api/research-property-value', {
      address: '12 Wattle St, Bondi, NSW, 2026',
    });
    expect(response.statusCode).toBe(200);
    const estimate = response.json();
    expect(estimate).toMatchObject({
      estimatedValue: 1450000,
      indicative: true,
      dwelling: 'house',
      region: 'Greater Sydney',
      source: 'FactFind median-value table',
    });
    expect(estimate.low).toBeLessThan(estimate.estimatedValue);
    expect(estimate.high).toBeGreaterThan(estimate.estimatedValue);
    expect(estimate.basis).toMatch(/^Indicative only: the approximate median house price for Greater Sydney/);
    expect(estimate.basis).toContain('not a valuation');

    const unit = (
      await call('POST', '/api/research-property-value', { address: 'Unit 4, 56 King St, Newtown NSW 2042' })
    ).json();
    expect(unit).toMatchObject({ dwelling: 'unit', estimatedValue: 820000 });
    const regional = (
      await call('POST', '/api/research-property-value', { address: '3 Lake Rd, Ballarat VIC 3350' })
    ).json();
    expect(regional.region).toBe('Regional Victoria');
  });

  it('needs an address, and says when it has nothing to go on', async () => {
    for (const address of ['', '  ', 'Not provided']) {
      const response = await call('POST', '/api/research-property-value', { address });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'address: Please ensure a complete address is available before researching property value',
      );
    }
    const nowhere = await call('POST', '/api/research-property-value', { address: '12 Wattle St' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe('No estimate is available for this address');
  });

  it('is only for signed-in advisers', async () => {
    const response = await call(
      'POST',
      '/api/research-property-value',
      { address: '1 Hay St, Perth WA 6000' },
      '',
    );
    expect(response.statusCode).toBe(401);
  });
});
