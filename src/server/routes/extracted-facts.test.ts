import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientPicture, FactOffers } from '@/shared/schemas/extracted-facts';
import { documentCorrections } from '@/server/db/schema';
import { replaceDefaultedValues } from '@/server/core/client-record/replace-defaulted-values';
import { changedJobPack } from '@/server/test-support/changed-job-pack';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

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

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = adviser.cookie) =>
  testApp.app.inject({ method, url, payload, headers: { cookie } });

/** A client as the intake makes one: name and e-mail typed, nothing else the documents hold. */
async function intakeClient(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await request(
    'POST',
    '/api/clients',
    sampleClient({
      givenNames: 'Linh',
      familyName: 'Pham',
      email: 'linh.pham65@outlook.com',
      dob: '1978-01-01',
      defaultedFields: ['dob'],
      mobile: undefined,
      streetAddress: undefined,
      suburb: undefined,
      state: undefined,
      postcode: undefined,
      occupation: undefined,
      employer: undefined,
      maritalStatus: 'married',
      spouseGivenNames: 'Minh',
      spouseFamilyName: 'Nguyen',
      spouseDob: '1966-02-02',
      spouseEmployer: undefined,
      spouseOccupation: undefined,
      scopeOfAdvice: ['Superannuation advice', 'Insurance advice', 'Debt management'],
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** The changed-job client's documents as the worker would leave them for this client. */
async function insertPack(clientId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const document of changedJobPack) {
    ids.push(
      await insertReadDocument(testApp.db, {
        practiceId: adviser.practiceId,
        clientId,
        type: document.documentType,
        filename: document.filename,
        fields: document.fields,
        documentDate: document.documentDate,
      }),
    );
  }
  return ids;
}

describe('the client picture', () => {
  it('merges the client documents with a source for every fact, and is practice-scoped', async () => {
    const clientId = await intakeClient();
    await insertPack(clientId);
    const response = await request('GET', `/api/clients/${clientId}/extracted-facts`);
    expect(response.statusCode).toBe(200);
    const picture: ClientPicture = response.json();
    const fact = (field: string) => picture.facts.find((item) => item.field === field);
    expect(fact('employer')?.value).toBe('Longreach Transport Co Pty Ltd');
    expect(fact('dob')?.value).toBe('1965-09-10');
    expect(fact('baseSalary')).toMatchObject({
      subject: 'cashFlow',
      value: 206000,
      units: { cycle: 'annual' },
    });
    expect(fact('streetAddress')?.value).toBe('54 Magpie Grove');
    for (const item of picture.facts) {
      expect(item.sources.length, item.field).toBeGreaterThan(0);
      expect(item.sources[0]).toMatchObject({ page: 1, confidence: 'high' });
      expect(item.sources[0]?.filename).toMatch(/\.pdf$/);
    }
    expect(picture.holdings.map((holding) => `${holding.kind} ${holding.number}`).sort()).toEqual([
      'bank ****0908',
      'super ****3320',
    ]);
    expect(picture.documents.every((document) => document.person.status === 'client')).toBe(true);

    expect(
      (await request('GET', `/api/clients/${clientId}/extracted-facts`, undefined, otherPractice.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('GET', `/api/clients/${clientId}/fact-offers`, undefined, otherPractice.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request(
          'POST',
          `/api/clients/${clientId}/fact-offers/accept`,
          { keys: ['client.dob'] },
          otherPractice.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('changes when a document is deleted or corrected', async () => {
    const clientId = await intakeClient();
    const ids = await insertPack(clientId);
    const payslipId = ids[2] as string; // a299d87d.pdf: the newest payslip
    const employer = async () =>
      ((await request('GET', `/api/clients/${clientId}/extracted-facts`)).json() as ClientPicture).facts.find(
        (fact) => fact.field === 'employer',
      )?.value;
    expect(await employer()).toBe('Longreach Transport Co Pty Ltd');

    await testApp.db.insert(documentCorrections).values({
      documentId: payslipId,
      fieldKey: 'employer',
      action: 'corrected',
      value: 'Longreach Transport Company',
    });
    expect(await employer()).toBe('Longreach Transport Company');
    const picture: ClientPicture = (await request('GET', `/api/clients/${clientId}/extracted-facts`)).json();
    expect(picture.facts.find((fact) => fact.field === 'employer')?.sources[0]?.corrected).toBe(true);

    await testApp.db.delete(documentCorrections).where(eq(documentCorrections.documentId, payslipId));
    expect((await request('DELETE', `/api/documents/${payslipId}`)).statusCode).toBeLessThan(300);
    expect(await employer()).toBe('Kingfisher Marine Engineering Pty Ltd');
  });
});

describe('offers to the client record', () => {
  it('offers every fact the record lacks; accepting all fills the record with sources', async () => {
    const clientId = await intakeClient();
    await insertPack(clientId);
    const offers: FactOffers = (await request('GET', `/api/clients/${clientId}/fact-offers`)).json();
    const keys = offers.offers.map((offer) => offer.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'client.dob',
        'client.mobile',
        'client.address',
        'client.employer',
        'client.occupation',
        'super.add:super:#3320',
        'bank.add:bank:#0908',
        'cashFlow.baseSalary',
      ]),
    );
    expect(keys).not.toContain('client.name');
    expect(keys).not.toContain('client.email');

    const accepted = await request('POST', `/api/clients/${clientId}/fact-offers/accept`, { keys });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().accepted.sort()).toEqual([...keys].sort());

    const client = (await request('GET', `/api/clients/${clientId}`)).json();
    expect(client).toMatchObject({
      dob: '1965-09-10',
      mobile: '0491570084',
      streetAddress: '54 Magpie Grove',
      suburb: 'Shellharbour',
      state: 'NSW',
      postcode: '2529',
      employer: 'Longreach Transport Co Pty Ltd',
      occupation: 'Depot Manager',
    });
    const accounts = (await request('GET', `/api/clients/${clientId}/accounts`)).json();
    expect(accounts.superAccounts).toHaveLength(1);
    expect(accounts.superAccounts[0]).toMatchObject({
      fundName: 'Rest',
      balance: 1784641.52,
      insuranceLife: 500000,
    });
    expect(accounts.superAccounts[0].source.filename).toMatch(/\.pdf$/);
    expect(accounts.bankAccounts[0]).toMatchObject({ bankName: 'NAB', accountNumberMasked: '****0908' });
    const questionnaire = (await request('GET', `/api/clients/${clientId}/questionnaire`)).json();
    expect(questionnaire.cashFlow.baseSalary).toBe(206000);
    // The adviser's own totals stay theirs; covers inside super stay on the fund, not doubled as policies.
    expect(questionnaire.answers.superBalance).toBeUndefined();
    expect(questionnaire.insurancePolicies).toEqual([]);

    const after: FactOffers = (await request('GET', `/api/clients/${clientId}/fact-offers`)).json();
    expect(after.offers).toEqual([]);
  });

  it('keeps dismissals on the server, and offers a different value again', async () => {
    const clientId = await intakeClient({ employer: 'Someone Else Pty Ltd' });
    const ids = await insertPack(clientId);
    const dismissed = await request('POST', `/api/clients/${clientId}/fact-offers/dismiss`, {
      keys: ['client.employer'],
    });
    expect(dismissed.json()).toEqual({ dismissed: ['client.employer'] });
    const offers: FactOffers = (await request('GET', `/api/clients/${clientId}/fact-offers`)).json();
    expect(offers.offers.map((offer) => offer.key)).not.toContain('client.employer');

    await testApp.db.insert(documentCorrections).values({
      documentId: ids[2] as string,
      fieldKey: 'employer',
      action: 'corrected',
      value: 'Longreach Transport',
    });
    const again: FactOffers = (await request('GET', `/api/clients/${clientId}/fact-offers`)).json();
    expect(again.offers.find((offer) => offer.key === 'client.employer')?.display).toBe(
      'Longreach Transport',
    );
  });
});

describe('identity', () => {
  it("flags another person's document and offers the partner's payslip for the partner's fields", async () => {
    const clientId = await intakeClient();
    await insertPack(clientId);
    await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      filename: 'someone-else.pdf',
      fields: {
        fullName: 'Margaret Okafor',
        employer: 'Okafor Holdings',
        annualSalary: 99000,
        payDate: '2026-08-01',
      },
    });
    await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      filename: 'partner-payslip.pdf',
      fields: {
        fullName: 'Minh Nguyen',
        employer: 'Coastal Freight Pty Ltd',
        position: 'Dispatcher',
        payDate: '2026-08-01',
      },
    });
    const offers: FactOffers = (await request('GET', `/api/clients/${clientId}/fact-offers`)).json();
    expect(offers.flaggedDocuments.map((document) => [document.filename, document.person.name])).toEqual([
      ['someone-else.pdf', 'Margaret Okafor'],
    ]);
    const byKey = new Map(offers.offers.map((offer) => [offer.key, offer]));
    expect(byKey.get('client.employer')?.display).toBe('Longreach Transport Co Pty Ltd');
    expect(byKey.get('partner.employer')?.display).toBe('Coastal Freight Pty Ltd');
    expect(byKey.get('partner.employer')?.sources[0]?.filename).toBe('partner-payslip.pdf');
    expect(offers.offers.some((offer) => offer.display.includes('Okafor'))).toBe(false);

    // The client's document list says whose each document is, and what it holds.
    const listed: {
      filename: string;
      person: { status: string } | null;
      description: { highlights: string[] };
    }[] = (await request('GET', `/api/clients/${clientId}/documents`)).json();
    const row = (filename: string) => listed.find((document) => document.filename === filename);
    expect(row('someone-else.pdf')?.person?.status).toBe('other');
    expect(row('partner-payslip.pdf')?.person?.status).toBe('partner');
    expect(row('a299d87d.pdf')?.person?.status).toBe('client');
    expect(row('a299d87d.pdf')?.description.highlights[0]).toBe('Longreach Transport Co');
  });

  it('says when a newer document supersedes an address', async () => {
    const clientId = await intakeClient();
    const insert = (filename: string, street: string, documentDate: string) =>
      insertReadDocument(testApp.db, {
        practiceId: adviser.practiceId,
        clientId,
        type: 'other',
        filename,
        fields: { fullName: 'Linh Pham', provider: 'AGL', addressStreet: street, addressSuburb: 'Bondi' },
        documentDate,
      });
    await insert('old-bill.pdf', '3 Melaleuca Hwy', '2025-01-10');
    await insert('new-bill.pdf', '54 Magpie Grove', '2026-09-10');
    const listed: { filename: string; description: { warnings: string[] } }[] = (
      await request('GET', `/api/clients/${clientId}/documents`)
    ).json();
    expect(listed.find((document) => document.filename === 'old-bill.pdf')?.description.warnings).toContain(
      'Address 3 Melaleuca Hwy, Bondi is superseded by a newer document (new-bill.pdf).',
    );
    expect(listed.find((document) => document.filename === 'new-bill.pdf')?.description.warnings).toEqual([]);
  });
});

describe('a value nobody gave is not a fact', () => {
  it('keeps the intake default date marked, not counted, replaced by a document and confirmable', async () => {
    const clientId = await intakeClient();
    const completion = async () =>
      (await request('GET', `/api/clients/${clientId}/fact-find`)).json().completionPercent as number;
    const client = (await request('GET', `/api/clients/${clientId}`)).json();
    expect(client).toMatchObject({ dob: '1978-01-01', defaultedFields: ['dob'] });
    expect(await completion()).toBe(20); // name and email of ten checks: the default date does not count

    // Saving the Fact Find sends the same default back: it stays a default.
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/clients/${clientId}`,
      payload: { dob: '1978-01-01', givenNames: 'Linh' },
      headers: {
        cookie: adviser.cookie,
        ...(await currentIfMatch(testApp.app, 'PATCH', `/api/clients/${clientId}`, adviser.cookie)),
      },
    });
    expect((await request('GET', `/api/clients/${clientId}`)).json().defaultedFields).toEqual(['dob']);

    // A document about the client replaces it without asking, as its source.
    await insertPack(clientId);
    expect(await replaceDefaultedValues(testApp.db, clientId)).toEqual(['dob']);
    expect((await request('GET', `/api/clients/${clientId}`)).json()).toMatchObject({
      dob: '1965-09-10',
      defaultedFields: [],
    });
    expect(await completion()).toBe(30);
    const offers: FactOffers = (await request('GET', `/api/clients/${clientId}/fact-offers`)).json();
    expect(offers.offers.map((offer) => offer.key)).not.toContain('client.dob');
  });

  it('is confirmed as given on request, or when changed', async () => {
    const confirmed = await intakeClient();
    const patch = async (id: string, payload: object) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/clients/${id}`,
        payload,
        headers: {
          cookie: adviser.cookie,
          ...(await currentIfMatch(testApp.app, 'PATCH', `/api/clients/${id}`, adviser.cookie)),
        },
      });
    expect((await patch(confirmed, { confirmedFields: ['dob'] })).json()).toMatchObject({
      dob: '1978-01-01',
      defaultedFields: [],
    });
    const changed = await intakeClient();
    expect((await patch(changed, { dob: '1980-05-05' })).json().defaultedFields).toEqual([]);
    // Only a date still at the default can be marked at creation.
    const typed = await intakeClient({ dob: '1981-02-03' });
    expect((await request('GET', `/api/clients/${typed}`)).json().defaultedFields).toEqual([]);
  });
});

describe('the same person twice', () => {
  it('finds clients with the same e-mail, or the same name and a given date of birth, in the practice only', async () => {
    const first = await intakeClient({
      email: 'Twin.Person@Example.com',
      dob: '1970-04-04',
      defaultedFields: [],
    });
    await intakeClient({ givenNames: 'Defaulted', email: 'defaulted@example.com' });
    const find = (query: string, cookie?: string) =>
      request('GET', `/api/clients/duplicates?${query}`, undefined, cookie);
    expect((await find('email=twin.person@example.com')).json().duplicates).toEqual([
      expect.objectContaining({ id: first, reason: 'email' }),
    ]);
    const byName = await find('email=other@example.com&givenNames=linh&familyName=PHAM&dob=1970-04-04');
    expect(byName.json().duplicates).toEqual([
      expect.objectContaining({ id: first, reason: 'name-and-dob' }),
    ]);
    // A date of birth that is only the intake default matches nothing, on either side.
    expect((await find('givenNames=Defaulted&familyName=Pham&dob=1978-01-01')).json().duplicates).toEqual([]);
    expect(
      (await find('givenNames=Linh&familyName=Pham&dob=1970-04-04&dobIsDefault=true')).json().duplicates,
    ).toEqual([]);
    expect((await find('email=twin.person@example.com', otherPractice.cookie)).json().duplicates).toEqual([]);
    expect((await find('dob=not-a-date')).statusCode).toBe(400);
  });
});
