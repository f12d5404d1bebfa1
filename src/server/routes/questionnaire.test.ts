import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireSaveInput } from '@/shared/schemas/questionnaire';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

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
const call = (method: Method, url: string, payload?: unknown, cookie = adviser.cookie) =>
  testApp.app.inject({ method, url, payload: payload as object, headers: { cookie } });

async function createClient(): Promise<{ id: string }> {
  return (await call('POST', '/api/clients', sampleClient())).json();
}

/** What the questionnaire form sends: money inputs as digits, '' for empty fields. */
function filledQuestionnaire(overrides: Partial<QuestionnaireSaveInput> = {}): QuestionnaireSaveInput {
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
    assets: [
      {
        type: 'shares',
        description: 'CommSec portfolio',
        institution: 'CommSec',
        currentValue: '85000',
        incomePA: '3400',
      },
      { type: 'vehicle', description: 'Toyota RAV4', currentValue: '32000' },
    ],
    liabilities: [
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
    insurancePolicies: [
      {
        type: 'income-protection',
        insurer: 'TAL',
        sumInsured: '7500',
        premium: '2100',
        waitingPeriod: '30 days',
      },
    ],
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

  it('refuses a save made on an older version (409) and keeps the save made in between', async () => {
    const client = await createClient();
    const url = `/api/clients/${client.id}/questionnaire`;
    const { version } = (await call('GET', url)).json();
    const put = (input: QuestionnaireSaveInput, ifMatch: string) =>
      testApp.app.inject({
        method: 'PUT',
        url,
        payload: input as object,
        headers: { cookie: adviser.cookie, 'if-match': `"${ifMatch}"` },
      });

    const first = await put(filledQuestionnaire(), version);
    expect(first.statusCode).toBe(200);
    const second = await put(filledQuestionnaire({ assets: [] }), version);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("Someone else saved this client's questionnaire");
    expect((await call('GET', url)).json().assets).toEqual(first.json().assets);

    const third = await put(filledQuestionnaire({ assets: [] }), first.json().version);
    expect(third.statusCode).toBe(200);
    expect(third.json().assets).toEqual([]);
  });

  it('saves every tab and reads back what was saved', async () => {
    const client = await createClient();
    const saved = await call('PUT', `/api/clients/${client.id}/questionnaire`, filledQuestionnaire());
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
    expect(reloaded.insurancePolicies[0]).toMatchObject({ type: 'income-protection', sumInsured: 7500 });
    // Sections come back in tab order.
    expect(reloaded.completedSections).toEqual(['goals', 'risk']);
    expect(reloaded.completedAt).toBeNull();
  });

  it('updates kept rows, removes dropped ones and adds new ones in order', async () => {
    const client = await createClient();
    const first = (
      await call('PUT', `/api/clients/${client.id}/questionnaire`, filledQuestionnaire())
    ).json();
    const [shares] = first.assets;
    const next = await call(
      'PUT',
      `/api/clients/${client.id}/questionnaire`,
      filledQuestionnaire({
        assets: [
          { ...shares, currentValue: '90000' },
          { type: 'cash', description: 'Term deposit at ING', currentValue: '20000' },
          { type: 'collectables', description: 'Art', currentValue: '5000' },
        ],
        liabilities: [],
      }),
    );
    expect(next.statusCode).toBe(200);
    const { assets, liabilities } = next.json();
    expect(assets.map((asset: { description: string }) => asset.description)).toEqual([
      'CommSec portfolio',
      'Term deposit at ING',
      'Art',
    ]);
    expect(assets[0]).toMatchObject({ id: shares.id, currentValue: 90000 });
    expect(liabilities).toEqual([]);
  });

  it('refuses a row id that is not one of this client’s rows', async () => {
    const client = await createClient();
    const other = await createClient();
    const theirs = (
      await call('PUT', `/api/clients/${other.id}/questionnaire`, filledQuestionnaire())
    ).json();
    const response = await call(
      'PUT',
      `/api/clients/${client.id}/questionnaire`,
      filledQuestionnaire({ assets: [{ ...theirs.assets[0], description: 'Hijacked' }] }),
    );
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `/api/clients/${other.id}/questionnaire`)).json().assets[0].description).toBe(
      'CommSec portfolio',
    );
  });

  it('gives clear messages for what it cannot keep', async () => {
    const client = await createClient();
    const cases: [Partial<QuestionnaireSaveInput>, string][] = [
      [{ assets: [{ type: 'shares', description: '' }] }, 'assets.0.description: Describe the asset'],
      [
        { assets: [{ type: 'boat' as 'other', description: 'Yacht' }] },
        'assets.0.type: Choose the type of asset',
      ],
      [
        { liabilities: [{ type: 'credit-card', interestRate: '120' }] },
        'liabilities.0.interestRate: Enter a rate between 0 and 100 percent',
      ],
      [{ insurancePolicies: [{ type: '' as 'life' }] }, 'insurancePolicies.0.type: Choose the type of cover'],
      [{ cashFlow: { abn: '123' } }, 'cashFlow.abn: An ABN has 11 digits'],
      [{ cashFlow: { baseSalary: 'lots' } }, 'cashFlow.baseSalary: Enter an amount in dollars'],
      [
        { answers: { riskTolerance: 'yolo' as 'growth' } },
        'answers.riskTolerance: Choose one of: conservative, moderate, growth, aggressive',
      ],
      [{ answers: { retirementAge: 'sixty' } }, 'answers.retirementAge: Enter an age in years'],
      [{ completedSections: ['estate' as 'goals'] }, 'completedSections.0: Unknown questionnaire section'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        'PUT',
        `/api/clients/${client.id}/questionnaire`,
        filledQuestionnaire(overrides),
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('completes only with at least one completed section, and records when', async () => {
    const client = await createClient();
    const none = await call(
      'POST',
      `/api/clients/${client.id}/questionnaire/complete`,
      filledQuestionnaire({ completedSections: [] }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('completedSections: Complete at least one section before continuing');
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
    // A later save keeps the completion time.
    const later = await call('PUT', `/api/clients/${client.id}/questionnaire`, filledQuestionnaire());
    expect(later.json().completedAt).toBe(done.json().completedAt);
  });

  it("puts the Goals tab's goals in the Fact Find's goals list, and keeps an adviser's edit", async () => {
    const client = await createClient();
    const goalsUrl = `/api/clients/${client.id}/goals`;
    const goalsOf = async () =>
      ((await call('GET', goalsUrl)).json() as { id: string; description: string; category: string }[])
        .map(({ description, category }) => `${category}: ${description}`)
        .sort();
    await call('PUT', `/api/clients/${client.id}/questionnaire`, filledQuestionnaire());
    expect(await goalsOf()).toEqual([
      'education: Private high school for Niamh',
      'lifestyle: Europe in 2027',
      'retirement: Retire at 60 with $80,000 a year',
    ]);

    // A changed answer changes its goal; an emptied one removes it; saving again adds nothing.
    const changed = filledQuestionnaire();
    changed.answers = { ...changed.answers, travelPlans: 'Japan in 2028', educationGoals: '' };
    await call('PUT', `/api/clients/${client.id}/questionnaire`, changed);
    await call('PUT', `/api/clients/${client.id}/questionnaire`, changed);
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
    changed.answers = { ...changed.answers, travelPlans: '' };
    await call('PUT', `/api/clients/${client.id}/questionnaire`, changed);
    expect(await goalsOf()).toEqual([
      'lifestyle: Japan, April 2028',
      'retirement: Retire at 60 with $80,000 a year',
    ]);
  });

  it('answers 404 to another practice', async () => {
    const client = await createClient();
    await call('PUT', `/api/clients/${client.id}/questionnaire`, filledQuestionnaire());
    for (const [method, url, payload] of [
      ['GET', `/api/clients/${client.id}/questionnaire`],
      ['PUT', `/api/clients/${client.id}/questionnaire`, filledQuestionnaire({ assets: [] })],
      ['POST', `/api/clients/${client.id}/questionnaire/complete`, filledQuestionnaire({ assets: [] })],
    ] as [Method, string, unknown?][]) {
      const response = await call(method, url, payload, otherPractice.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Client not found');
    }
    expect((await call('GET', `/api/clients/${client.id}/questionnaire`)).json().assets).toHaveLength(2);
  });
});
