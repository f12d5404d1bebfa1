import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, watchFileChoosers } from './support/browser';

const adviser = e2eAdvisers.keyboard;
const payslip = fileURLToPath(new URL('../fixtures/corpus/packs/pack-1/payslip.pdf', import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What a screen reader would call the focused element: its label, aria-label or text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return label.replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the named control has the focus: it can be reached with the keyboard alone. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text.startsWith(name) : name.test(text));
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (matches(await focusedName(page))) return;
  }
  throw new Error(`${String(name)} could not be reached with Tab`);
}

describe('the keyboard alone', () => {
  it('signs in, creates a client, uploads a document, opens the Fact Find and downloads its PDF', async () => {
    const page = await openPage(browser);
    const nextFileChooser = watchFileChoosers(page);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByLabel('Email').isVisible()).toBe(true);
    await tabTo(page, 'Email');
    await page.keyboard.type(adviser.email);
    await tabTo(page, 'Password');
    await page.keyboard.type(adviser.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    // The button sits in the recent clients' card, which shows once the list has loaded (80 Tabs take < 1 s).
    await expect.poll(() => page.getByText('New Client').first().isVisible()).toBe(true);

    await tabTo(page, 'New Client');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('/intake');

    await tabTo(page, 'Given Names');
    await page.keyboard.type('Kiri');
    await tabTo(page, 'Family Name');
    await page.keyboard.type('Tane');
    await tabTo(page, 'Email');
    await page.keyboard.type('kiri.tane@example.com');
    await tabTo(page, 'Retirement planning');
    await page.keyboard.press('Space');
    await tabTo(page, /consents to the collection/);
    await page.keyboard.press('Space');
    await tabTo(page, /accepts the privacy notice/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Create Client');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('/upload/');

    // Once the page has loaded (a new page focuses its title), the drop zone opens the file browser from the
    // keyboard.
    await expect.poll(() => page.getByText('Documents for Kiri Tane').isVisible()).toBe(true);
    await expect.poll(() => focusedName(page)).toBe('Document Upload');
    await expect.poll(() => page.getByTestId('no-documents').isVisible()).toBe(true);
    await tabTo(page, /^Drag and drop files here/);
    const chooser = nextFileChooser();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(payslip);
    await expect
      .poll(() => page.getByText('payslip.pdf').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await tabTo(page, 'Skip to Fact Find Review');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('/fact-find/');
    await expect
      .poll(() => page.getByRole('button', { name: 'Save Progress' }).first().isVisible())
      .toBe(true);

    await tabTo(page, 'Generate Fact Find PDF');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await screenshot(page, 'keyboard-fact-find-1280');
    await page.context().close();
  });
});
