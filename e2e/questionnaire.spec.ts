import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { saveOnCurrent } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

const adviser = e2eAdvisers.questionnaire;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Creates a client through the API, as the intake would, and returns its id. */
async function createClient(page: Page, fields: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'client@example.com', privacyConsent: true, ...body }),
    });
    if (response.status !== 201) throw new Error(`client not created: ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }, fields);
}

async function tabNames(page: Page): Promise<string[]> {
  await expect.poll(() => page.getByRole('tab').count()).toBeGreaterThan(0);
  return (await page.getByRole('tab').allTextContents()).map((name) => name.trim());
}

describe('Financial Questionnaire', () => {
  it('chooses its tabs from the scope of advice, starting at Goals', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const cases: [string[], string[]][] = [
      [['Tax planning'], ['Goals & Objectives']],
      [
        ['Retirement planning', 'Insurance advice'],
        ['Goals & Objectives', 'Retirement Planning', 'Insurance'],
      ],
      [
        ['Investment advice'],
        ['Goals & Objectives', 'Income & Cash Flow', 'Assets & Investments', 'Risk Profile'],
      ],
      [
        ['Superannuation advice', 'Debt management'],
        ['Goals & Objectives', 'Income & Cash Flow', 'Assets & Investments', 'Debts & Liabilities'],
      ],
      [
        [
          'Investment advice',
          'Superannuation advice',
          'Retirement planning',
          'Insurance advice',
          'Debt management',
        ],
        [
          'Goals & Objectives',
          'Retirement Planning',
          'Income & Cash Flow',
          'Assets & Investments',
          'Debts & Liabilities',
          'Insurance',
          'Risk Profile',
        ],
      ],
    ];
    for (const [scopeOfAdvice, expected] of cases) {
      const id = await createClient(page, {
        givenNames: 'Scope',
        familyName: scopeOfAdvice.join('+'),
        scopeOfAdvice,
      });
      await page.goto(`/questionnaire/${id}`);
      expect(await tabNames(page), scopeOfAdvice.join(', ')).toEqual(expected);
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Goals & Objectives');
      const badges = await page.getByRole('list', { name: 'Sections' }).getByRole('listitem').count();
      expect(badges).toBe(expected.length);
    }
    await page.context().close();
  });

  it('shows the client, the scope with its deadlines, and saves every tab so a reload shows it again', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const id = await createClient(page, {
      givenNames: 'Mei Ling',
      familyName: 'Tan',
      scopeOfAdvice: ['Investment advice', 'Retirement planning', 'Insurance advice', 'Debt management'],
      immediateDeadlines: 'Salary sacrifice decision before 30 June',
    });
    await page.goto(`/questionnaire/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Financial Questionnaire' }).isVisible())
      .toBe(true);
    expect(await page.getByText("Understanding Mei Ling Tan's goals and circumstances").isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Back to Documents' }).getAttribute('href')).toBe(
      `/upload/${id}`,
    );
    expect(await page.getByText('Advice Scope').isVisible()).toBe(true);
    expect(await page.getByTestId('priority-deadlines').textContent()).toContain(
      'Salary sacrifice decision before 30 June',
    );
    expect(await page.getByTestId('overall-progress').textContent()).toContain('0 of 7 sections');
    const completeAndContinue = page.getByRole('button', { name: 'Complete & Continue to Fact Find' });
    expect(await completeAndContinue.isDisabled()).toBe(true);

    // Goals
    await page.getByLabel('Preferred Retirement Age').fill('60');
    await page.getByLabel('Retirement Lifestyle').selectOption('comfortable');
    await page.getByLabel('Retirement Income Wanted (a year)').fill('85000');
    expect(await page.getByLabel('Retirement Income Wanted (a year)').inputValue()).toBe('$85,000');
    await page.getByLabel('Travel Plans').fill('Japan in 2027');
    // Retirement
    await page.getByRole('tab', { name: 'Retirement Planning' }).click();
    await page.getByLabel('Partner Retirement Age').fill('62');
    await page.getByLabel('Age Pension Expectation').selectOption('part');
    await page.getByLabel('Downsizing').fill('Move to the coast at 65');
    // Income & Cash Flow
    await page.getByRole('tab', { name: 'Income & Cash Flow' }).click();
    await page.getByLabel('Base salary').fill('145000');
    await page.getByLabel('Living expenses').fill('4200');
    await page.getByLabel('Voluntary Super Contributions').fill('10000');
    expect(await page.getByTestId('cash-flow-summary').textContent()).toContain('$94,600');
    await page.getByLabel('ABN').fill('51 824 753 556');
    // Assets
    await page.getByRole('tab', { name: 'Assets & Investments' }).click();
    await page.getByLabel('Home Value').fill('1500000');
    await page.getByRole('button', { name: 'Add Asset' }).click();
    await page.getByLabel('Type').selectOption('investment-property');
    await page.getByLabel('Description *').fill('4/18 Beach Rd, Coogee');
    await page.getByLabel('Current Value').fill('820000');
    // Debts
    await page.getByRole('tab', { name: 'Debts & Liabilities' }).click();
    await page.getByRole('button', { name: 'Add Debt' }).click();
    await page.getByLabel('Lender').fill('Westpac');
    await page.getByLabel('Balance Owing').fill('640000');
    await page.getByLabel('Interest Rate (%)').fill('6.14');
    await page.getByLabel('Offset account').check();
    // Insurance
    await page.getByRole('tab', { name: 'Insurance' }).click();
    await page.getByRole('button', { name: 'Add Policy' }).click();
    await page.getByLabel('Cover').selectOption('income-protection');
    expect(await page.getByLabel('Monthly Benefit').isVisible()).toBe(true);
    await page.getByLabel('Insurer').fill('TAL');
    await page.getByLabel('Monthly Benefit').fill('7500');
    // Risk
    await page.getByRole('tab', { name: 'Risk Profile' }).click();
    // The scored questionnaire (decision 037): experience, aim and time horizon among its questions.
    await page.getByLabel(/^Shares or managed funds for a few years/).check();
    await page.getByLabel(/^Growth/).check();
    await page.getByLabel(/^In 7 to 15 years/).check();
    await screenshot(page, 'questionnaire-risk-1280');

    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect.poll(() => toast(page, 'Progress saved').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByLabel('Preferred Retirement Age').isVisible()).toBe(true);
    expect(await page.getByLabel('Preferred Retirement Age').inputValue()).toBe('60');
    expect(await page.getByLabel('Retirement Lifestyle').inputValue()).toBe('comfortable');
    expect(await page.getByLabel('Travel Plans').inputValue()).toBe('Japan in 2027');
    await page.getByRole('tab', { name: 'Retirement Planning' }).click();
    expect(await page.getByLabel('Age Pension Expectation').inputValue()).toBe('part');
    await page.getByRole('tab', { name: 'Income & Cash Flow' }).click();
    expect(await page.getByLabel('Base salary').inputValue()).toBe('$145,000');
    expect(await page.getByLabel('ABN').inputValue()).toBe('51824753556');
    await page.getByRole('tab', { name: 'Assets & Investments' }).click();
    expect(await page.getByLabel('Description *').inputValue()).toBe('4/18 Beach Rd, Coogee');
    expect(await page.getByLabel('Current Value').inputValue()).toBe('$820,000');
    await page.getByRole('tab', { name: 'Debts & Liabilities' }).click();
    expect(await page.getByLabel('Interest Rate (%)').inputValue()).toBe('6.14');
    expect(await page.getByLabel('Offset account').isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Insurance' }).click();
    expect(await page.getByLabel('Monthly Benefit').inputValue()).toBe('$7,500');
    await page.getByRole('tab', { name: 'Risk Profile' }).click();
    expect(await page.getByLabel(/^Growth/).isChecked()).toBe(true);
    await page.context().close();
  });

  it("keeps another adviser's save made meanwhile: each save sends only what it changed", async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const id = await createClient(page, {
      givenNames: 'Ivo',
      familyName: 'Petrov',
      scopeOfAdvice: ['Retirement planning'],
    });
    await page.goto(`/questionnaire/${id}`);
    await expect.poll(() => page.getByLabel('Preferred Retirement Age').isVisible()).toBe(true);
    await page.getByLabel('Preferred Retirement Age').fill('63');

    // Another adviser saves another answer in between.
    await saveOnCurrent(page, 'PATCH', `/api/clients/${id}/questionnaire`, {
      answers: { travelPlans: 'Patagonia' },
    });

    // This save sends the retirement age alone: the other adviser's answer stays.
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect.poll(() => toast(page, 'Progress saved').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Preferred Retirement Age').inputValue()).toBe('63');
    expect(await page.getByLabel('Travel Plans').inputValue()).toBe('Patagonia');
    await page.context().close();
  });

  it('marks sections complete, keeps them after a reload, and completing goes to the Fact Find', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const id = await createClient(page, {
      givenNames: 'Ari',
      familyName: 'Cohen',
      scopeOfAdvice: ['Investment advice'],
    });
    await page.goto(`/questionnaire/${id}`);
    await page.getByLabel('Preferred Retirement Age').fill('sixty');
    await page.getByRole('button', { name: 'Complete Goals & Objectives' }).click();
    await expect.poll(() => page.getByText('Enter an age in years').isVisible()).toBe(true);
    await page.getByLabel('Preferred Retirement Age').fill('65');
    await page.getByRole('button', { name: 'Complete Goals & Objectives' }).click();
    // The next section opens; the badge is ticked and progress counts it.
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toBe('Income & Cash Flow');
    expect(await page.getByTestId('section-badge-goals').getAttribute('data-complete')).toBe('true');
    expect(await page.getByTestId('overall-progress').textContent()).toContain('1 of 4 sections · 25%');
    await page.getByRole('tab', { name: 'Goals & Objectives' }).click();
    expect(await page.getByRole('button', { name: 'Goals & Objectives complete' }).isDisabled()).toBe(true);

    // An answer not yet saved: leaving by a nav link asks first.
    await page.getByLabel('Preferred Retirement Age').fill('66');
    await page.getByTestId('desktop-nav').getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect.poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await page.getByLabel('Preferred Retirement Age').inputValue()).toBe('66');
    await page.getByLabel('Preferred Retirement Age').fill('65');

    await page.reload();
    await expect.poll(() => page.getByTestId('overall-progress').textContent()).toContain('1 of 4 sections');
    const completeAndContinue = page.getByRole('button', { name: 'Complete & Continue to Fact Find' });
    expect(await completeAndContinue.isEnabled()).toBe(true);
    await screenshot(page, 'questionnaire-1280');
    await completeAndContinue.click();
    await expect.poll(() => toast(page, 'Questionnaire completed!').isVisible()).toBe(true);
    expect(await toast(page, 'Questionnaire completed!').textContent()).toContain(
      'Proceeding to your Fact Find review.',
    );
    await expect.poll(() => page.url()).toContain(`/fact-find/${id}`);
    const saved = await page.evaluate(
      async (clientId) => (await fetch(`/api/clients/${clientId}/questionnaire`)).json(),
      id,
    );
    expect(saved.completedAt).toBeTruthy();
    expect(saved.answers.retirementAge).toBe('65');
    await page.context().close();
  });

  it('keeps the cents typed in a money answer through a save and a reload, on a desktop and a phone', async () => {
    for (const [width, height] of [
      [1280, 860],
      [375, 740],
    ] as const) {
      const page = await openPage(browser, width, height);
      await signIn(page, adviser.email, adviser.password);
      const id = await createClient(page, {
        givenNames: 'Cents',
        familyName: `Keeper-${width}`,
        scopeOfAdvice: ['Tax planning'],
      });
      await page.goto(`/questionnaire/${id}`);
      const income = page.getByLabel('Retirement Income Wanted (a year)');
      await income.fill('65000.50');
      expect(await income.inputValue()).toBe('$65,000.50');
      await page.getByRole('button', { name: 'Save Progress' }).click();
      await expect.poll(() => toast(page, 'Progress saved').isVisible()).toBe(true);
      await page.reload();
      await expect.poll(() => income.inputValue()).toBe('$65,000.50');
      const saved = await page.evaluate(
        async (clientId) => (await fetch(`/api/clients/${clientId}/questionnaire`)).json(),
        id,
      );
      expect(saved.answers.retirementIncome).toBe('65000.50');
      await income.scrollIntoViewIfNeeded();
      await screenshot(page, `questionnaire-cents-${width}`, { fullPage: false });
      await page.context().close();
    }
  });

  it('asks for a client when there is none, and fits a phone', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/questionnaire');
    await expect.poll(() => page.getByText('Please select a client first.').isVisible()).toBe(true);
    const id = await createClient(page, {
      givenNames: 'Phone',
      familyName: 'Layout',
      scopeOfAdvice: ['Investment advice', 'Retirement planning', 'Debt management'],
      immediateDeadlines: 'Settlement of the investment unit on 15 August',
    });
    await page.goto(`/questionnaire/${id}`);
    await expect.poll(() => page.getByRole('tab').count()).toBe(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The footer's two actions share one row: it keeps most of the screen for the questions.
    const footer = await page.getByTestId('questionnaire-footer').boundingBox();
    expect(footer!.height).toBeLessThanOrEqual(64);
    const save = await page.getByRole('button', { name: 'Save Progress' }).boundingBox();
    const complete = await page
      .getByRole('button', { name: 'Complete & Continue to Fact Find' })
      .boundingBox();
    expect(Math.abs(save!.y - complete!.y)).toBeLessThan(2);
    await screenshot(page, 'questionnaire-375');
    await page.getByRole('tab', { name: 'Debts & Liabilities' }).click();
    await page.getByRole('button', { name: 'Add Debt' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'questionnaire-debts-375');
    await page.context().close();
  });
});
