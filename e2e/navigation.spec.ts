import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { processingTimeout, uploadTimeout, waitForStep } from './support/documents';

/**
 * Issue 27: where am I, and where is the focus. Sign-in lands on the Dashboard; Back after creating a client
 * never returns to an emptied form; the client's extracted data is reachable from their Fact Find; after each
 * action the keyboard focus is on the result, the next step, or the button that opened a dialog; the
 * four-step Review scrolls with the page (no boxes of their own). At a desk and a phone's width.
 */
const adviser = e2eAdvisers.navigation;
const packDir = fileURLToPath(new URL('../fixtures/corpus/packs/pack-1/', import.meta.url));
const payslip = `${packDir}payslip.pdf`;
/** The person the pack's documents name: the client is made with their name, so the payslip's facts are offered. */
const pack = JSON.parse(readFileSync(`${packDir}pack.truth.json`, 'utf8')) as {
  givenNames: string;
  familyName: string;
};
const WIDTHS = [1280, 375] as const;
const slowTest = 300_000;

let browser: Browser;
beforeAll(async () => {
  // Chromium's fake camera (a test pattern) with consent given, for the camera's focus.
  browser = await launchBrowser({ camera: 'granted' });
});
afterAll(async () => {
  await browser.close();
});

/** The focused element, as a test reads it: tag, id, accessible label or text, and whether it is the page. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
      isPage: !element || element === document.body,
      inMain: Boolean(element && document.getElementById('main')?.contains(element)),
    };
  });
}

/** axe's serious and critical violations on the page as it is now (expected: none). */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.targets.join(', ')})`);
}

/** Elements inside `selector` that scroll on their own (a box with its own scroll bar). */
function scrollBoxes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    const root = document.querySelector(within);
    if (!root) return ['(not found)'];
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => element.className);
  }, selector);
}

async function signInAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(adviser.email);
  await page.getByLabel('Password', { exact: true }).fill(adviser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Open user menu' }).waitFor({ timeout: 20_000 });
}

describe('where am I, and where the focus goes', () => {
  for (const width of WIDTHS) {
    it(
      `sign-in lands on the Dashboard, Back after create, extracted data from the client, focus after actions (${width} px)`,
      async () => {
        const context = await browser.newContext({
          viewport: { width, height: 860 },
          baseURL: baseUrl(),
          locale: 'en-AU',
          bypassCSP: true,
        });
        const page = await context.newPage();

        // Signing in at / lands on the Dashboard, the link the header marks as current.
        await signInAt(page, '/');
        await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
        await page.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();
        if (width >= 768)
          expect(
            await page
              .getByTestId('desktop-nav')
              .getByRole('link', { name: 'Dashboard' })
              .getAttribute('aria-current'),
          ).toBe('page');

        // New Client from the dashboard; after Create Client, Back goes to the dashboard, not an emptied form.
        await page.getByRole('main').getByRole('link', { name: 'New Client' }).first().click();
        await page.getByLabel('Given Names *').fill(pack.givenNames);
        await page.getByLabel('Family Name *').fill(pack.familyName);
        await page.getByLabel('Email *').fill(`client.${width}@example.com`);
        await page.getByLabel('Retirement planning').check();
        await page.getByLabel(/consents to the collection/).check();
        await page.getByLabel(/accepts the privacy notice/).check();
        await page.getByRole('button', { name: 'Create Client' }).click();
        // The other width's client has the same name: the duplicate check asks first.
        const createAnyway = page.getByRole('button', { name: 'Create anyway' });
        await expect
          .poll(
            async () => /\/upload\/[0-9a-f-]{36}$/.test(page.url()) || (await createAnyway.isVisible()),
            uploadTimeout,
          )
          .toBe(true);
        if (await createAnyway.isVisible()) await createAnyway.click();
        await expect.poll(() => page.url(), uploadTimeout).toMatch(/\/upload\/[0-9a-f-]{36}$/);
        const clientId = page.url().split('/').at(-1)!;
        await page.goBack();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
        await page.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();

        // "Stay on this page": the focus goes back to the link the adviser was leaving by.
        await page.goto('/intake');
        await page.getByLabel('Given Names *').fill('Unsaved');
        await page.getByRole('link', { name: 'FactFind home' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
        await page.getByRole('button', { name: 'Stay on this page' }).click();
        await expect.poll(async () => (await focused(page)).label).toBe('FactFind home');
        expect(new URL(page.url()).pathname).toBe('/intake');

        // The client's extracted data is reachable from their Fact Find.
        await page.goto(`/fact-find/${clientId}`);
        await page.getByRole('link', { name: 'Review Extracted Data' }).click();
        await expect.poll(() => page.url()).toContain(`/extracted-data?clientId=${clientId}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();

        // The request dialog: the link is focused once made; Done returns the focus to the button.
        await page.goto(`/fact-find/${clientId}`);
        const ask = page.getByRole('button', { name: 'Ask the client for documents' });
        await ask.click();
        const dialog = page.getByRole('dialog', { name: 'Ask the client for documents' });
        await dialog.getByRole('list', { name: 'Checklist' }).waitFor();
        expect(await blockingViolations(page), 'request dialog').toEqual([]);
        await dialog.getByRole('button', { name: 'Create request' }).click();
        await expect.poll(async () => (await focused(page)).label, uploadTimeout).toBe('Request link');
        await dialog.getByRole('button', { name: 'Done' }).click();
        await expect.poll(async () => (await focused(page)).text).toContain('Ask the client for documents');

        // Generate PDF: the focus stays on the button while and after the PDF is made.
        const generate = page.getByRole('button', { name: /Generate Fact Find PDF|Generating/ });
        await generate.focus();
        await page.keyboard.press('Enter');
        await page
          .getByRole('status')
          .filter({ hasText: /PDF generated|Failed to generate/ })
          .first()
          .waitFor();
        const afterPdf = await focused(page);
        expect(afterPdf.text).toContain('Generate Fact Find PDF');

        // Completing a questionnaire section: the focus goes to the next section's title.
        await page.goto(`/questionnaire/${clientId}`);
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('button', { name: /^Complete / }).click();
        await expect
          .poll(async () => (await focused(page)).id, uploadTimeout)
          .toMatch(/^questionnaire-section-|^questionnaire-complete$/);

        // The four-step workflow: each step's heading takes the focus; the camera view takes it when it
        // opens and gives it back to Use Camera when it stops.
        await page.goto(`/documents?clientId=${clientId}`);
        expect(await blockingViolations(page), 'workflow: select client').toEqual([]);
        await page.getByRole('button', { name: 'Start Document Capture' }).click();
        await expect.poll(async () => (await focused(page)).text).toBe('Capture');
        expect(await blockingViolations(page), 'workflow: capture').toEqual([]);
        await page.getByRole('button', { name: 'Use Camera' }).click();
        await expect.poll(async () => (await focused(page)).label).toBe('Camera');
        await page.getByRole('button', { name: 'Stop Camera' }).click();
        await expect.poll(async () => (await focused(page)).text).toContain('Use Camera');

        await page.getByRole('tab', { name: 'Bulk Upload' }).click();
        await page.getByTestId('bulk-file-input').setInputFiles([payslip]);
        await page.getByRole('button', { name: 'Upload 1 File' }).click();
        await waitForStep(page, 'Review');
        await expect.poll(async () => (await focused(page)).text, processingTimeout).toBe('Review');
        // The Review scrolls with the page: no document has a box of its own.
        expect(await scrollBoxes(page, '[data-testid="workflow-review"]')).toEqual([]);
        expect(await blockingViolations(page), 'workflow: review').toEqual([]);
        await screenshot(page, `navigation-workflow-review-${width}`);

        // The client's extracted data with the document read, from the Review.
        await page.getByRole('link', { name: 'All extracted data' }).click();
        await page.getByTestId('extracted-scroll').first().waitFor({ timeout: 20_000 });
        expect(await blockingViolations(page), 'extracted data with a document').toEqual([]);
        await page.goBack();

        // The Fact Find's offers: the evidence dialog, then Accept all (focus on what is next, never lost).
        await page.getByRole('button', { name: /Continue to Prefilled Fact Find/ }).click();
        const offers = page.getByTestId('fact-offers');
        await offers.waitFor({ timeout: 20_000 });
        expect(await blockingViolations(page), 'Fact Find with offers').toEqual([]);
        const source = offers.getByRole('button', { name: /\.pdf/ }).first();
        await source.click();
        const evidence = page.getByRole('dialog');
        await evidence.getByRole('img').waitFor({ timeout: 20_000 });
        expect(await blockingViolations(page), 'evidence dialog').toEqual([]);
        await screenshot(page, `navigation-evidence-${width}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect.poll(async () => (await focused(page)).label).toMatch(/\.pdf/);
        const acceptAll = offers.getByRole('button', { name: /^Accept all/ });
        // The page is hidden from assistive technology until the dialog has gone: wait for the button.
        await acceptAll.waitFor({ timeout: 20_000 });
        {
          await acceptAll.click();
          await page
            .getByRole('status')
            .filter({ hasText: /accepted/ })
            .first()
            .waitFor({ timeout: 20_000 });
          await expect
            .poll(async () => {
              const now = await focused(page);
              return !now.isPage && now.inMain;
            }, uploadTimeout)
            .toBe(true);
        }
        await screenshot(page, `navigation-after-accept-${width}`);
        await context.close();
      },
      slowTest,
    );
  }
});
