import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

// Only looks at the capture step: nothing is uploaded, so the adviser's data stays as the documents spec expects.
const adviser = e2eAdvisers.documents;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The top of each part of the capture widget, in page pixels. */
async function tops(page: Page) {
  const capture = page.getByTestId('document-capture');
  await expect.poll(() => capture.isVisible()).toBe(true);
  const top = async (locator: ReturnType<Page['getByTestId']>) => (await locator.boundingBox())?.y ?? NaN;
  return {
    dropZone: await top(capture.getByTestId('drop-zone')),
    camera: await top(capture.getByRole('button', { name: 'Use Camera' })),
    explainer: await top(capture.getByText('AI document recognition')),
  };
}

describe('the capture widget on a phone and a desktop', () => {
  it('puts the drop zone and camera first on a phone, the explainer after them', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/');
    const phone = await tops(page);
    expect(phone.dropZone).toBeLessThan(phone.explainer);
    expect(phone.camera).toBeLessThan(phone.explainer);
    // On the three-step page the list of documents read follows the capture on a phone.
    const list = page.getByRole('heading', { name: 'Capture Documents' });
    expect(phone.dropZone).toBeLessThan((await list.boundingBox())?.y ?? NaN);
    await page.getByTestId('drop-zone').scrollIntoViewIfNeeded();
    await screenshot(page, 'capture-widget-375', { fullPage: false });

    // A desktop has room for both: the explainer introduces the drop zone, above it.
    await page.setViewportSize({ width: 1280, height: 860 });
    const desktop = await tops(page);
    expect(desktop.explainer).toBeLessThan(desktop.dropZone);
    expect((await list.boundingBox())?.y ?? NaN).toBeLessThan(desktop.dropZone);
    await page.getByTestId('document-capture').scrollIntoViewIfNeeded();
    await screenshot(page, 'capture-widget-1280', { fullPage: false });
    await page.context().close();
  });
});
