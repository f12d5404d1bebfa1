import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/shared/options';
import {
  personDocument,
  personDocumentFile,
  samplePerson,
  type Person,
} from '../src/server/test-support/person-documents';
import { e2eAdvisers } from './support/advisers';
import { api, expectNoSideScroll } from './support/api';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage, screenshot, signIn } from './support/browser';
import {
  keepDocumentsProcessing,
  processingTimeout,
  processOnDocumentFirst,
  uploadTimeout,
  waitForStep,
} from './support/documents';

/**
 * Issue 24, item 7: documents-first work lives on the server. Documents uploaded on the three-step page
 * survive a reload mid-reading and pre-fill /fact-find/new in another tab from the server; saving makes the
 * client with its documents attached; the duplicate warning adds a second run's documents to the client it
 * found. The documents are the document factory's born-digital PDFs of one person (training/factory).
 */
const adviser = e2eAdvisers.batches;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const slowTest = 420_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Files for the capture input: the person's documents of these types, as PDFs. */
async function files(person: Person, documents: [DocumentType, number][]) {
  return Promise.all(
    documents.map(async ([type, family]) => {
      const file = await personDocumentFile(personDocument(type, person, { family }));
      return { name: file.filename, mimeType: 'application/pdf', buffer: file.bytes };
    }),
  );
}

/** What a document of the person prints (its truth), so the screens are checked against it, not a copy. */
const printed = (person: Person, type: DocumentType, family = 0) =>
  personDocument(type, person, { family }).fields;
const last4 = (value: unknown) => String(value).replace(/\D/g, '').slice(-4);

const batchInAddress = (page: Page) => new URL(page.url()).searchParams.get('batch');

/** The consent dialog filled as the intake asks, then Create Client. */
async function consentAndCreate(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/consents to the collection/).check();
  await dialog.getByLabel(/accepts the privacy notice/).check();
  await dialog.getByLabel('Superannuation advice').check();
  await dialog.getByRole('button', { name: 'Create Client' }).click();
}

describe('documents first, kept on the server', () => {
  it(
    'survives a reload mid-reading, pre-fills the Fact Find in a new tab and becomes the client',
    async () => {
      const person = samplePerson();
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      await page.goto('/document-first');

      // The server says the documents are still being read until the reload has happened.
      await keepDocumentsProcessing(page);
      await processOnDocumentFirst(
        page,
        await files(person, [
          ['passport', 0],
          ['super', 0],
          ['bank', 0],
          ['payslip', 0],
        ]),
      );
      await expect.poll(() => batchInAddress(page), uploadTimeout).toMatch(/^[0-9a-f-]{36}$/);
      const batchId = batchInAddress(page) as string;
      await waitForStep(page, 'AI Processing');
      await expect.poll(() => page.getByTestId('processing-item').count()).toBe(4);
      await screenshot(page, 'batch-processing-1280');

      await page.reload();
      await waitForStep(page, 'AI Processing');
      expect(batchInAddress(page)).toBe(batchId);
      await expect.poll(() => page.getByTestId('processing-item').count()).toBe(4);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await expect
        .poll(() => page.getByText('Information Extracted Successfully').isVisible(), processingTimeout)
        .toBe(true);
      expect(await page.getByTestId('extracted-full-name').textContent()).toContain('Mei Anh Nguyen');
      expect(await page.getByTestId('extracted-date-of-birth').textContent()).toContain('17/04/1979');
      await screenshot(page, 'batch-review-after-reload-1280');

      // Another tab of the same browser: the pre-filled Fact Find comes from the server.
      const tab = await page.context().newPage();
      await tab.goto('/fact-find/new');
      await expect.poll(() => new URL(tab.url()).searchParams.get('batch')).toBe(batchId);
      await expect.poll(() => toast(tab, 'Data Pre-filled').isVisible()).toBe(true);
      expect(await toast(tab, 'Data Pre-filled').textContent()).toContain('2 financial accounts found');
      expect(await tab.getByLabel('Given Names *').inputValue()).toBe('Mei Anh');
      expect(await tab.getByLabel('Family Name *').inputValue()).toBe('Nguyen');
      expect(await tab.getByLabel('Date of Birth', { exact: true }).inputValue()).toBe('17/04/1979');
      expect(await tab.getByLabel('Street Address').inputValue()).toBe('14 Banksia Crescent');
      expect(await tab.getByLabel('Employer', { exact: true }).inputValue()).toBe(
        printed(person, 'payslip').employer,
      );
      const fund = printed(person, 'super');
      expect(await tab.getByTestId('super-account').textContent()).toContain(String(fund.fundName));
      expect(await tab.getByTestId('super-account').textContent()).toContain(
        `****${last4(fund.memberNumber)}`,
      );
      expect(await tab.getByTestId('bank-account').textContent()).toContain(
        String(printed(person, 'bank').bankName),
      );
      expect(await tab.getByTestId('prefill-banner').textContent()).toContain('Pre-filled from 4 documents');
      await screenshot(tab, 'batch-fact-find-new-1280');

      // The documents print no e-mail: the adviser types it, then saves, and consents for the client.
      await tab.getByLabel('Email *').fill(person.email);
      await tab.getByRole('button', { name: 'Save Progress' }).first().click();
      await expect.poll(() => tab.getByRole('dialog').isVisible()).toBe(true);
      expect(await tab.getByTestId('duplicate-clients').count()).toBe(0);
      await consentAndCreate(tab);
      await expect.poll(() => tab.url(), { timeout: 20_000 }).toMatch(/\/fact-find\/[0-9a-f-]{36}$/);
      await expect.poll(() => toast(tab, 'Progress saved').isVisible()).toBe(true);
      expect(await toast(tab, 'Progress saved').textContent()).toContain('4 documents attached');
      const clientId = tab.url().split('/').pop() as string;
      await expect.poll(() => tab.getByLabel('Given Names *').inputValue()).toBe('Mei Anh');
      await expect.poll(() => tab.getByTestId('super-account').count()).toBe(1);
      expect(await tab.getByTestId('super-account').textContent()).toContain('super-00-000.pdf');
      expect(await tab.getByTestId('bank-account').textContent()).toContain('bank-00-000.pdf');
      await screenshot(tab, 'batch-client-created-1280');
      const documents = await api<{ id: string }[]>(tab, 'GET', `/api/clients/${clientId}/documents`);
      expect(documents).toHaveLength(4);

      // The first tab, reloaded, knows the documents are the client's now.
      await page.reload();
      await expect
        .poll(() => page.getByText("These documents are now Mei Anh Nguyen's.").isVisible())
        .toBe(true);
      await page.getByRole('link', { name: 'Open their Fact Find' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/fact-find/${clientId}`);
      await page.context().close();
    },
    slowTest,
  );

  it(
    'counts the 5-minute limit from the start of the batch, not from a reload',
    async () => {
      const page = await openPage(browser);
      await page.clock.install();
      await signIn(page, adviser.email, adviser.password);
      await keepDocumentsProcessing(page);
      await page.goto('/document-first');
      await processOnDocumentFirst(page, await files(samplePerson({ given: 'Clock' }), [['payslip', 2]]));
      await page.clock.fastForward('04:00');
      await page.reload();
      await waitForStep(page, 'AI Processing');
      await page.clock.fastForward('01:05');
      await expect.poll(() => page.getByText('Some documents are still being read').isVisible()).toBe(true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.context().close();
    },
    slowTest,
  );

  it(
    "adds a later run's documents to the client the duplicate warning finds, on a phone",
    async () => {
      const person = samplePerson({
        given: 'Tane',
        middle: undefined,
        family: 'Okafor',
        title: 'Mr',
        sex: 'M',
        dateOfBirth: '1984-02-09',
        email: 'tane.okafor@example.com',
      });
      const page = await openPage(browser, 375, 740);
      await signIn(page, adviser.email, adviser.password);
      // The client was made at intake some time ago.
      const existing = await api<{ id: string }>(page, 'POST', '/api/clients', {
        givenNames: 'Tane',
        familyName: 'Okafor',
        email: person.email,
        dob: person.dateOfBirth,
        employer: 'Okafor Joinery',
        scopeOfAdvice: ['Superannuation advice'],
        privacyConsent: true,
      });

      await page.goto('/document-first');
      await processOnDocumentFirst(
        page,
        await files(person, [
          ['passport', 1],
          ['bank', 1],
          ['payslip', 1],
        ]),
      );
      await expect
        .poll(() => page.getByText('Information Extracted Successfully').isVisible(), processingTimeout)
        .toBe(true);
      const batchId = batchInAddress(page) as string;
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'batch-review-375');

      // Another run left open in the practice: without a batch named, the new Fact Find asks which.
      const other = await page.evaluate(async () => {
        const form = new FormData();
        form.append('documents', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'note.pdf');
        const response = await fetch('/api/documents/process-client-extraction', {
          method: 'POST',
          body: form,
        });
        return ((await response.json()) as { batchId: string }).batchId;
      });
      expect(other).not.toBe(batchId);
      await page.goto('/fact-find/new');
      const choices = page.getByTestId('open-batches');
      await expect.poll(() => choices.isVisible()).toBe(true);
      await expect.poll(() => choices.getByRole('listitem').first().textContent()).toContain('1 document');
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'batch-choose-375');
      await choices.getByRole('listitem').filter({ hasText: 'Tane Okafor' }).getByRole('button').click();
      await expect.poll(() => batchInAddress(page)).toBe(batchId);
      await expect.poll(() => page.getByLabel('Given Names *').inputValue()).toBe('Tane');

      await page.getByLabel('Email *').fill(person.email);
      await page.getByRole('button', { name: 'Save Progress' }).first().click();
      const warning = page.getByTestId('duplicate-clients');
      await expect.poll(() => warning.isVisible()).toBe(true);
      expect(await warning.textContent()).toContain('Tane Okafor');
      await expectNoSideScroll(page, 375);
      // The dialog as the adviser sees it once it has faded in and the pre-fill toast has gone.
      await page
        .getByRole('dialog')
        .evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
      // (The dialog hides the rest of the page from the accessibility tree, the toast included.)
      const prefilled = page
        .locator('[data-slot="toast-viewport"] li')
        .filter({ hasText: 'Data Pre-filled' });
      await expect.poll(() => prefilled.count(), { timeout: 10_000 }).toBe(0);
      await screenshot(page, 'batch-duplicate-375', { fullPage: false });
      await warning.getByRole('button', { name: 'Add the documents to Tane Okafor' }).click();

      await expect.poll(() => new URL(page.url()).pathname).toBe(`/fact-find/${existing.id}`);
      await expect.poll(() => toast(page, 'Documents added').isVisible()).toBe(true);
      expect(await toast(page, 'Documents added').textContent()).toContain('3 documents were added');
      // The record stays as the adviser entered it; the documents' facts are offered beside it.
      await expect
        .poll(() => page.getByLabel('Employer', { exact: true }).inputValue())
        .toBe('Okafor Joinery');
      const offers = page.getByTestId('fact-offers');
      await expect.poll(() => offers.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await offers.textContent()).toContain('Employer');
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'batch-added-to-client-375');
      const documents = await api<{ id: string }[]>(page, 'GET', `/api/clients/${existing.id}/documents`);
      expect(documents).toHaveLength(3);
      await page.context().close();
    },
    slowTest,
  );

  it('has no serious or critical axe violations on the batch screens, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      // axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
      const context = await browser.newContext({
        viewport: { width, height: 860 },
        baseURL: baseUrl(),
        locale: 'en-AU',
        bypassCSP: true,
      });
      const page = await context.newPage();
      await signIn(page, adviser.email, adviser.password);
      const open = (await api<{ batches: { id: string }[] }>(page, 'GET', '/api/document-batches')).batches;
      // The earlier tests leave runs open: the page offers them, the new Fact Find asks which.
      expect(open.length).toBeGreaterThan(1);
      const screens: [string, () => Promise<unknown>][] = [
        ['/document-first', () => page.getByTestId('unfinished-batches').waitFor()],
        ['/fact-find/new', () => page.getByTestId('open-batches').waitFor()],
        [`/fact-find/new?batch=${open.at(-1)?.id}`, () => page.getByTestId('prefill-banner').waitFor()],
        ['/extracted-data?clientId=unassigned', () => page.getByTestId('open-batches').waitFor()],
      ];
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready();
        const serious = (await axeViolations(page)).filter(
          (violation) => violation.impact === 'critical' || violation.impact === 'serious',
        );
        expect(serious, `${path} at ${width} px`).toEqual([]);
      }
      await context.close();
    }
  });
});
