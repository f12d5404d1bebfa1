import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireChangesInput } from '@/shared/schemas/questionnaire';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = async (method: Method, url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie, ...(await currentIfMatch(testApp.app, method, url, cookie)) },
  });

async function createClient(): Promise<{ id: string }> {
  return (await call('POST', '/api/clients', sampleClient())).json();
}

const patch = (clientId: string, changes: QuestionnaireChangesInput, cookie = adviser.cookie) =>
  call('PATCH', `/api/clients/${clientId}/questionnaire`, changes, cookie);

/** What the questionnaire form sends for a first save: money inputs as digits, '' for empty fields. */
function filledQuestionnaire(overrides: Partial<QuestionnaireChangesInput> = {}): QuestionnaireChangesInput {
  return {
    answers: {
      retirementAge: '60',
      retirementLifestyle: 'comfortable',
      retirementIncome: '80000',
      educationGoals: 'Private high school for Niamh',
      propertyGoals: '',
      travelPlans: 'Europe in 2027',
      superContributions: '10000',
      homeValue: '1500000',
      investmentExperience: 'moderate',
      riskTolerance: 'growth',
      timeHorizon: 'long',
    },
    cashFlow: {
      baseSalary: '145000',
      superGuarantee: '16675',
      rentalIncome: '',
      livingExpenses: '4200',
      discretionarySpending: '900',
      abn: '51 824 753 556',
      businessStructure: 'sole-trader',
      irregularIncome: true,
    },
    assets: {
      add: [
        {
          type: 'shares',
          description: 'CommSec portfolio',
          institution: 'CommSec',
          currentValue: '85000',
          incomePA: '3400',
        },
        { type: 'vehicle', description: 'Toyota RAV4', currentValue: '32000' },
      ],
    },
    liabilities: {
      add: [
        {
          type: 'home-loan',
          lender: 'Westpac',
          accountNumber: '032000123456',
          balance: '640000',
          interestRate: '6.14%',
          repaymentAmount: '4100',
          repaymentFrequency: 'monthly',
          features: ['offset', 'redraw'],
        },
      ],
    },
    insurancePolicies: {
      add: [
        {
          type: 'income-protection',
          insurer: 'TAL',
          sumInsured: '7500',
          premium: '2100',
          premiumFrequency: 'annual',
          waitingPeriod: '30 days',
        },
      ],
    },
    completedSections: ['risk', 'goals'],
    ...overrides,
  };
}

describe('the questionnaire', () => {
  it('starts empty for a new client', async () => {
    const client = await createClient();
    const response = await call('GET', `/api/clients/${client.id}/questionnaire`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientId: client.id,
      answers: {},
      cashFlow: null,
      assets: [],
      liabilities: [],
      insurancePolicies: [],
      completedSections: [],
      completedAt: null,
      updatedAt: null,
      version: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(response.headers.etag).toBe(`"${response.json().version}"`);
  });

  it('writes only what a save names: values saved by another screen in between stay', async () => {
    const client = await createClient();
    const url = `/api/clients/${client.id}/questionnaire`;
    expect((await patch(client.id, filledQuestionnaire())).statusCode).toBe(200);
    // Meanwhile another screen (or adviser) changes the salary and a debt.
    const between = (await call('GET', url)).json();
    expect(
      (
        await patch(client.id, {
          cashFlow: { baseSalary: '150000' },
          liabilities: { update: [{ id: between.liabilities[0].id, changes: { balance: '600000' } }] },
        })
      ).statusCode,
    ).toBe(200);
    // This screen, loaded before, saves only the risk profile it changed.
    const saved = await patch(client.id, { answers: { riskTolerance: 'conservative' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cashFlow.baseSalary).toBe(150000);
    expect(saved.json().liabilities[0].balance).toBe(600000);
    expect(saved.json().answers.riskTolerance).toBe('conservative');
    expect(saved.json().answers.retirementAge).toBe('60');
  });

  it('saves every tab and reads back what was saved', async () => {
    const client = await createClient();
    const saved = await patch(client.id, filledQuestionnaire());
    expect(saved.statusCode).toBe(200);
    const reloaded = (await call('GET', `/api/clients/${client.id}/questionnaire`)).json();
    expect(reloaded).toEqual(saved.json());
    expect(reloaded.answers).toEqual({
      retirementAge: '60',
      retirementLifestyle: 'comfortable',
      retirementIncome: '80000',
      educationGoals: 'Private high school for Niamh',
      travelPlans: 'Europe in 2027',
      superContributions: '10000',
      homeValue: '1500000',
      investmentExperience: 'moderate',
      riskTolerance: 'growth',
      timeHorizon: 'long',
    });
    expect(reloaded.cashFlow).toMatchObject({
      baseSalary: 145000,
      superGuarantee: 16675,
      rentalIncome: null,
      livingExpenses: 4200,
      abn: '51824753556',
      businessStructure: 'sole-trader',
      irregularIncome: true,
    });
    expect(reloaded.assets.map((asset: { description: string }) => asset.description)).toEqual([
      'CommSec portfolio',
      'Toyota RAV4',
    ]);
    expect(reloaded.liabilities[0]).toMatchObject({
      type: 'home-loan',
      accountNumber: '****3456',
      balance: 640000,
      interestRate: 6.14,
      features: ['offset', 'redraw'],
    });
    expect(reloaded.insurancePolicies[0]).toMatchObject({
      type: 'income-protection',
      sumInsured: 7500,
      premium: 2100,
      premiumFrequency: 'annual',
    });
    // Sections come back in tab order.
    expect(reloaded.completedSections).toEqual(['goals', 'risk']);
    expect(reloaded.completedAt).toBeNull();
  });

  it('keeps the cents typed in a money answer, in the questionnaire and the record (decision 014)', async () => {
    const client = await createClient();
    const saved = await patch(client.id, {
      answers: {
        retirementAge: '65',
        retirementIncome: '65000.50',
        homeValue: '$1,250,000.05',
        cash: '4200.00',
      },
    });
    expect(saved.statusCode).toBe(200);
    const reloaded = (await call('GET', `/api/clients/${client.id}/questionnaire`)).json();
    expect(reloaded.answers).toMatchObject({
      retirementIncome: '65000.50',
      homeValue: '1250000.05',
      cash: '4200',
    });
    const record = (await call('GET', `/api/clients/${client.id}/record`)).json() as {
      facts: { subject: string; field: string; value: unknown }[];
    };
    const answer = (field: string) =>
      record.facts.find((fact) => fact.subject === 'answers' && fact.field === field)?.value;
    expect(answer('retirementIncome')).toBe('65000.50');
    expect(answer('homeValue')).toBe('1250000.05');
    // The goal the Goals tab writes says the amount as it was typed.
    const goals = (await call('GET', `/api/clients/${client.id}/goals`)).json() as { description: string }[];
    expect(goals.map((goal) => goal.description)).toContain('Retire at 65 with $65,000.50 a year');
  });

  it('updates kept rows, removes dropped ones and adds new ones in order', async () => {
    const client = await createClient();
    const first = (await patch(client.id, filledQuestionnaire())).json();
    const [shares, car] = first.assets;
    const next = await patch(client.id, {
      assets: {
        update: [{ id: shares.id, changes: { currentValue: '90000' } }],
        remove: [car.id],
        add: [
          { type: 'cash', description: 'Term deposit at ING', currentValue: '20000' },
          { type: 'collectables', description: 'Art', currentValue: '5000' },
        ],
      },
      liabilities: { remove: [first.liabilities[0].id] },
    });
    expect(next.statusCode).toBe(200);
    const { assets, liabilities } = next.json();
    expect(assets.map((asset: { description: string }) => asset.description)).toEqual([
      'CommSec portfolio',
      'Term deposit at ING',
      'Art',
    ]);
    expect(assets[0]).toMatchObject({ id: shares.id, currentValue: 90000, institution: 'CommSec' });
    expect(liabilities).toEqual([]);
  });

  it('refuses a row id that is not one of this client’s rows', async () => {
    const client = await createClient();
    const other = await createClient();
    const theirs = (await patch(other.id, filledQuestionnaire())).json();
    for (const changes of [
      { assets: { update: [{ id: theirs.assets[0].id, changes: { description: 'Hijacked' } }] } },
      { assets: { remove: [theirs.assets[0].id] } },
    ]) {
      const response = await patch(client.id, changes);
      expect(response.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/clients/${other.id}/questionnaire`)).json().assets[0].description).toBe(
      'CommSec portfolio',
    );
  });

  it('gives clear messages for what it cannot keep', async () => {
    const client = await createClient();
    const cases: [QuestionnaireChangesInput, string][] = [
      [
        { assets: { add: [{ type: 'shares', description: '' }] } },
        'assets.add.0.description: Describe the asset',
      ],
      [
        { assets: { add: [{ type: 'boat', description: 'Yacht' }] } },
        'assets.add.0.type: Choose the type of asset',
      ],
      [
        { liabilities: { add: [{ type: 'credit-card', interestRate: '120' }] } },
        'liabilities.add.0.interestRate: Enter a rate between 0 and 100 percent',
      ],
      [
        { insurancePolicies: { add: [{ type: '' }] } },
        'insurancePolicies.add.0.type: Choose the type of cover',
      ],
      [{ cashFlow: { abn: '123' } }, 'cashFlow.abn: An ABN has 11 digits'],
      [{ cashFlow: { baseSalary: 'lots' } }, 'cashFlow.baseSalary: Enter an amount in dollars'],
      [
        { answers: { riskTolerance: 'yolo' } },
        'answers.riskTolerance: Choose one of: conservative, moderate, growth, aggressive',
      ],
      [{ answers: { retirementAge: 'sixty' } }, 'answers.retirementAge: Enter an age in years'],
      [{ answers: { shoeSize: '9' } }, 'answers: Unknown field shoeSize'],
      [{ completedSections: ['estate' as 'goals'] }, 'completedSections.0: Unknown questionnaire section'],
    ];
    for (const [changes, message] of cases) {
      const response = await patch(client.id, changes);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('completes only with at least one completed section, and records when', async () => {
    const client = await createClient();
    const none = await call('POST', `/api/clients/${client.id}/questionnaire/complete`, {
      ...filledQuestionnaire(),
      completedSections: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Complete at least one section before continuing');
    expect((await call('GET', `/api/clients/${client.id}/questionnaire`)).json().assets).toEqual([]);

    const done = await call(
      'POST',
      `/api/clients/${client.id}/questionnaire/complete`,
      filledQuestionnaire(),
    );
    expect(done.statusCode).toBe(200);
    expect(Date.parse(done.json().completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('GET', `/api/clients/${client.id}/fact-find`)).json().questionnaireCompletedAt).toBe(
      done.json().completedAt,
    );
    // A later save keeps the completion time, and sections stay complete.
    const later = await patch(client.id, { answers: { travelPlans: 'Japan' }, completedSections: [] });
    expect(later.json().completedAt).toBe(done.json().completedAt);
    expect(later.json().completedSections).toEqual(['goals', 'risk']);
  });

  it("puts the Goals tab's goals in the Fact Find's goals list, and keeps an adviser's edit", async () => {
    const client = await createClient();
    const goalsUrl = `/api/clients/${client.id}/goals`;
    const goalsOf = async () =>
      ((await call('GET', goalsUrl)).json() as { id: string; description: string; category: string }[])
        .map(({ description, category }) => `${category}: ${description}`)
        .sort();
    await patch(client.id, filledQuestionnaire());
    expect(await goalsOf()).toEqual([
      'education: Private high school for Niamh',
      'lifestyle: Europe in 2027',
      'retirement: Retire at 60 with $80,000 a year',
    ]);

    // A changed answer changes its goal; an emptied one removes it; saving again adds nothing.
    const changed = { answers: { travelPlans: 'Japan in 2028', educationGoals: '' } };
    await patch(client.id, changed);
    await patch(client.id, changed);
    expect(await goalsOf()).toEqual([
      'lifestyle: Japan in 2028',
      'retirement: Retire at 60 with $80,000 a year',
    ]);

    // Edited in the Fact Find, the goal is the adviser's: later questionnaire saves leave it alone.
    const travel = ((await call('GET', goalsUrl)).json() as { id: string; category: string }[]).find(
      (goal) => goal.category === 'lifestyle',
    );
    const edited = await call('PATCH', `${goalsUrl}/${travel?.id}`, { description: 'Japan, April 2028' });
    expect(edited.json().source).toBe('typed');
    await patch(client.id, { answers: { travelPlans: '' } });
    expect(await goalsOf()).toEqual([
      'lifestyle: Japan, April 2028',
      'retirement: Retire at 60 with $80,000 a year',
    ]);
  });

  it('answers 404 to another practice', async () => {
    const client = await createClient();
    await patch(client.id, filledQuestionnaire());
    for (const [method, url, payload] of [
      ['GET', `/api/clients/${client.id}/questionnaire`],
      ['PATCH', `/api/clients/${client.id}/questionnaire`, { answers: { retirementAge: '70' } }],
      ['POST', `/api/clients/${client.id}/questionnaire/complete`, { completedSections: ['goals'] }],
    ] as [Method, string, unknown?][]) {
      const response = await call(method, url, payload, otherPractice.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Client not found');
    }
    const kept = (await call('GET', `/api/clients/${client.id}/questionnaire`)).json();
    expect(kept.assets).toHaveLength(2);
    expect(kept.answers.retirementAge).toBe('60');
  });
});
