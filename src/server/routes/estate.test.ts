import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRecordView, RecordFact } from '@/shared/record/record-types';
import type { FactOffers } from '@/shared/schemas/extracted-facts';
import { insertUnderstoodDocument } from '@/server/test-support/read-document-row';
import {
  centrelinkLetter,
  recognisedOf,
  superStatementWithNomination,
} from '@/server/test-support/estate-documents';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

/**
 * Estate planning, Centrelink payments and the scored risk profile through the API (decision 037): the
 * adviser's entries and the documents' readings become facts of the record with their history and source, and
 * the Fact Find PDF prints each section from them, never a value nobody gave.
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

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (method: Method, url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie, ...(await currentIfMatch(testApp.app, method, url, cookie)) },
  });

async function newClient(): Promise<string> {
  const response = await call(
    'POST',
    '/api/clients',
    sampleClient({
      givenNames: 'Mei',
      familyName: 'Nguyen',
      email: 'mei.nguyen@example.com',
      dob: '1979-04-17',
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const record = async (clientId: string): Promise<ClientRecordView> =>
  (await call('GET', `/api/clients/${clientId}/record`)).json();
const factOf = (view: ClientRecordView, kind: string, field: string): RecordFact | undefined =>
  view.facts.find(
    (fact) => (fact.subject === kind || fact.subject.startsWith(`${kind}:`)) && fact.field === field,
  );
async function pdfText(clientId: string): Promise<string> {
  const pdf = await call('POST', `/api/clients/${clientId}/fact-find/generate`);
  expect(pdf.statusCode).toBe(200);
  return (await readPdfText(pdf.rawPayload)).pages.join('\n');
}
async function acceptAll(clientId: string): Promise<FactOffers['offers']> {
  const { offers } = (await call('GET', `/api/clients/${clientId}/fact-offers`)).json() as FactOffers;
  const keys = offers.filter((offer) => !offer.conflict).map((offer) => offer.key);
  const accepted = await call('POST', `/api/clients/${clientId}/fact-offers/accept`, { keys });
  expect(accepted.statusCode).toBe(200);
  return offers;
}

describe('estate planning', () => {
  it('keeps wills and powers of attorney as the adviser gave them, with history, and prints them', async () => {
    const clientId = await newClient();
    const before = await pdfText(clientId);
    expect(before).toContain('Estate planning');
    expect(before).not.toContain('Has a will');

    const saved = await call('PATCH', `/api/clients/${clientId}/estate`, {
      willStatus: 'yes',
      willDate: '2019-08-14',
      willLocation: 'Held by Smith & Co Lawyers, Melbourne',
      poaStatus: 'yes',
      poaAttorneys: 'Daniel Nguyen',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ changed: 5 });
    await call('PATCH', `/api/clients/${clientId}/estate`, { willDate: '2021-02-03' });

    const view = await record(clientId);
    const willDate = factOf(view, 'estate', 'willDate');
    expect(willDate).toMatchObject({ value: '2021-02-03', status: 'set', earlier: 1 });
    expect(willDate?.source.kind).toBe('adviser');
    const history = await call(
      'GET',
      `/api/clients/${clientId}/record/history?subject=estate&field=willDate`,
    );
    expect(history.json().entries.map((entry: { value: unknown }) => entry.value)).toEqual([
      '2019-08-14',
      '2021-02-03',
    ]);

    const text = await pdfText(clientId);
    expect(text).toContain('Has a will');
    expect(text).toContain('03/02/2021');
    expect(text).toContain('Smith & Co Lawyers');
    expect(text).toContain('Daniel Nguyen');
    // The partner's were never given: neither they nor a heading for them is printed.
    expect(text).not.toContain('Partner has a will');
    const estate = /SECTION \d+ Estate planning([\s\S]*?)SECTION \d+/.exec(text)?.[1] ?? '';
    expect(estate).toContain('Has a will');
    expect(estate).not.toMatch(/partner/i);
  });

  it('refuses values it does not know, and another practice’s client', async () => {
    const clientId = await newClient();
    expect((await call('PATCH', `/api/clients/${clientId}/estate`, { willStatus: 'maybe' })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `/api/clients/${clientId}/estate`, { shoeSize: 9 })).statusCode).toBe(400);
    const outsider = await call(
      'PATCH',
      `/api/clients/${clientId}/estate`,
      { willStatus: 'no' },
      otherPractice.cookie,
    );
    expect(outsider.statusCode).toBe(404);
    expect(factOf(await record(clientId), 'estate', 'willStatus')).toBeUndefined();
  });

  it('reads a fund’s binding nomination from its statement, with the page it came from, and prints it', async () => {
    const clientId = await newClient();
    const statement = superStatementWithNomination(
      {
        kindWording: 'Binding nomination',
        beneficiaries: [
          { name: 'Daniel Nguyen', relationship: 'spouse', share: 60 },
          { name: 'Lily Nguyen', relationship: 'child', share: 40 },
        ],
        expiry: '2027-03-12',
      },
      { family: 2 },
    );
    await insertUnderstoodDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      filename: 'super-statement.pdf',
      recognised: recognisedOf(statement),
    });
    const offers = await acceptAll(clientId);
    const fund = offers.find((offer) => offer.key.startsWith('super.'));
    expect(fund?.changes).toMatchObject({
      nominationType: 'binding-lapsing',
      nominationBeneficiaries: 'Daniel Nguyen (spouse) 60%; Lily Nguyen (child) 40%',
      nominationExpiry: '2027-03-12',
    });
    const view = await record(clientId);
    const nomination = factOf(view, 'super', 'nominationType');
    expect(nomination).toMatchObject({ value: 'binding-lapsing', status: 'accepted' });
    expect(nomination?.source).toMatchObject({ kind: 'document', filename: 'super-statement.pdf', page: 1 });
    expect(nomination?.source.box).not.toBeNull();

    const text = await pdfText(clientId);
    expect(text).toContain('Binding (lapsing)');
    expect(text).toContain('Lily Nguyen (child) 40%');
    expect(text).toContain('12/03/2027');

    // The adviser records the renewed, non-lapsing nomination: the expiry goes with the lapsing one.
    const accountId = nomination!.subject.slice('super:'.length);
    const changed = await call('PATCH', `/api/clients/${clientId}/super-accounts/${accountId}/nomination`, {
      nominationType: 'binding-non-lapsing',
    });
    expect(changed.statusCode).toBe(200);
    const after = await record(clientId);
    expect(factOf(after, 'super', 'nominationType')).toMatchObject({
      value: 'binding-non-lapsing',
      status: 'set',
    });
    expect(factOf(after, 'super', 'nominationExpiry')).toBeUndefined();
    const outsider = await call(
      'PATCH',
      `/api/clients/${clientId}/super-accounts/${accountId}/nomination`,
      { nominationType: 'none' },
      otherPractice.cookie,
    );
    expect(outsider.statusCode).toBe(404);
  });
});

describe('Centrelink and other government payments', () => {
  it('reads a Services Australia letter into the record with its cycle, the reference masked', async () => {
    const clientId = await newClient();
    const letter = centrelinkLetter(
      {
        payment: 'Age Pension',
        amount: 1149,
        cycleWords: 'a fortnight',
        reference: '204 123 456K',
        cards: ['Pensioner Concession Card'],
      },
      { family: 1 },
    );
    await insertUnderstoodDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      filename: 'centrelink-letter.pdf',
      recognised: recognisedOf(letter),
    });
    const offers = await acceptAll(clientId);
    expect(offers.find((offer) => offer.key === 'government.payment')?.display).toContain(
      '$1,149 a fortnight',
    );

    const view = await record(clientId);
    expect(factOf(view, 'government', 'paymentName')?.value).toBe('Age Pension');
    expect(factOf(view, 'government', 'paymentAmount')).toMatchObject({ value: 1149, cycle: 'fortnightly' });
    expect(factOf(view, 'government', 'centrelinkReference')?.value).toBe('****456K');
    expect(factOf(view, 'government', 'paymentAmount')?.source.filename).toBe('centrelink-letter.pdf');

    const text = await pdfText(clientId);
    expect(text).toContain('Centrelink and other government payments');
    expect(text).toContain('Age Pension');
    expect(text).toContain('$1,149 a fortnight');
    expect(text).toContain('Pensioner Concession Card');
    expect(text).not.toContain('204123456K');
    expect(text).not.toContain('204 123 456K');
  });

  it('keeps what the adviser enters, the amount with the cycle its frequency says', async () => {
    const clientId = await newClient();
    expect(
      (
        await call('PATCH', `/api/clients/${clientId}/government-payments`, {
          paymentName: 'Carer Payment',
          paymentAmount: '1,002.40',
          paymentFrequency: 'fortnightly',
          centrelinkReference: '301 555 812B',
          concessionCards: 'Health Care Card',
        })
      ).statusCode,
    ).toBe(200);
    const view = await record(clientId);
    expect(factOf(view, 'government', 'paymentAmount')).toMatchObject({
      value: 1002.4,
      cycle: 'fortnightly',
    });
    // The reference keeps its last 4 characters, letter included, as a letter's reading does.
    expect(factOf(view, 'government', 'centrelinkReference')?.value).toBe('****812B');
    const text = await pdfText(clientId);
    expect(text).toContain('$1,002.40 a fortnight');
    expect(
      (await call('PATCH', `/api/clients/${clientId}/government-payments`, { paymentFrequency: 'daily' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the risk profile', () => {
  const balancedAnswers = {
    timeHorizon: 'long', // 4
    riskGoal: 'balance', // 3
    riskFallReaction: 'hold', // 3
    riskLossTolerance: 'up-to-10', // 3
    investmentExperience: 'moderate', // 2
    riskIncomeNeed: 'some', // 3
    riskCapacityForLoss: 'somewhat', // 3
    riskReturnTradeoff: 'c', // 3
    riskVolatility: 'accept', // 4
    riskEmergencyFunds: '3-to-6', // 4
  };

  it('prints each answer’s score, the total, the profile and the published method', async () => {
    const clientId = await newClient();
    const saved = await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
      answers: { ...balancedAnswers, riskProfileAgreement: 'agreed' },
    });
    expect(saved.statusCode).toBe(200);
    const text = await pdfText(clientId);
    expect(text).toContain('Scored profile: Balanced (total 32, in the band 26 to 33).');
    expect(text).toContain('Profile the advice rests on: Balanced.');
    expect(text).toContain('Moderately conservative');
    expect(text).toContain('42 to 50');
    expect(text).toContain('Invest more while prices are low: 5');
  });

  it('gives no profile until every question is answered, and an override needs its reason', async () => {
    const clientId = await newClient();
    const { riskEmergencyFunds: _left, ...nine } = balancedAnswers;
    await call('PATCH', `/api/clients/${clientId}/questionnaire`, { answers: nine });
    let text = await pdfText(clientId);
    expect(text).toContain('No profile yet');
    expect(text).not.toContain('Scored profile');

    await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
      answers: {
        riskEmergencyFunds: 'over-6',
        riskProfileAgreement: 'override',
        riskProfileOverride: 'growth',
      },
    });
    text = await pdfText(clientId);
    expect(text).toContain('Scored profile: Balanced (total 33');
    expect(text).not.toContain('Profile the advice rests on');

    await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
      answers: { riskProfileOverrideReason: 'Inheritance expected; long horizon' },
    });
    text = await pdfText(clientId);
    expect(text).toContain('Profile the advice rests on: Growth.');
    expect(text).toContain('Inheritance expected; long horizon');
    expect(
      (await call('PATCH', `/api/clients/${clientId}/questionnaire`, { answers: { riskGoal: 'yolo' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('saves on the version read (If-Match), like every other record save', () => {
  type Target = { name: string; url: string; body: (n: number) => Record<string, unknown> };

  /** The three saves of decision 037 on a new client with one super fund, and the version each reads. */
  async function targets(): Promise<Target[]> {
    const clientId = await newClient();
    const fund = await call('POST', `/api/clients/${clientId}/super-accounts`, { fundName: 'Aware Super' });
    expect(fund.statusCode).toBe(201);
    const accountId = fund.json().id as string;
    return [
      {
        name: 'estate',
        url: `/api/clients/${clientId}/estate`,
        body: (n) => ({ willLocation: `Safe deposit box ${n}` }),
      },
      {
        name: 'government payments',
        url: `/api/clients/${clientId}/government-payments`,
        body: (n) => ({ otherPayments: `Rent Assistance, letter ${n}` }),
      },
      {
        name: 'nomination',
        url: `/api/clients/${clientId}/super-accounts/${accountId}/nomination`,
        body: (n) => ({ nominationBeneficiaries: `Beneficiary ${n} (child) 100%` }),
      },
    ];
  }
  const read = async (url: string) =>
    (await currentIfMatch(testApp.app, 'PATCH', url, adviser.cookie))['if-match'];
  const patch = (url: string, payload: unknown, headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'PATCH',
      url,
      payload: payload as object,
      headers: { cookie: adviser.cookie, ...headers },
    });

  it('refuses a save without If-Match (428), writing nothing', async () => {
    for (const target of await targets()) {
      const before = await read(target.url);
      const response = await patch(target.url, target.body(1), {});
      expect(response.statusCode, target.name).toBe(428);
      expect(response.json().message, target.name).toContain('If-Match');
      expect(await read(target.url), target.name).toBe(before);
    }
  });

  it('answers with the new version as its ETag, the one the record then reads', async () => {
    for (const target of await targets()) {
      const etag = await read(target.url);
      expect(etag, target.name).toMatch(/^"\d+"$/);
      const saved = await patch(target.url, target.body(1), { 'if-match': etag! });
      expect(saved.statusCode, target.name).toBe(200);
      expect(saved.json().changed, target.name).toBe(1);
      expect(saved.headers.etag, target.name).not.toBe(etag);
      expect(saved.headers.etag, target.name).toBe(`"${saved.json().version}"`);
      expect(await read(target.url), target.name).toBe(saved.headers.etag);
      // The same value again writes nothing, so the version stands.
      const again = await patch(target.url, target.body(1), { 'if-match': saved.headers.etag as string });
      expect(again.json(), target.name).toMatchObject({ changed: 0 });
      expect(again.headers.etag, target.name).toBe(saved.headers.etag);
    }
  });

  it('refuses a save on a stale version (409) with the section as it is now, keeping the other save', async () => {
    const [estate, government, nomination] = await targets();
    for (const target of [estate!, government!, nomination!]) {
      const read1 = await read(target.url);
      expect((await patch(target.url, target.body(1), { 'if-match': read1! })).statusCode, target.name).toBe(
        200,
      );
      const stale = await patch(target.url, target.body(2), { 'if-match': read1! });
      expect(stale.statusCode, target.name).toBe(409);
      expect(stale.json().details.version, target.name).toBe((await read(target.url))!.slice(1, -1));
    }
    const staleEstate = await patch(estate!.url, estate!.body(3), { 'if-match': '"0"' });
    const current = staleEstate.json().details.current as { facts: RecordFact[] };
    expect(current.facts.map((fact) => [fact.field, fact.value])).toEqual([
      ['willLocation', 'Safe deposit box 1'],
    ]);
    const staleFund = await patch(nomination!.url, nomination!.body(3), { 'if-match': '"0"' });
    expect(staleFund.json().details.current).toMatchObject({
      fundName: 'Aware Super',
      nominationBeneficiaries: 'Beneficiary 1 (child) 100%',
    });
    const clientId = estate!.url.split('/')[3]!;
    const view = await record(clientId);
    expect(factOf(view, 'estate', 'willLocation')?.value).toBe('Safe deposit box 1');
    expect(factOf(view, 'government', 'otherPayments')?.value).toBe('Rent Assistance, letter 1');
    expect(factOf(view, 'super', 'nominationBeneficiaries')?.value).toBe('Beneficiary 1 (child) 100%');
  });

  it('lets exactly one of 50 concurrent saves on the same version through', async () => {
    for (const target of await targets()) {
      const etag = (await read(target.url))!;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) => patch(target.url, target.body(n), { 'if-match': etag })),
      );
      const codes = responses.map((response) => response.statusCode);
      expect(
        codes.filter((code) => code === 200),
        target.name,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 409),
        target.name,
      ).toHaveLength(49);
      const winner = responses.findIndex((response) => response.statusCode === 200);
      const clientId = target.url.split('/')[3]!;
      const view = await record(clientId);
      const [subject, field] =
        target.name === 'estate'
          ? ['estate', 'willLocation']
          : target.name === 'nomination'
            ? ['super', 'nominationBeneficiaries']
            : ['government', 'otherPayments'];
      expect(factOf(view, subject!, field!)?.value, target.name).toBe(Object.values(target.body(winner))[0]);
      expect(factOf(view, subject!, field!)?.earlier, target.name).toBe(0);
    }
  }, 60_000);
});
