import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpCapture } from '../src/server/test-support/smtp-capture';
import { corpusDir } from '../src/server/test-support/corpus';
import { e2eAdvisers } from './support/advisers';
import { baseUrl, launchBrowser, screenshot, signIn, watchFileChoosers } from './support/browser';

/**
 * A document request end to end, on a phone: the adviser asks from the Fact Find, the link arrives by
 * e-mail (a real SMTP server on the port the app was given), the client confirms who they are, photographs
 * a document with Chromium's fake camera and uploads two files, confirms the facts read from them, and
 * the adviser sees the documents, the checklist filled and the confirmed facts.
 */
const adviser = e2eAdvisers.requests;
const phone = { width: 375, height: 740 };
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const soon = { timeout: 15_000 };
const desktop = { width: 1280, height: 860 };
/** The adviser's and the system's words, which the client's pages never use. */
const notClientWords = /Process Documents|AI will|Captured Documents|Bsb masked|Document type|Correct\b/;
async function expectClientWords(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(notClientWords);
}
/** The client's page at both widths. */
async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(desktop);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(phone);
}

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpCapture(inject('smtpPort'));
  browser = await launchBrowser({ camera: 'granted' });
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, baseURL: baseUrl(), locale: 'en-AU' });
  return context.newPage();
}

async function createClient(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        givenNames: 'Dimitri',
        familyName: "O'Rourke",
        email: 'hao.oconnor@example.com',
        dob: '1985-07-19',
        employmentType: 'full-time',
        employer: 'Kingfisher Marine',
        scopeOfAdvice: ['Insurance advice'],
        privacyConsent: true,
      }),
    });
    if (!response.ok) throw new Error(`create client: ${response.status}`);
    const id = ((await response.json()) as { id: string }).id;
    // The record has a bank account and a super fund, so the checklist asks for neither (it follows the gaps).
    for (const [kind, account] of [
      ['bank-accounts', { bankName: 'ING', accountType: 'savings' }],
      ['super-accounts', { fundName: 'Aware Super' }],
    ] as const) {
      const added = await fetch(`/api/clients/${id}/${kind}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      });
      if (!added.ok) throw new Error(`add ${kind}: ${added.status}`);
    }
    return id;
  });
}

/** The fixtures' second client pack (the document factory's): its payslip and insurance schedule. */
const packFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(path.join(corpusDir, 'packs/pack-2', name)),
});
const payslip = (
  JSON.parse(readFileSync(path.join(corpusDir, 'packs/pack-2/payslip.pdf.truth.json'), 'utf8')) as {
    fields: { employer: string };
  }
).fields;

describe('a document request, on a phone', () => {
  it('goes from the adviser to the client by e-mail and back with documents and confirmed facts', async () => {
    const advisorPage = await newPage();
    await signIn(advisorPage, adviser.email, adviser.password);
    const clientId = await createClient(advisorPage);
    await advisorPage.goto(`/fact-find/${clientId}`);

    // The adviser asks, from the Fact Find, with the checklist the scope of advice suggests.
    await advisorPage.getByRole('button', { name: 'Ask the client for documents' }).click();
    const dialog = advisorPage.getByRole('dialog');
    const checklist = dialog.getByRole('list', { name: 'Checklist' });
    await expect
      .poll(() => checklist.getByRole('listitem').allTextContents(), soon)
      .toEqual([
        'Photo ID: driver licence or passport',
        'Your most recent payslip',
        'Policy schedule of each insurance policy',
      ]);
    await dialog
      .getByLabel('Note to the client (optional)')
      .fill('Thanks Dimitri, these are for our meeting.');
    await screenshot(advisorPage, 'request-new-375');
    const before = smtp.messages.length;
    await dialog.getByRole('button', { name: 'Create request' }).click();
    await expect.poll(() => toast(advisorPage, 'Request sent').isVisible(), soon).toBe(true);
    const mail = await smtp.waitFor('hao.oconnor@example.com', before);
    const link = /https?:\/\/\S+\/r\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(await dialog.getByLabel('Request link').inputValue()).toBe(link);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The client opens the link: nothing shows until they give their date of birth.
    const clientPage = await newPage();
    const nextFileChooser = watchFileChoosers(clientPage);
    await clientPage.goto(link!);
    await expect
      .poll(() => clientPage.getByRole('heading', { name: 'Send your documents' }).isVisible(), soon)
      .toBe(true);
    expect(await clientPage.getByText('Your checklist').count()).toBe(0);
    await clientPage.getByLabel('Your date of birth').fill('19/07/1986');
    await clientPage.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() =>
        clientPage.getByText('That date of birth does not match our records.', { exact: false }).isVisible(),
      )
      .toBe(true);
    await clientPage.getByLabel('Your date of birth').fill('19/07/1985');
    await clientPage.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => clientPage.getByRole('heading', { name: 'Hello Dimitri' }).isVisible(), soon)
      .toBe(true);
    await expect.poll(() => clientPage.getByText('0 of 3 done').isVisible(), soon).toBe(true);
    await screenshots(clientPage, 'request-client-checklist');
    await expectClientWords(clientPage);

    // A photo of their ID with the camera.
    await clientPage
      .getByRole('button', { name: 'Take a photo: Photo ID: driver licence or passport' })
      .click();
    const camera = clientPage.getByRole('dialog');
    const video = camera.getByTestId('camera-video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), soon)
      .toBeGreaterThan(0);
    await camera.getByRole('button', { name: 'Capture', exact: true }).click();
    await expect.poll(() => camera.getByTestId('captured-item').count(), soon).toBe(1);
    expect(await camera.getByText('Your photos (1)').isVisible()).toBe(true);
    expect(await camera.getByRole('combobox').count()).toBe(0);
    await expectClientWords(clientPage);
    await screenshots(clientPage, 'request-client-captured');
    await camera.getByRole('button', { name: 'Send 1 photo' }).click();
    // Sent (the dialog closes) or refused (a toast says why, and the test says it too).
    const notSent = toast(clientPage, 'Not sent');
    await expect
      .poll(async () => (await clientPage.getByRole('dialog').count()) === 0 || (await notSent.isVisible()), {
        timeout: 30_000,
      })
      .toBe(true);
    if (await notSent.isVisible()) throw new Error(`The photo was not sent: ${await notSent.textContent()}`);
    await expect
      .poll(() => clientPage.getByTestId('request-item-photo-id').getByRole('listitem').count(), soon)
      .toBe(1);

    // Two files for the payslip item: the payslip and, by mistake, the insurance schedule.
    const chooser = nextFileChooser();
    await clientPage.getByRole('button', { name: 'Choose a file: Your most recent payslip' }).click();
    await (await chooser).setFiles([packFile('payslip.pdf'), packFile('insurance-policy.pdf')]);
    await expect.poll(() => toast(clientPage, '2 documents sent').isVisible(), soon).toBe(true);
    const payslipItem = clientPage.getByTestId('request-item-payslip');
    await expect
      .poll(() => payslipItem.getByText('Reading…').count(), { timeout: 90_000, interval: 500 })
      .toBe(0);
    await expect.poll(() => clientPage.getByText('2 of 3 done').isVisible(), soon).toBe(true);
    expect(
      await payslipItem
        .getByText(/This looks like an insurance policy, not "Your most recent payslip"/)
        .isVisible(),
    ).toBe(true);
    // The policy schedule item is ticked by that document, and says so.
    expect(
      await clientPage.getByText('Covered by "insurance-policy.pdf", sent with another item.').isVisible(),
    ).toBe(true);

    // The facts read from them: one corrected, the rest confirmed.
    const facts = clientPage.getByTestId('client-fact');
    await expect.poll(() => facts.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const employer = facts.filter({ hasText: payslip.employer });
    expect(await employer.count()).toBe(1);
    // Each detail: "Edit" or "This is right"; nothing printed in capitals is shown in capitals.
    expect(await facts.first().getByRole('button', { name: /Edit/ }).isVisible()).toBe(true);
    expect(
      await facts
        .first()
        .getByRole('button', { name: /this is right/ })
        .isVisible(),
    ).toBe(true);
    for (const value of await facts.locator('p.font-medium').allTextContents())
      expect(value, 'a value in capitals').not.toMatch(/^[^a-z]*[A-Z]{4,}[^a-z]*$/);
    await expectClientWords(clientPage);
    await clientPage.getByRole('button', { name: 'Employer: this is right' }).click();
    await expect.poll(() => employer.getByText(/^You said this is right on/).isVisible(), soon).toBe(true);
    // The focus goes to the detail's Edit (the button pressed is gone), never to the page's start.
    const focusedLabel = () => clientPage.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focusedLabel, soon).toBe('Edit Employer');
    await clientPage.getByRole('button', { name: 'Edit Occupation' }).click();
    await clientPage.getByLabel('What Occupation should be').fill('Senior boilermaker');
    await screenshots(clientPage, 'request-client-facts');
    await clientPage.getByRole('button', { name: 'Save Occupation' }).click();
    await expect
      .poll(
        () =>
          clientPage
            .getByTestId('client-fact')
            .filter({ hasText: /You changed this on/ })
            .getByText('Senior boilermaker', { exact: true })
            .isVisible(),
        soon,
      )
      .toBe(true);
    await expect.poll(focusedLabel, soon).toBe('Edit Occupation');
    await clientPage.getByRole('button', { name: /^All \d+ are right$/ }).click();
    await expect
      .poll(() => clientPage.getByText("You've checked every detail. Thank you.").isVisible(), soon)
      .toBe(true);
    await clientPage.getByRole('button', { name: "That's everything" }).click();
    await expect
      .poll(() => clientPage.getByText(/You told .* that's everything/).isVisible(), soon)
      .toBe(true);
    await screenshots(clientPage, 'request-client-done');

    // The adviser sees it arrive: the dashboard, the request's filled checklist and the confirmed facts.
    await advisorPage.goto('/dashboard');
    const activity = advisorPage.getByTestId('request-activity');
    await expect.poll(() => activity.getByText(/2 of 3 items · 3 documents/).isVisible(), soon).toBe(true);
    await screenshot(advisorPage, 'request-dashboard-375');
    await activity.getByRole('link', { name: "Dimitri O'Rourke" }).click();
    const request = advisorPage.getByTestId('document-request');
    await expect.poll(() => request.getByText("Client says that's everything").isVisible(), soon).toBe(true);
    expect(await request.getByLabel('Received').count()).toBe(2);
    const confirmed = advisorPage.getByTestId('client-confirmations');
    await expect.poll(() => confirmed.getByText(payslip.employer).isVisible(), soon).toBe(true);
    expect(
      await confirmed
        .getByText('Client corrected this to "Senior boilermaker"', { exact: false })
        .isVisible(),
    ).toBe(true);
    // Beside the field itself.
    expect(
      await advisorPage.getByText(/^Confirmed by client on \d{2}\/\d{2}\/\d{4}$/).count(),
    ).toBeGreaterThan(0);
    await screenshot(advisorPage, 'request-fact-find-375');
  }, 240_000);

  it('suggests what the record is missing: a payslip when nobody gave the employer, bank statements when it has no account', async () => {
    const page = await newPage();
    await signIn(page, adviser.email, adviser.password);
    const clientId = await page.evaluate(async () => {
      const response = await fetch('/api/clients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          givenNames: 'Grace',
          familyName: 'Gaps',
          email: 'grace.gaps@example.com',
          scopeOfAdvice: ['Retirement planning'],
          privacyConsent: true,
        }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    await page.goto(`/fact-find/${clientId}`);
    await page.getByRole('button', { name: 'Ask the client for documents' }).click();
    const checklist = page.getByRole('dialog').getByRole('list', { name: 'Checklist' });
    await expect
      .poll(() => checklist.getByRole('listitem').allTextContents(), soon)
      .toEqual([
        'Photo ID: driver licence or passport',
        'Your most recent payslip',
        'Latest statement from each super fund',
        'Latest statement of each investment or share holding',
        'Bank statements for the last three months',
        'Latest tax return or notice of assessment',
      ]);
    await screenshot(page, 'request-new-gaps-375', { fullPage: false });
    await page.context().close();
  });
});
