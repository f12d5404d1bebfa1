import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../src/server/test-support/corpus';
import { readPdfText } from '../src/server/test-support/read-pdf-text';
import { e2eAdvisers } from './support/advisers';
import { api } from './support/api';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, screenshot, signIn, watchFileChoosers } from './support/browser';
import { processingTimeout } from './support/documents';

/**
 * Customer due diligence end to end (decision 035): the client sends a passport and a payslip through their
 * request link and answers the PEP and sanctions questions there; the adviser verifies the identity from the
 * passport the record read, records the screening, the relationship, source of funds and wealth with the
 * payslip as evidence, the risk rating and the next review on the Fact Find; the PDF prints the section.
 */
const adviser = e2eAdvisers.dueDiligence;
const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 860 };
const soon = { timeout: 15_000 };
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The factory's passport (Liam Papadopoulos, MRZ checked) and a payslip. */
const docFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(path.join(corpusDir, 'docs', name)),
});
const passportTruth = (
  JSON.parse(readFileSync(path.join(corpusDir, 'docs/passport-0-digital-pdf.pdf.truth.json'), 'utf8')) as {
    fields: { passportNumber: string; expiryDate: string };
  }
).fields;
const masked = `****${passportTruth.passportNumber.slice(-4)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  // bypassCSP lets the test inject axe-core (the app's policy rightly refuses inline scripts).
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'en-AU',
    bypassCSP: true,
  });
  return context.newPage();
}

describe('customer due diligence', () => {
  it('is completed by the client through the link and by the adviser on the Fact Find, and printed in the PDF', async () => {
    const advisorPage = await newPage(desktop);
    await signIn(advisorPage, adviser.email, adviser.password);
    const { id: clientId } = await api<{ id: string }>(advisorPage, 'POST', '/api/clients', {
      givenNames: 'Liam',
      familyName: 'Papadopoulos',
      email: 'liam.papadopoulos@example.com',
      dob: '1971-08-28',
      streetAddress: '8 Jacaranda Avenue',
      suburb: 'Paddington',
      state: 'QLD',
      postcode: '4064',
      scopeOfAdvice: ['Retirement planning', 'Investment advice'],
      privacyConsent: true,
    });
    const { link } = await api<{ link: string }>(
      advisorPage,
      'POST',
      `/api/clients/${clientId}/document-requests`,
      {
        checklist: [
          { id: 'photo-id', label: 'Photo ID: driver licence or passport', accepts: ['license', 'passport'] },
          { id: 'payslip', label: 'Your most recent payslip', accepts: ['payslip'] },
        ],
        sendEmail: false,
      },
    );

    // The client, on a phone: proves who they are, sends the passport and a payslip, answers the two questions.
    const clientPage = await newPage(phone);
    const nextFileChooser = watchFileChoosers(clientPage);
    await clientPage.goto(link);
    await clientPage.getByLabel('Your date of birth').fill('28/08/1971');
    await clientPage.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => clientPage.getByRole('heading', { name: 'Hello Liam' }).isVisible(), soon)
      .toBe(true);
    for (const [item, label, file] of [
      ['photo-id', 'Photo ID: driver licence or passport', 'passport-0-digital-pdf.pdf'],
      ['payslip', 'Your most recent payslip', 'payslip-0-digital-pdf.pdf'],
    ] as const) {
      const chooser = nextFileChooser();
      await clientPage.getByRole('button', { name: `Choose a file: ${label}` }).click();
      await (await chooser).setFiles([docFile(file)]);
      await expect
        .poll(() => clientPage.getByTestId(`request-item-${item}`).getByRole('listitem').count(), soon)
        .toBe(1);
    }
    await expect.poll(() => clientPage.getByText('Reading…').count(), processingTimeout).toBe(0);

    const declarations = clientPage.getByTestId('client-declarations');
    await declarations.scrollIntoViewIfNeeded();
    await declarations
      .getByRole('radiogroup', { name: 'Are you a politically exposed person?' })
      .getByRole('radio', { name: 'No' })
      .click();
    await declarations
      .getByRole('radiogroup', { name: 'Are you subject to targeted financial sanctions?' })
      .getByRole('radio', { name: 'No' })
      .click();
    await screenshot(clientPage, 'due-diligence-client-questions-375');
    expect(
      (await axeViolations(clientPage)).filter((violation) =>
        ['critical', 'serious'].includes(violation.impact),
      ),
    ).toEqual([]);
    await declarations.getByRole('button', { name: 'Send my answers' }).click();
    await expect
      .poll(() => declarations.getByText('You answered on', { exact: false }).isVisible(), soon)
      .toBe(true);
    await declarations.scrollIntoViewIfNeeded();
    await screenshot(clientPage, 'due-diligence-client-answered-375', { fullPage: false });
    await clientPage.setViewportSize(desktop);
    await declarations.scrollIntoViewIfNeeded();
    await screenshot(clientPage, 'due-diligence-client-answered-1280', { fullPage: false });

    // The adviser, on the Fact Find: the client's answers with their source, then the rest.
    await advisorPage.goto(`/fact-find/${clientId}`);
    const card = advisorPage.getByTestId('due-diligence-client');
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(await card.getByTestId('client-pep').textContent()).toMatch(
      /Client's declaration: No, not a politically exposed person \(The client, through the request link/,
    );
    expect(await card.getByTestId('cdd-warning').allTextContents()).toContain('Identity not verified yet.');

    await card
      .getByLabel('Identity document')
      .selectOption({ label: `Passport ${masked} (passport-0-digital-pdf.pdf)` });
    await card
      .getByLabel('How it was verified')
      .selectOption({ label: 'Request link (date of birth checked)' });
    await card.getByRole('button', { name: 'Record identity verification' }).click();
    const verified = card.getByTestId('identity-verified');
    await expect.poll(() => verified.isVisible(), soon).toBe(true);
    expect(await verified.textContent()).toContain(`Passport ${masked}, ZAF, expires 11/04/2027`);
    expect(await verified.textContent()).toMatch(/SHA-256 [0-9a-f]{64}/);
    expect(await card.getByTestId('cdd-warning').allTextContents()).not.toContain(
      'Identity not verified yet.',
    );

    await card.getByLabel('Does anyone act on their behalf?').selectOption('no');
    await card.getByLabel("Politically exposed person (adviser's record)").selectOption('no');
    await card.getByLabel("Targeted financial sanctions (adviser's record)").selectOption('no');
    await card.getByLabel('Screening service').fill('Acme PEP Check');
    await card.getByLabel('Screened on').fill('2026-11-20');
    await card.getByLabel('PEP screening result').selectOption('no-match');
    await card.getByLabel('Sanctions screening result').selectOption('no-match');
    await card.getByLabel('More about the relationship').fill('Ongoing advice on retirement and investments');
    await card.getByLabel('Source of funds', { exact: true }).fill('Salary from his employer');
    await card
      .getByRole('group', { name: 'Evidence of the source of funds' })
      .getByRole('checkbox', { name: /payslip-0-digital-pdf\.pdf/ })
      .click();
    await card.getByLabel('Source of wealth', { exact: true }).fill('Savings from salary over 25 years');
    await card.getByLabel('ML/TF risk rating').selectOption('low');
    await card
      .getByLabel('Reason for the rating')
      .fill('Australian resident, salary income, no PEP or sanctions match');
    await card.getByLabel('Next review').fill('2027-11-27');
    await card.getByRole('button', { name: 'Save due diligence' }).click();
    await expect.poll(() => toast(advisorPage, 'Due diligence saved').isVisible(), soon).toBe(true);
    await expect.poll(() => card.getByTestId('cdd-warning').count(), soon).toBe(0);
    await card.getByRole('button', { name: /^History \(\d+\)$/ }).click();
    const history = card.getByRole('list', { name: 'Due diligence history: Liam Papadopoulos' });
    expect(await history.getByRole('listitem').count()).toBe(12);
    const entryText = (index: number) =>
      history.getByRole('listitem').nth(index).locator('p').first().textContent();
    expect(await entryText(1)).toBe(
      'ML/TF risk rating: Low: Australian resident, salary income, no PEP or sanctions match',
    );
    expect(await entryText(9)).toBe(
      `Identity verification: Passport ${masked}, sent through the request link, checked by date of birth`,
    );
    expect(await entryText(11)).toBe('Politically exposed person declaration: No');
    expect(
      (await axeViolations(advisorPage)).filter((violation) =>
        ['critical', 'serious'].includes(violation.impact),
      ),
    ).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(advisorPage, 'due-diligence-fact-find-1280');
    await advisorPage.setViewportSize(phone);
    await card.scrollIntoViewIfNeeded();
    await screenshot(advisorPage, 'due-diligence-fact-find-375');
    expect(await advisorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await advisorPage.setViewportSize(desktop);

    // Reloaded, it is all still there; the file's History names the change.
    await advisorPage.reload();
    await expect.poll(() => card.getByLabel('Screening service').inputValue(), soon).toBe('Acme PEP Check');
    await expect
      .poll(() => advisorPage.getByTestId('client-history').textContent(), soon)
      .toContain('Customer due diligence of Liam Papadopoulos');

    // The PDF carries the section.
    const download = advisorPage.waitForEvent('download');
    await advisorPage.getByRole('button', { name: 'Generate Fact Find PDF' }).click();
    const file = await download;
    const pdf = (await readPdfText(readFileSync((await file.path()) as string))).pages.join(' ');
    expect(pdf).toContain('Customer due diligence');
    expect(pdf).toContain(`Passport ${masked}, issued by ZAF, expires 11/04/2027`);
    expect(pdf).toContain('Sent through the request link, checked by date of birth');
    expect(pdf).toContain('Client: No, not a politically exposed person');
    expect(pdf).toContain('Declared by the client through the request link');
    expect(pdf).toContain('Acme PEP Check on 20/11/2026: PEP no match, sanctions no match');
    expect(pdf).toContain('Evidence: payslip-0-digital-pdf.pdf');
    expect(pdf).toContain('Low: Australian resident, salary income, no PEP or sanctions match');
    expect(pdf).not.toContain(passportTruth.passportNumber);
  }, 240_000);
});
