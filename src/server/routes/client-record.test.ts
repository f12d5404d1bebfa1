import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientRecordView, RecordFact } from '@/shared/record/record-types';
import type { FactOffers } from '@/shared/schemas/extracted-facts';
import {
  bankAccounts,
  clientFactConfirmations,
  clientFacts,
  documents,
  superAccounts,
} from '@/server/db/schema';
import { replaceDefaultedValues } from '@/server/core/client-record/replace-defaulted-values';
import { readLedger } from '@/server/core/client-record/read-ledger';
import { insertReadDocument, insertUnderstoodDocument } from '@/server/test-support/read-document-row';
import { makeRecognisedDocument } from '@/server/reading/extract/testing/make-recognised-document';
import { SAMPLE_TEXT } from '@/server/reading/extract/testing/sample-documents';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { sampleClient } from '@/server/test-support/sample-client';
import { samplePack, samplePackFacts, type PackDocument } from '@/server/test-support/sample-pack';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

/**
 * The client's record through the API (decision 017): documents offer, the adviser accepts, every screen's
 * save sends only what it changed, and the rules hold: a value a person gave is never replaced by a
 * document's, nothing unknown is invented, cycles and periods travel from the page to the PDF.
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

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie, ...(await currentIfMatch(testApp.app, method, url, cookie)) },
  });

/** A client as the intake makes one: the name and e-mail typed, the date of birth left at its default. */
async function intakeClient(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call(
    'POST',
    '/api/clients',
    sampleClient({
      givenNames: 'Priya Anjali',
      familyName: 'Raman',
      email: 'priya.raman@example.com',
      dob: '1978-01-01',
      defaultedFields: ['dob'],
      mobile: undefined,
      streetAddress: undefined,
      suburb: undefined,
      state: undefined,
      postcode: undefined,
      occupation: undefined,
      employer: undefined,
      maritalStatus: 'single',
      spouseGivenNames: undefined,
      spouseFamilyName: undefined,
      spouseDob: undefined,
      scopeOfAdvice: ['Superannuation advice', 'Insurance advice', 'Debt management'],
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** The pack's documents as the worker leaves them for this client. */
async function insertDocuments(
  clientId: string,
  pack: readonly PackDocument[] = samplePack,
): Promise<string[]> {
  const ids: string[] = [];
  for (const document of pack)
    ids.push(
      await insertReadDocument(testApp.db, {
        practiceId: adviser.practiceId,
        clientId,
        type: document.type,
        filename: document.filename,
        fields: document.fields,
        documentDate: document.documentDate,
      }),
    );
  return ids;
}

const record = async (clientId: string): Promise<ClientRecordView> => {
  const response = await call('GET', `/api/clients/${clientId}/record`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const offers = async (clientId: string): Promise<FactOffers> =>
  (await call('GET', `/api/clients/${clientId}/fact-offers`)).json();

/** What the screens' Accept all sends: every offer that is not a conflict. */
async function acceptAll(clientId: string): Promise<string[]> {
  const keys = (await offers(clientId)).offers.filter((offer) => !offer.conflict).map((offer) => offer.key);
  if (keys.length === 0) return [];
  const accepted = await call('POST', `/api/clients/${clientId}/fact-offers/accept`, { keys });
  expect(accepted.statusCode).toBe(200);
  return accepted.json().accepted;
}

/** The record's facts of a subject kind ('super' → the one super fund's subject). */
function factOf(view: ClientRecordView, kind: string, field: string): RecordFact | undefined {
  return view.facts.find(
    (fact) => (fact.subject === kind || fact.subject.startsWith(`${kind}:`)) && fact.field === field,
  );
}

describe('the round trip: documents → Accept all → questionnaire → Fact Find → reload → PDF', () => {
  it('holds every fact of the pack once, right, with its source, cycle and period, and prints it so', async () => {
    const clientId = await intakeClient();
    await insertDocuments(clientId);
    // The worker replaces the intake's default date of birth with the licence's, as soon as it reads it.
    expect(await replaceDefaultedValues(testApp.db, clientId)).toEqual(['dob']);

    const before = await offers(clientId);
    expect(before.offers.filter((offer) => offer.conflict)).toEqual([]);
    const address = before.offers.find((offer) => offer.key === 'client.address');
    // The licence's current address, not the undated bill's old one.
    expect(address?.display).toBe('14 Banksia Crescent, Ringwood, VIC, 3134');
    expect(address?.sources.map((source) => source.filename).sort()).toEqual([
      'ing-september.pdf',
      'licence.jpg',
    ]);
    const fund = before.offers.find((offer) => offer.key.startsWith('super.add:'));
    expect(fund?.display).toContain('income protection premium $726.32 a year');
    expect(fund?.display).toContain('balance $186,432.77 as at 30/06/2026');
    expect(fund?.display).toContain('contributions $14,820.50 for the 2025–26 financial year');
    expect(fund?.display).not.toMatch(/tpd/i);

    await acceptAll(clientId);
    // Another screen's saves, made with what it loaded before: only what they changed is sent.
    expect(
      (
        await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
          answers: { riskTolerance: 'growth' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('PATCH', `/api/clients/${clientId}`, { preferredName: 'Pri' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/clients/${clientId}/fact-find`, {})).statusCode).toBe(200);

    const view = await record(clientId);
    for (const expected of samplePackFacts) {
      const matching = view.facts.filter(
        (fact) =>
          (fact.subject === expected.subject || fact.subject.startsWith(`${expected.subject}:`)) &&
          fact.field === expected.field,
      );
      const label = `${expected.subject}.${expected.field}`;
      expect(matching, label).toHaveLength(1);
      const [fact] = matching as [RecordFact];
      expect(fact.value, label).toEqual(expected.value);
      expect(fact.cycle, label).toBe(expected.cycle ?? null);
      if (expected.asAt) expect(fact.asAt, label).toBe(expected.asAt);
      if (expected.period) expect(fact.period, label).toBe(expected.period);
      // The intake typed the name and e-mail (the documents agree); everything else came from a document.
      if (expected.subject === 'client' && ['givenNames', 'familyName', 'email'].includes(expected.field)) {
        expect(fact, label).toMatchObject({ status: 'set', source: { kind: 'adviser' } });
      } else {
        expect(fact.status, label).toBe('accepted');
        expect(fact.source.kind, label).toBe('document');
        expect(fact.source.filename, label).toMatch(/\.(pdf|jpg)$/);
      }
    }
    expect(view.items.map((item) => item.kind).sort()).toEqual([
      'asset',
      'bank',
      'liability',
      'policy',
      'super',
    ]);
    // Nothing nobody gave: no TPD cover, no property ownership, listed as missing instead.
    expect(factOf(view, 'super', 'insuranceTPD')).toBeUndefined();
    expect(factOf(view, 'client', 'propertyOwnership')).toBeUndefined();
    expect(view.missing.map((missing) => missing.label)).toEqual(
      expect.arrayContaining(['Aware Super ****3456: TPD cover', 'Property ownership']),
    );
    expect((await offers(clientId)).offers).toEqual([]);

    // The PDF is the record: every fact once, with its cycle, date or period; no default; no $0.
    const pdf = await call('POST', `/api/clients/${clientId}/fact-find/generate`);
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).pages.join('\n');
    for (const expected of samplePackFacts) expect(text, expected.printed).toContain(expected.printed);
    expect(text).not.toContain('1978');
    expect(text).not.toMatch(/\bRents?\b/);
    expect(text).not.toMatch(/TPD[^\n]*\$0\b/);
    expect(text).not.toContain('$726.32 a month');
  });

  it('keeps the entity tables equal to the ledger replayed', async () => {
    const clientId = await intakeClient();
    await insertDocuments(clientId);
    await acceptAll(clientId);
    const ledger = await readLedger(testApp.db, clientId);
    const [fund] = await testApp.db.select().from(superAccounts).where(eq(superAccounts.clientId, clientId));
    const [bank] = await testApp.db.select().from(bankAccounts).where(eq(bankAccounts.clientId, clientId));
    for (const [row, kind] of [
      [fund, 'super'],
      [bank, 'bank'],
    ] as const) {
      for (const fact of ledger.facts.filter((candidate) => candidate.subject === `${kind}:${row?.id}`))
        expect((row as Record<string, unknown>)[fact.field], `${kind}.${fact.field}`).toEqual(fact.value);
    }
    const client = (await call('GET', `/api/clients/${clientId}`)).json();
    for (const fact of ledger.facts.filter((candidate) => candidate.subject === 'client'))
      expect(client[fact.field], fact.field).toEqual(fact.value);
  });
});

describe('a value a person gave is never replaced by a document', () => {
  it("keeps the adviser's value, offers a later document's as a conflict beside it, outside Accept all", async () => {
    const clientId = await intakeClient();
    await insertDocuments(clientId);
    await acceptAll(clientId);
    // The adviser corrects the employer on the Fact Find.
    expect(
      (await call('PATCH', `/api/clients/${clientId}`, { employer: 'EastLink Logistics' })).statusCode,
    ).toBe(200);
    // A later payslip says something else.
    await insertDocuments(clientId, [
      {
        filename: 'payslip-november.pdf',
        type: 'payslip',
        documentDate: '2026-11-12',
        fields: {
          fullName: 'Priya Raman',
          employer: 'Eastlink Logistics Group',
          payDate: '2026-11-12',
          annualSalary: 104000,
        },
      },
    ]);
    const conflict = (await offers(clientId)).offers.find((offer) => offer.key === 'client.employer');
    expect(conflict).toMatchObject({
      conflict: { status: 'set' },
      current: 'EastLink Logistics',
      display: 'Eastlink Logistics Group',
    });
    expect(conflict?.sources[0]?.filename).toBe('payslip-november.pdf');

    // Accept all: the salary (read from a document before) updates; the adviser's employer stays.
    expect(await acceptAll(clientId)).toEqual(['cashFlow.baseSalary']);
    // Even named explicitly, a conflict is not written without choosing the document's value.
    const refused = await call('POST', `/api/clients/${clientId}/fact-offers/accept`, {
      keys: ['client.employer'],
    });
    expect(refused.json().accepted).toEqual([]);
    const view = await record(clientId);
    expect(factOf(view, 'client', 'employer')).toMatchObject({
      value: 'EastLink Logistics',
      status: 'set',
      source: { kind: 'adviser' },
    });
    expect(factOf(view, 'cashFlow', 'baseSalary')).toMatchObject({ value: 104000, status: 'accepted' });
    expect(view.readyToSign).toBe(false);

    // Chosen one by one, the document's value is taken; the history keeps both.
    const taken = await call('POST', `/api/clients/${clientId}/fact-offers/accept`, {
      keys: ['client.employer'],
      replacePersonGiven: true,
    });
    expect(taken.json().accepted).toEqual(['client.employer']);
    const history = (
      await call('GET', `/api/clients/${clientId}/record/history?subject=client&field=employer`)
    ).json().entries;
    expect(history.map((entry: RecordFact) => [entry.value, entry.status])).toEqual([
      ['Eastlink Logistics Pty Ltd', 'accepted'],
      ['EastLink Logistics', 'set'],
      ['Eastlink Logistics Group', 'accepted'],
    ]);
  });

  it('offers a super balance equal to the death cover with "Check", outside Accept all, accepted on its own', async () => {
    const clientId = await intakeClient({ givenNames: 'Jane', familyName: 'Citizen' });
    // Read by the server's extraction: the closing balance printed is the death cover's figure.
    const text = SAMPLE_TEXT.super.replace(
      /Closing balance at 30 June 2025 +\$120,000\.00/,
      'Closing balance at 30 June 2025                                       $500,000.00',
    );
    expect(text).not.toBe(SAMPLE_TEXT.super);
    await insertUnderstoodDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      filename: 'australiansuper-2025.pdf',
      recognised: makeRecognisedDocument(text),
    });
    const superOffer = (await offers(clientId)).offers.find((offer) => offer.key.startsWith('super.add:'));
    expect(superOffer).toMatchObject({
      changes: { balance: 500000, insuranceLife: 500000 },
      checks: ['The balance equals the death cover on the same statement ($500,000.00).'],
    });
    expect(superOffer?.sources[0]?.check).toBe(superOffer?.checks[0]);
    // Accept all (what the screens send: every offer that is neither a conflict nor to check) leaves it.
    const all = (await offers(clientId)).offers.filter((offer) => !offer.conflict).map((offer) => offer.key);
    const accepted = await call('POST', `/api/clients/${clientId}/fact-offers/accept`, { keys: all });
    expect(accepted.json().accepted).not.toContain(superOffer!.key);
    expect((await offers(clientId)).offers.map((offer) => offer.key)).toContain(superOffer!.key);
    // Accepted on its own, it is written.
    const alone = await call('POST', `/api/clients/${clientId}/fact-offers/accept`, {
      keys: [superOffer!.key],
      acceptChecked: true,
    });
    expect(alone.json().accepted).toEqual([superOffer!.key]);
    expect(factOf(await record(clientId), 'super', 'balance')).toMatchObject({ value: 500000 });
  });

  it("offers the client's correction through their link, not the reading it corrected, and Accept all keeps it", async () => {
    const clientId = await intakeClient({ givenNames: 'Priya', familyName: 'Raman' });
    // A misreading: letters lost and changed.
    const [licence] = await insertDocuments(clientId, [
      {
        ...samplePack[0]!,
        fields: { ...samplePack[0]!.fields, fullName: 'Priya Anjeli Raman' },
      },
    ]);
    const requestRow = await call('POST', `/api/clients/${clientId}/document-requests`, {
      checklist: [{ id: 'photo-id', label: 'Photo ID', accepts: ['license', 'passport'] }],
      sendEmail: false,
    });
    expect(requestRow.statusCode).toBe(201);
    const { request } = requestRow.json();
    await testApp.db
      .update(documents)
      .set({ documentRequestId: request.id })
      .where(eq(documents.id, licence!));
    await testApp.db.insert(clientFactConfirmations).values({
      clientId,
      requestId: request.id,
      factKey: 'fact:givenNames',
      field: 'givenNames',
      label: 'Given names',
      readValue: 'Priya Anjeli',
      correction: 'Priya Anjali',
    });
    const offered = (await offers(clientId)).offers.find((offer) => offer.key === 'client.name');
    // The intake's "Priya" was typed by the adviser: the client's fuller name comes as a conflict beside it.
    expect(offered).toMatchObject({
      display: 'Priya Anjali Raman',
      clientWord: { correction: 'Priya Anjali' },
    });
    await acceptAll(clientId);
    await call('POST', `/api/clients/${clientId}/fact-offers/accept`, {
      keys: ['client.name'],
      replacePersonGiven: true,
    });
    const view = await record(clientId);
    expect(factOf(view, 'client', 'givenNames')).toMatchObject({
      value: 'Priya Anjali',
      status: 'corrected',
      source: { kind: 'client' },
    });
    expect(factOf(view, 'client', 'givenNames')?.confirmedByClientAt).toEqual(expect.any(String));
    // A later Accept all, or the document read again, never brings the misreading back.
    await acceptAll(clientId);
    expect((await call('GET', `/api/clients/${clientId}`)).json().givenNames).toBe('Priya Anjali');
  });
});

describe('identity, visible and decidable', () => {
  it("shows a document set aside as someone else's, and takes the adviser's word that it is the client's", async () => {
    const clientId = await intakeClient();
    const [fundId] = await insertDocuments(clientId, [
      // OCR split a label into the member's name: the fund's own statement names "Member Details".
      { ...samplePack[3]!, fields: { ...samplePack[3]!.fields, fullName: 'Member Details' } },
    ]);
    const view = await record(clientId);
    expect(view.flaggedDocuments.map((document) => document.id)).toEqual([fundId]);
    expect(view.offers.some((offer) => offer.key.startsWith('super.'))).toBe(false);

    expect(
      (
        await call(
          'PUT',
          `/api/clients/${clientId}/documents/${fundId}/owner`,
          { owner: 'client' },
          otherPractice.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/clients/${clientId}/documents/${fundId}/owner`, { owner: 'client' }))
        .statusCode,
    ).toBe(204);
    const after = await record(clientId);
    expect(after.flaggedDocuments).toEqual([]);
    expect(after.offers.some((offer) => offer.key.startsWith('super.add:'))).toBe(true);
    const history = (await call('GET', `/api/clients/${clientId}/history`)).json().events;
    expect(history[0]).toMatchObject({ action: 'document.owner-confirmed' });
  });
});

describe('writes to one record take turns', () => {
  it('adds each account once when Accept all is pressed 50 times at once', async () => {
    const clientId = await intakeClient();
    await insertDocuments(clientId);
    const keys = (await offers(clientId)).offers.map((offer) => offer.key);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `/api/clients/${clientId}/fact-offers/accept`, { keys })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const accepted = answers.flatMap((answer) => answer.json().accepted as string[]);
    expect(accepted.filter((key) => key.startsWith('super.add:'))).toHaveLength(1);
    const view = await record(clientId);
    expect(view.items.filter((item) => item.kind === 'super')).toHaveLength(1);
    expect(view.items.filter((item) => item.kind === 'bank')).toHaveLength(1);
  });
});

describe('the ledger', () => {
  it('refuses to change or delete an entry, and goes with its client', async () => {
    const clientId = await intakeClient();
    await expect(
      testApp.db
        .update(clientFacts)
        .set({ value: { v: 'tampered' } })
        .where(eq(clientFacts.clientId, clientId)),
    ).rejects.toThrow();
    await expect(testApp.db.delete(clientFacts).where(eq(clientFacts.clientId, clientId))).rejects.toThrow();
    expect((await call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204);
    expect(await testApp.db.select().from(clientFacts).where(eq(clientFacts.clientId, clientId))).toEqual([]);
  });
});
