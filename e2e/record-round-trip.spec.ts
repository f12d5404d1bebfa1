import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import {
  makeLaterDocument,
  makePack,
  makeSomeoneElsesDocument,
  type PackFact,
  type RenderedPack,
} from '../training/factory/make-pack';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { api } from './support/api';
import { axeViolations } from './support/axe';
import { waitForUploadStatus } from './support/documents';

/**
 * Issue 24, "What it must show", in the browser: one client's pack of born-digital documents (the factory's
 * own, training/factory/make-pack.ts) uploaded → Accept all on the Fact Find → the questionnaire saved → the
 * Fact Find saved → reload: every fact of the pack's truth is on the Fact Find once, with its cycle, period or
 * date, and in the PDF's text. Then a value the adviser set survives a later document with another value (a
 * conflict, which Accept all leaves), "Keep mine" and "Use the document's value", a document set aside as
 * someone else's and the adviser's "It is the client's document" (its values then offered with "Check"), and offers accepted on the questionnaire
 * surviving its next save.
 */
const adviser = e2eAdvisers.record;
/** Pages axe-core can be injected into (see expectAccessible). */
const axe = { bypassCSP: true };
const slowTest = 480_000;
const wait = { timeout: 20_000 };

let browser: Browser;
let pack: RenderedPack;
beforeAll(async () => {
  [browser, pack] = await Promise.all([launchBrowser(), makePack()]);
});
afterAll(async () => {
  await browser.close();
});

/** axe-core's serious and critical findings on the page as it is now (e2e/accessibility.spec.ts's bar). */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations, screen).toEqual([]);
}

const packFact = (subject: string, field: string) => {
  const found = pack.facts.find((fact) => fact.subject === subject && fact.field === field);
  if (!found) throw new Error(`The pack has no ${subject}.${field}`);
  return found;
};

/** New Client Intake as an adviser fills it at a first meeting: the name and e-mail, scope, consents. */
async function intake(page: Page, label: string): Promise<string> {
  await page.goto('/intake');
  await page.getByLabel('Given Names *').fill(String(packFact('client', 'givenNames').value));
  await page.getByLabel('Family Name *').fill(String(packFact('client', 'familyName').value));
  await page.getByLabel('Email *').fill(`${pack.person.email.replace('@', `+${label}${Date.now()}@`)}`);
  for (const scope of ['Investment advice', 'Superannuation advice', 'Debt management', 'Insurance advice'])
    await page.getByLabel(scope).check();
  await page.getByLabel(/consents to the collection/).check();
  await page.getByLabel(/accepts the privacy notice/).check();
  await page.getByRole('button', { name: 'Create Client' }).click();
  const createAnyway = page.getByRole('button', { name: 'Create anyway' });
  await expect
    .poll(async () => /\/upload\/[0-9a-f-]{36}$/.test(page.url()) || (await createAnyway.isVisible()), wait)
    .toBe(true);
  if (await createAnyway.isVisible()) await createAnyway.click();
  await expect.poll(() => page.url(), wait).toMatch(/\/upload\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() as string;
}

/** Upload screen: the files, each until it is read ("Extracted"). */
async function upload(page: Page, clientId: string, files: RenderedPack['files']): Promise<void> {
  if (!page.url().endsWith(`/upload/${clientId}`)) await page.goto(`/upload/${clientId}`);
  const rows = page.getByTestId('client-document');
  const before = (await api<unknown[]>(page, 'GET', `/api/clients/${clientId}/documents`)).length;
  await expect.poll(() => rows.count(), wait).toBe(before);
  await page.getByTestId('upload-file-input').setInputFiles(files);
  await expect.poll(() => rows.count(), wait).toBe(before + files.length);
  for (const row of await rows.all()) await waitForUploadStatus(row, 'Extracted');
}

async function openFactFind(page: Page, clientId: string): Promise<void> {
  await page.goto(`/fact-find/${clientId}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Client Fact Find' }).isVisible(), wait)
    .toBe(true);
}

const saveFactFind = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Progress' }).first().click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Progress saved' }).isVisible(), wait)
    .toBe(true);
};

/** Where the Fact Find shows each kind of item, and the fields its heading names it by. */
const itemPlaces: Record<string, { testId: string; naming: string[] }> = {
  super: { testId: 'super-account', naming: ['fundName', 'memberNumberMasked'] },
  bank: { testId: 'bank-account', naming: ['bankName', 'accountNumberMasked'] },
  liability: { testId: 'record-debt', naming: ['lender', 'accountNumber'] },
  policy: { testId: 'record-policy', naming: ['insurer', 'policyNumber', 'type'] },
  asset: { testId: 'record-asset', naming: ['institution', 'accountNumber'] },
};

/** The client's own facts: the Fact Find's inputs by label. */
const clientInputs: Record<string, string> = {
  givenNames: 'Given Names *',
  familyName: 'Family Name *',
  dob: 'Date of Birth',
  streetAddress: 'Street Address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  employer: 'Employer',
  occupation: 'Occupation',
};

/** The record's facts shown read-only, with exactly these words. */
const shownFacts = (page: Page, scope: Locator | Page, field: string, words: string) =>
  scope
    .locator(`[data-testid="record-fact"][data-field="${field}"]`)
    .filter({ has: page.getByTestId('record-fact-value').getByText(words, { exact: true }) });

/** Every fact of the pack is on the Fact Find, once, in the words (cycle, date, period) the record gives it. */
async function expectPackOnFactFind(page: Page): Promise<void> {
  const problems: string[] = [];
  for (const fact of pack.facts) {
    const label = `${fact.subject}.${fact.field} (${fact.printed})`;
    if (fact.subject === 'client') {
      const input = page.getByLabel(clientInputs[fact.field]!, { exact: true });
      const value = await input.inputValue();
      if (value !== fact.printed) problems.push(`${label}: the input holds "${value}"`);
      continue;
    }
    // The pay frequency is the cycle of the gross pay ("a week"), checked with it.
    if (fact.field === 'payFrequency') continue;
    const place = itemPlaces[fact.subject];
    if (place?.naming.includes(fact.field)) {
      const items = page.getByTestId(place.testId);
      const headings = await items.allInnerTexts();
      if (!headings.some((text) => text.includes(fact.printed)))
        problems.push(`${label}: not in the heading of any ${place.testId}`);
      continue;
    }
    const scope = place
      ? page.getByTestId(place.testId)
      : page.getByTestId(fact.subject === 'tax' ? 'record-section-tax' : 'record-section-income');
    const count = await shownFacts(page, scope, fact.field, fact.printed).count();
    const anywhere = await shownFacts(page, page, fact.field, fact.printed).count();
    if (count !== 1 || anywhere !== 1)
      problems.push(`${label}: shown ${count} times (${anywhere} on the page)`);
  }
  expect(problems).toEqual([]);
}

const roundTripClients: Record<number, string> = {};

describe('the client record round trip in the browser', () => {
  it.each([1280, 375])(
    'at %i px: upload the pack, Accept all, save the questionnaire and the Fact Find, reload: every fact once, with its cycle, period or date',
    async (width) => {
      const page = await openPage(browser, width, 900, axe);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await intake(page, `w${width}`);
      roundTripClients[width] = clientId;
      await upload(page, clientId, pack.files);

      // The server reads the pack: every document classified as what it is.
      const documents = await api<{ filename: string; type: string }[]>(
        page,
        'GET',
        `/api/clients/${clientId}/documents`,
      );
      expect(Object.fromEntries(documents.map((document) => [document.filename, document.type]))).toEqual(
        Object.fromEntries(pack.documents.map((document) => [document.filename, document.type])),
      );

      await openFactFind(page, clientId);
      const offers = page.getByTestId('fact-offers');
      await expect.poll(() => offers.isVisible(), wait).toBe(true);
      // Nothing a person gave is contradicted yet: no conflicts, and the old bill's address is not offered.
      expect(await offers.getByTestId('fact-conflict').count()).toBe(0);
      expect(await offers.textContent()).not.toContain(pack.previousAddress.street);
      expect(await offers.textContent()).toContain(String(packFact('client', 'streetAddress').value));
      await screenshot(page, `record-offers-${width}`);
      const acceptAll = offers.getByRole('button', { name: /^Accept all \(\d+\)$/ });
      await acceptAll.click();
      await expect.poll(() => offers.isVisible(), wait).toBe(false);
      await expect
        .poll(() => page.getByLabel('Street Address', { exact: true }).inputValue(), wait)
        .toBe(String(packFact('client', 'streetAddress').value));
      await expectAccessible(page, `Fact Find with the pack accepted at ${width} px`);

      // The questionnaire's save sends only what it changed: the accepted facts stay.
      await page.goto(`/questionnaire/${clientId}`);
      await expect.poll(() => page.getByRole('tab', { name: 'Risk Profile' }).isVisible(), wait).toBe(true);
      await page.getByRole('tab', { name: 'Risk Profile' }).click();
      await page.getByRole('radio', { name: /^Growth/ }).click();
      await page.getByRole('button', { name: 'Save Progress' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Progress saved' }).isVisible(), wait)
        .toBe(true);

      // The Fact Find's save: the mobile the documents do not give, and whether the client owns the home.
      await openFactFind(page, clientId);
      expect(await page.getByLabel('Rent', { exact: true }).isChecked()).toBe(false);
      expect(await page.getByLabel('Own', { exact: true }).isChecked()).toBe(false);
      const missing = page.getByTestId('missing-information');
      expect(await missing.getByText('Property ownership', { exact: true }).isVisible()).toBe(true);
      await page.getByLabel('Mobile', { exact: true }).fill('0412 345 678');
      await saveFactFind(page);

      await page.reload();
      await expect
        .poll(() => page.getByLabel('Mobile', { exact: true }).inputValue(), wait)
        .toBe('0412 345 678');
      await expectPackOnFactFind(page);
      // Each value says where it came from.
      const employerNote = page.locator('#employer').locator('xpath=..');
      expect(await employerNote.textContent()).toContain('payslip.pdf');
      expect(await page.getByTestId('record-section-income').textContent()).toContain('payslip.pdf');
      expect(await page.getByTestId('fact-offers').count()).toBe(0);
      expect(await page.getByLabel('Rent', { exact: true }).isChecked()).toBe(false);
      await screenshot(page, `record-fact-find-${width}`);
      // Not ready to sign: no goals, and the questionnaire's sections are not complete.
      expect(await page.getByTestId('ready-to-sign').textContent()).toContain('Needs Info');

      // Debts are edited on the questionnaire: the link opens its tab.
      await page.getByRole('link', { name: 'Edit in the questionnaire (Debts & Liabilities)' }).click();
      await expect.poll(() => page.url(), wait).toContain(`/questionnaire/${clientId}?tab=liabilities`);
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent(), wait)
        .toBe('Debts & Liabilities');
      await page.context().close();
    },
    slowTest,
  );

  it('prints every fact of the pack in the PDF, with its cycle, period or date, and no default', async () => {
    const clientId = roundTripClients[1280];
    expect(clientId, 'the 1280 px round trip made the client').toBeTruthy();
    const page = await openPage(browser, 1280, 900, axe);
    await signIn(page, adviser.email, adviser.password);
    await openFactFind(page, clientId!);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    const failure = page
      .getByRole('status')
      .filter({ hasText: 'Failed to generate PDF' })
      .waitFor({ timeout: 60_000 })
      .then(() => 'failed' as const);
    // Whichever does not happen is left waiting until the page closes.
    download.catch(() => undefined);
    failure.catch(() => undefined);
    await page.getByRole('button', { name: 'Generate Fact Find PDF' }).click();
    const file = await Promise.race([download, failure]);
    if (file === 'failed') throw new Error('The server could not generate the PDF (500)');
    const text = (await readPdfText(readFileSync((await file.path()) as string))).pages.join('\n');
    const missing = pack.facts.filter((fact: PackFact) => !text.includes(fact.printed));
    expect(missing.map((fact) => `${fact.subject}.${fact.field}: ${fact.printed}`)).toEqual([]);
    expect(text).not.toMatch(/\bRents?\b/);
    expect(text).not.toContain(pack.previousAddress.street);
    await page.context().close();
  }, 120_000);

  it(
    "keeps a value the adviser set when a later document says otherwise: a conflict Accept all leaves, Keep mine, Use the document's value",
    async () => {
      const clientId = roundTripClients[1280];
      expect(clientId, 'the 1280 px round trip made the client').toBeTruthy();
      const later = await makeLaterDocument(pack, 'payslip', 'payslip-later.pdf');
      const page = await openPage(browser, 1280, 900, axe);
      await signIn(page, adviser.email, adviser.password);
      await openFactFind(page, clientId!);
      await page.getByLabel('Occupation', { exact: true }).fill('Practice Manager');
      await page.getByLabel('Employer', { exact: true }).fill('Harbour Advisory Pty Ltd');
      await saveFactFind(page);

      await upload(page, clientId!, [later.file]);
      await openFactFind(page, clientId!);
      const offers = page.getByTestId('fact-offers');
      await expect.poll(() => offers.isVisible(), wait).toBe(true);
      const conflicts = offers.getByTestId('fact-conflict');
      await expect.poll(() => conflicts.count(), wait).toBe(2);
      expect(await offers.textContent()).toContain('2 conflicts need your decision');
      const occupation = conflicts.filter({ hasText: 'Occupation' });
      expect(await occupation.getByTestId('conflict-record-value').textContent()).toBe('Practice Manager');
      expect(await occupation.getByTestId('conflict-document-value').textContent()).toBe(
        String(later.document.fields.position),
      );
      expect(await occupation.textContent()).toMatch(/Given by you on \d\d\/\d\d\/\d{4}/);
      expect(await occupation.textContent()).toContain('payslip-later.pdf');
      await occupation.scrollIntoViewIfNeeded();
      await screenshot(page, 'record-conflict-1280');
      await page.setViewportSize({ width: 375, height: 900 });
      await occupation.scrollIntoViewIfNeeded();
      await screenshot(page, 'record-conflict-375');
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectAccessible(page, 'Fact Find with conflicts');

      // Accept all takes the plain offers (the later pay) and leaves both conflicts.
      const plain = await offers.getByTestId('fact-offer').count();
      if (plain > 0) {
        await offers.getByRole('button', { name: `Accept all (${plain})` }).click();
        await expect.poll(() => offers.getByTestId('fact-offer').count(), wait).toBe(0);
      }
      expect(await conflicts.count()).toBe(2);
      expect(await page.getByLabel('Occupation', { exact: true }).inputValue()).toBe('Practice Manager');

      // Keep mine: the conflict goes, the value stays, focus moves to the next decision.
      await occupation.getByRole('button', { name: 'Keep mine: Occupation' }).click();
      await expect.poll(() => conflicts.count(), wait).toBe(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), wait)
        .toBe('Keep mine: Employer');
      // Use the document's value: taken for that fact alone.
      await conflicts.getByRole('button', { name: "Use the document's value: Employer" }).click();
      await expect
        .poll(() => page.getByLabel('Employer', { exact: true }).inputValue(), wait)
        .toBe(String(later.document.fields.employer));

      await page.reload();
      await expect
        .poll(() => page.getByLabel('Occupation', { exact: true }).inputValue(), wait)
        .toBe('Practice Manager');
      expect(await page.getByLabel('Employer', { exact: true }).inputValue()).toBe(
        String(later.document.fields.employer),
      );
      expect(await page.getByTestId('fact-conflict').count()).toBe(0);
      // The employer's history: the payslip's, the adviser's, then the later payslip's.
      await page.getByRole('button', { name: 'History of Employer' }).click();
      const history = page.getByRole('dialog').getByTestId('fact-history');
      await expect.poll(() => history.locator('li').count(), wait).toBeGreaterThanOrEqual(3);
      const entries = await history.locator('li').allInnerTexts();
      expect(entries[0]).toContain(String(later.document.fields.employer));
      expect(entries[1]).toContain('Harbour Advisory Pty Ltd');
      expect(entries.at(-1)).toContain(String(packFact('client', 'employer').value));
      await page.context().close();
    },
    slowTest,
  );

  it.each([1280, 375])(
    "at %i px: shows a document set aside as someone else's with its reason, and takes the adviser's word that it is the client's",
    async (width) => {
      const clientId = roundTripClients[width];
      expect(clientId, 'the round trip made the client').toBeTruthy();
      const other = await makeSomeoneElsesDocument('bank', `someone-elses-statement-${width}.pdf`);
      const otherName = `${String(other.document.fields.firstName)} ${String(other.document.fields.lastName)}`;
      const page = await openPage(browser, width, 900, axe);
      await signIn(page, adviser.email, adviser.password);
      await upload(page, clientId!, [other.file]);
      await openFactFind(page, clientId!);
      const flagged = page.getByTestId('flagged-document').filter({ hasText: other.filename });
      await expect.poll(() => flagged.isVisible(), wait).toBe(true);
      expect(await flagged.textContent()).toContain(otherName);
      const accountLast4 = String(other.document.fields.accountNumber).slice(-4);
      const offered = page.getByTestId('fact-offer').filter({ hasText: accountLast4 });
      expect(await offered.count()).toBe(0);
      await flagged.scrollIntoViewIfNeeded();
      await screenshot(page, `record-identity-${width}`);
      await expectAccessible(page, `Fact Find with a document set aside at ${width} px`);

      await flagged.getByRole('button', { name: `It is the client's document: ${other.filename}` }).click();
      await expect.poll(() => offered.count(), wait).toBe(1);
      // Its values are offered with "Check": the statement names someone else, so Accept all leaves them.
      const check = offered.getByTestId('offer-checks');
      expect(await check.textContent()).toContain('Check');
      expect(await check.textContent()).toContain(`${other.filename} names`);
      expect(
        await page
          .getByTestId('fact-offers')
          .getByRole('button', { name: /^Accept all/ })
          .count(),
        'nothing else is offered, so there is nothing for Accept all',
      ).toBe(0);
      const confirmed = page.getByTestId('confirmed-owner-document').filter({ hasText: other.filename });
      await expect.poll(() => confirmed.isVisible(), wait).toBe(true);
      await screenshot(page, `record-identity-confirmed-${width}`);
      await page.reload();
      await expect.poll(() => offered.count(), wait).toBe(1);

      // Taken back: set aside again, its facts no longer offered.
      await confirmed.getByRole('button', { name: `Take back: ${other.filename}` }).click();
      await expect.poll(() => flagged.isVisible(), wait).toBe(true);
      expect(await offered.count()).toBe(0);
      await page.context().close();
    },
    slowTest,
  );

  it.each([1280, 375])(
    'at %i px: the questionnaire shows what the documents told, and keeps offers accepted on it through its next save',
    async (width) => {
      const page = await openPage(browser, width, 900, axe);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await intake(page, `q${width}`);
      const chosen = ['payslip', 'mortgage', 'insurance', 'super'];
      await upload(
        page,
        clientId,
        pack.files.filter((file) =>
          chosen.includes(pack.documents.find((d) => d.filename === file.name)!.type),
        ),
      );
      await page.goto(`/questionnaire/${clientId}`);
      const offers = page.getByTestId('fact-offers');
      await expect.poll(() => offers.isVisible(), wait).toBe(true);
      await screenshot(page, `record-questionnaire-offers-${width}`);
      const salary = packFact('cashFlow', 'baseSalary');
      const lender = String(packFact('liability', 'lender').value);
      const insurer = String(packFact('policy', 'insurer').value);
      await offers.getByRole('button', { name: 'Accept Base salary' }).click();
      await offers.getByRole('button', { name: 'Accept Latest pay' }).click();
      await offers.getByRole('button', { name: new RegExp(`^Accept .*${lender}`) }).click();
      await offers.getByRole('button', { name: new RegExp(`^Accept .*${insurer}`) }).click();
      await offers.getByRole('button', { name: /^Accept Super: / }).click();
      await expect
        .poll(() => offers.getByTestId('fact-offer').filter({ hasText: insurer }).count(), wait)
        .toBe(0);

      // Income: the salary in its field, the pay and year to date read-only from the payslip, with the source.
      await page.getByRole('tab', { name: 'Income & Cash Flow' }).click();
      const baseSalary = page.getByLabel('Base salary', { exact: true });
      await expect.poll(() => baseSalary.inputValue(), wait).toBe(salary.printed.replace(' a year', ''));
      const told = page.getByRole('tabpanel').getByTestId('documents-told');
      expect(await told.textContent()).toContain(packFact('income', 'grossPay').printed);
      expect(await told.textContent()).toContain('payslip.pdf');
      await page.getByLabel('Living expenses', { exact: true }).fill('4200');
      await screenshot(page, `record-questionnaire-income-${width}`);

      await page.getByRole('tab', { name: 'Debts & Liabilities' }).click();
      expect(await page.getByRole('tabpanel').getByTestId('documents-told').textContent()).toContain(
        packFact('liability', 'balance').printed,
      );
      expect(await page.getByLabel('Lender', { exact: true }).first().inputValue()).toBe(lender);
      await page.getByRole('tab', { name: 'Insurance' }).click();
      const insurance = page.getByRole('tabpanel');
      expect(await insurance.getByTestId('documents-told').textContent()).toContain('(inside super)');
      expect(await insurance.getByTestId('documents-told').textContent()).toContain(
        packFact('policy', 'premium').printed,
      );
      expect(await insurance.getByLabel('Premium Frequency').first().inputValue()).toBe(
        packFact('policy', 'premium').cycle,
      );
      await screenshot(page, `record-questionnaire-insurance-${width}`);
      await expectAccessible(page, `Questionnaire's Insurance tab at ${width} px`);

      await page.getByRole('button', { name: 'Save Progress' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Progress saved' }).isVisible(), wait)
        .toBe(true);
      await page.reload();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Income & Cash Flow' }).isVisible(), wait)
        .toBe(true);
      await page.getByRole('tab', { name: 'Income & Cash Flow' }).click();
      expect(await page.getByLabel('Base salary', { exact: true }).inputValue()).toBe(
        salary.printed.replace(' a year', ''),
      );
      expect(await page.getByLabel('Living expenses', { exact: true }).inputValue()).toBe('$4,200');
      await page.getByRole('tab', { name: 'Debts & Liabilities' }).click();
      expect(await page.getByLabel('Lender', { exact: true }).first().inputValue()).toBe(lender);
      const saved = await api<{ liabilities: unknown[]; insurancePolicies: unknown[] }>(
        page,
        'GET',
        `/api/clients/${clientId}/questionnaire`,
      );
      expect(saved.liabilities).toHaveLength(1);
      expect(saved.insurancePolicies).toHaveLength(1);
      await page.context().close();
    },
    slowTest,
  );
});
