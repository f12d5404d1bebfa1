import { readPdfText } from '@/server/test-support/read-pdf-text';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { api } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { processingTimeout, uploadInWorkflow, waitForStep, waitForUploadStatus } from './support/documents';

/**
 * Issue: every client's documents fill their Fact Find, on every path. A dev pack uploaded for a client made
 * at intake is offered on the Fact Find and questionnaire with its sources; accepting writes it for good.
 */
const adviser = e2eAdvisers.clientDocuments;
const corpus = fileURLToPath(new URL('../fixtures/corpus', import.meta.url));
const packDir = path.join(corpus, 'packs', 'pack-1');
const pack = JSON.parse(readFileSync(path.join(packDir, 'pack.truth.json'), 'utf8')) as {
  documents: string[];
  givenNames: string;
  familyName: string;
  dateOfBirth: string;
  mobile: string | null;
  streetAddress: string;
  suburb: string;
  postcode: string;
  employer: string;
  occupation: string;
  annualIncome: number;
  superAccounts: { fundName: string; memberNumberLast4: string }[];
  bankAccounts: { bankName: string; accountNumberLast4: string }[];
};
const packFiles = pack.documents.map((name) => path.join(packDir, name));
/** What a fixture prints, from its truth file. */
const printedOn = (file: string) =>
  (JSON.parse(readFileSync(`${file}.truth.json`, 'utf8')) as { fields: Record<string, string> }).fields;
const ownPayslip = path.join(packDir, 'payslip.pdf');
const partnerPayslip = path.join(corpus, 'docs', 'someone-else-payslip.pdf');
const partner = printedOn(partnerPayslip);
const strangersStatement = path.join(corpus, 'docs', 'someone-else-bank.pdf');
const strangerTruth = printedOn(strangersStatement);
const strangerName = `${strangerTruth.firstName} ${strangerTruth.lastName}`;
const correctedEmployer = `${pack.employer} Group`;
const slowTest = 420_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const percent = async (page: Page) =>
  Number((await page.getByTestId('completion-percent').textContent())?.replace('%', ''));

/** New Client Intake with only what an adviser types at a first meeting: name, e-mail, scope, consents. */
async function intake(page: Page, options: { spouse?: [string, string] } = {}): Promise<string> {
  await page.goto('/intake');
  await page.getByLabel('Given Names *').fill(pack.givenNames);
  await page.getByLabel('Family Name *').fill(pack.familyName);
  await page.getByLabel('Email *').fill(`client.${Date.now()}@example.com`);
  if (options.spouse) {
    await page.getByLabel('Marital Status').selectOption('married');
    await page.getByLabel('Spouse Given Names').fill(options.spouse[0]);
    await page.getByLabel('Spouse Family Name').fill(options.spouse[1]);
  }
  await page.getByLabel('Superannuation advice').check();
  await page.getByLabel('Debt management').check();
  await page.getByLabel(/consents to the collection/).check();
  await page.getByLabel(/accepts the privacy notice/).check();
  await page.getByRole('button', { name: 'Create Client' }).click();
  const createAnyway = page.getByRole('button', { name: 'Create anyway' });
  await expect
    .poll(async () => /\/upload\/[0-9a-f-]{36}$/.test(page.url()) || (await createAnyway.isVisible()), {
      timeout: 15_000,
    })
    .toBe(true);
  if (await createAnyway.isVisible()) await createAnyway.click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/upload\/[0-9a-f-]{36}$/);
  const clientId = page.url().split('/').pop() as string;
  // Nothing typed is nothing stored: no years at address, the date of birth marked as the default.
  expect(await api(page, 'GET', `/api/clients/${clientId}`)).toMatchObject({
    yearsAtAddress: null,
    defaultedFields: options.spouse ? ['dob', 'spouseDob'] : ['dob'],
  });
  return clientId;
}

/** The Fact Find's offers for the pack: every fact of pack.truth.json not typed at intake. */
async function expectPackOffered(page: Page) {
  const offers = page.getByTestId('fact-offers');
  await expect.poll(() => offers.isVisible(), { timeout: 20_000 }).toBe(true);
  const text = (await offers.textContent()) ?? '';
  const [year, month, day] = pack.dateOfBirth.split('-');
  // A date of birth left at the intake default is replaced by the documents' without asking; else offered.
  if (!text.includes(`${day}/${month}/${year}`))
    expect(await page.getByLabel('Date of Birth', { exact: true }).inputValue()).toBe(
      `${day}/${month}/${year}`,
    );
  for (const expected of [
    ...(pack.mobile ? [`${pack.mobile.slice(0, 4)} ${pack.mobile.slice(4, 7)} ${pack.mobile.slice(7)}`] : []),
    pack.streetAddress,
    pack.suburb,
    pack.postcode,
    pack.employer,
    pack.occupation,
    ...pack.superAccounts.flatMap((account) => [account.fundName, account.memberNumberLast4]),
    ...pack.bankAccounts.flatMap((account) => [account.bankName, account.accountNumberLast4]),
  ]) {
    expect(text, expected).toContain(expected);
  }
  // Each offer names the document it was read from.
  const rows = offers.getByTestId('fact-offer');
  for (const row of await rows.all()) expect(await row.textContent()).toMatch(/From.*\.pdf/);
}

async function acceptAllAndCheck(page: Page, clientId: string) {
  const before = await percent(page);
  await page
    .getByTestId('fact-offers')
    .getByRole('button', { name: /^Accept all/ })
    .click();
  // Accept all takes every offer but a conflict with a value a person gave (the e-mail typed at intake).
  await expect.poll(() => page.getByTestId('fact-offer').count(), uploadWait).toBe(0);
  await expect.poll(() => percent(page), uploadWait).toBeGreaterThan(before);

  await page.reload();
  await expect
    .poll(() => page.getByLabel('Employer', { exact: true }).inputValue(), uploadWait)
    .toBe(pack.employer);
  expect(await page.getByLabel('Date of Birth', { exact: true }).inputValue()).toBe(
    pack.dateOfBirth.split('-').reverse().join('/'),
  );
  expect(await page.getByLabel('Street Address', { exact: true }).inputValue()).toBe(pack.streetAddress);
  expect(await page.getByLabel('Occupation', { exact: true }).inputValue()).toBe(pack.occupation);
  expect(await page.getByTestId('super-account').textContent()).toContain(pack.superAccounts[0]?.fundName);
  expect(await page.getByTestId('bank-account').textContent()).toContain(pack.bankAccounts[0]?.bankName);
  // All but goals, and the mobile number when no document prints one (the factory's do not).
  expect(await percent(page)).toBe(pack.mobile ? 90 : 80);
  expect(await page.getByTestId('fact-offer').count()).toBe(0);
  const conflicts = page.getByTestId('fact-conflict');
  expect(await conflicts.count()).toBeLessThanOrEqual(1);
  if ((await conflicts.count()) === 1) expect(await conflicts.textContent()).toContain('Email');

  // The PDF names the documents the facts came from.
  const base64 = await page.evaluate(async (id) => {
    const response = await fetch(`/api/clients/${id}/fact-find/generate`, { method: 'POST' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, clientId);
  const text = (await readPdfText(Buffer.from(base64, 'base64'))).pages.join(' ');
  for (const name of pack.documents) expect(text, name).toContain(name);
}

const uploadWait = { timeout: 20_000 };

describe('documents fill the Fact Find', () => {
  it(
    'intake, upload a pack on /upload/{id}: the Fact Find and questionnaire offer every fact with its source',
    async () => {
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await intake(page);

      await page.getByTestId('upload-file-input').setInputFiles(packFiles);
      const rows = page.getByTestId('client-document');
      await expect.poll(() => rows.count(), uploadWait).toBe(pack.documents.length);
      for (const row of await rows.all()) await waitForUploadStatus(row, 'Extracted');
      await screenshot(page, 'client-documents-upload-1280');

      await page.getByRole('link', { name: 'Skip to Fact Find Review' }).click();
      await expect.poll(() => page.url()).toContain(`/fact-find/${clientId}`);
      await expectPackOffered(page);
      await screenshot(page, 'client-documents-offers-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, 'client-documents-offers-375');
      await page.setViewportSize({ width: 1280, height: 860 });

      // The evidence: the original page with the text it was read from.
      await page
        .getByTestId('fact-offer')
        .filter({ hasText: 'Employer' })
        .getByRole('button', { name: /\.pdf/ })
        .first()
        .click();
      const evidence = page.getByRole('dialog');
      await expect.poll(() => evidence.getByRole('img').isVisible(), uploadWait).toBe(true);
      expect(await evidence.textContent()).toContain(pack.employer);
      await screenshot(page, 'client-documents-evidence-1280');
      await page.keyboard.press('Escape');

      await acceptAllAndCheck(page, clientId);

      // The salary accepted on the Fact Find is the questionnaire's, shown with the payslip it came from.
      await page.goto(`/questionnaire/${clientId}`);
      await page.getByRole('tab', { name: 'Income & Cash Flow' }).click();
      await expect
        .poll(() => page.getByLabel('Base salary', { exact: true }).inputValue(), uploadWait)
        .toBe(`$${pack.annualIncome.toLocaleString('en-AU')}`);
      const told = page.getByRole('tabpanel').getByTestId('documents-told');
      expect(await told.textContent()).toContain(`$${pack.annualIncome.toLocaleString('en-AU')} a year`);
      expect(await told.textContent()).toMatch(/From.*\.pdf/);
      await screenshot(page, 'client-documents-questionnaire-1280');
      await page.context().close();
    },
    slowTest,
  );

  it(
    'the same after the four-step page: Continue to Prefilled Fact Find offers the pack',
    async () => {
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      const client = await api<{ id: string }>(page, 'POST', '/api/clients', {
        givenNames: pack.givenNames,
        familyName: pack.familyName,
        email: `client.${Date.now()}@example.com`,
        scopeOfAdvice: ['Superannuation advice'],
        privacyConsent: true,
      });
      await page.goto('/documents');
      await page.getByLabel('Client', { exact: true }).selectOption(client.id);
      await page.getByRole('button', { name: 'Start Document Capture' }).click();
      await page.getByRole('tab', { name: 'Bulk Upload' }).click();
      await page.getByTestId('bulk-file-input').setInputFiles(packFiles);
      await uploadInWorkflow(page, pack.documents.length);
      await waitForStep(page, 'Review');
      await page.getByRole('button', { name: 'Continue to Prefilled Fact Find' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/fact-find/${client.id}`);
      await expectPackOffered(page);
      await acceptAllAndCheck(page, client.id);
      await page.context().close();
    },
    slowTest,
  );

  it(
    "flags another person's document and fills the partner's employer from the partner's payslip",
    async () => {
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await intake(page, { spouse: [partner.firstName!, partner.lastName!] });
      await page.getByTestId('upload-file-input').setInputFiles([
        ownPayslip, // the client's payslip
        partnerPayslip, // the partner's payslip
        strangersStatement, // someone else's bank statement
      ]);
      const rows = page.getByTestId('client-document');
      await expect.poll(() => rows.count(), uploadWait).toBe(3);
      for (const row of await rows.all()) await waitForUploadStatus(row, 'Extracted');
      const stranger = rows.filter({ hasText: 'someone-else-bank.pdf' });
      await expect.poll(() => stranger.textContent(), processingTimeout).toContain(strangerName);
      await screenshot(page, 'client-documents-flagged-upload-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, 'client-documents-flagged-upload-375');
      await page.setViewportSize({ width: 1280, height: 860 });

      await page.goto(`/fact-find/${clientId}`);
      const offers = page.getByTestId('fact-offers');
      await expect.poll(() => offers.isVisible(), uploadWait).toBe(true);
      expect(await offers.getByTestId('flagged-document').textContent()).toContain(strangerName);
      expect(
        await offers.getByTestId('fact-offer').filter({ hasText: strangerTruth.lastName! }).count(),
      ).toBe(0);
      expect(await offers.getByTestId('fact-offer').filter({ hasText: 'Bank:' }).count()).toBe(0);
      const partnerEmployer = offers.getByTestId('fact-offer').filter({ hasText: "Partner's employer" });
      expect(await partnerEmployer.textContent()).toContain(partner.employer);
      await screenshot(page, 'client-documents-flagged-fact-find-1280');
      await partnerEmployer.getByRole('button', { name: /^Accept/ }).click();
      await expect
        .poll(() => page.getByLabel('Partner Employer', { exact: true }).inputValue(), uploadWait)
        .toBe(partner.employer);
      await page.reload();
      await expect
        .poll(() => page.getByLabel('Partner Employer', { exact: true }).inputValue(), uploadWait)
        .toBe(partner.employer);
      expect(await page.getByLabel('Employer', { exact: true }).inputValue()).toBe('');

      // Extracted Data: the adviser corrects a reading; the correction is kept beside it and is what is offered.
      await page.goto(`/extracted-data?clientId=${clientId}`);
      const card = page
        .getByTestId('extracted-document')
        .filter({ hasText: 'payslip.pdf' })
        .filter({ hasNotText: 'someone-else' });
      await expect.poll(() => card.isVisible(), uploadWait).toBe(true);
      if ((await card.getByRole('button', { name: 'Correct Employer', exact: true }).count()) === 0)
        await card.getByRole('button', { expanded: false }).first().click();
      await card.getByRole('button', { name: 'Correct Employer', exact: true }).click();
      await card.getByLabel('Correct Employer', { exact: true }).fill(correctedEmployer);
      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(
          () => card.locator('[data-key="employer"]').getByTestId('field-correction').textContent(),
          uploadWait,
        )
        .toContain(`Corrected: ${correctedEmployer}`);
      await screenshot(page, 'client-documents-correction-1280');
      await page.goto(`/fact-find/${clientId}`);
      const employerOffer = page.getByTestId('fact-offer').filter({ hasText: /^Employer/ });
      await expect.poll(() => employerOffer.textContent(), uploadWait).toContain(correctedEmployer);
      await page.context().close();
    },
    slowTest,
  );

  it('flags the same client twice at intake, and lets the adviser go ahead', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const email = `twice.${Date.now()}@example.com`;
    const existing = await api<{ id: string }>(page, 'POST', '/api/clients', {
      givenNames: 'Nadia',
      familyName: 'Haddad',
      email,
      scopeOfAdvice: ['Superannuation advice'],
      privacyConsent: true,
    });
    await page.goto('/intake');
    await page.getByLabel('Given Names *').fill('Nadia');
    await page.getByLabel('Family Name *').fill('Haddad');
    await page.getByLabel('Email *').fill(email.toUpperCase());
    await page.getByLabel('Superannuation advice').check();
    await page.getByLabel(/consents to the collection/).check();
    await page.getByLabel(/accepts the privacy notice/).check();
    await page.getByRole('button', { name: 'Create Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'This client may already exist' });
    await expect.poll(() => dialog.isVisible(), uploadWait).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Nadia Haddad' }).getAttribute('href')).toBe(
      `/fact-find/${existing.id}`,
    );
    expect(await dialog.textContent()).toContain('Same e-mail');
    await screenshot(page, 'client-documents-duplicate-1280');
    await dialog.getByRole('button', { name: 'Create anyway' }).click();
    await expect.poll(() => page.url(), uploadWait).toMatch(/\/upload\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toContain(existing.id);
    await page.context().close();
  });
});
