import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

const adviser = e2eAdvisers.documentView;
const heic = readFileSync(path.join('fixtures', 'corpus', 'docs', 'other-4-photo.heic'));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A client with one iPhone photo, uploaded as the upload page sends it; the document's id. */
async function clientWithHeic(page: Page): Promise<{ clientId: string; documentId: string }> {
  return page.evaluate(async (base64) => {
    const created = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        givenNames: 'Hana',
        familyName: 'Heic',
        email: 'hana.heic@example.com',
        scopeOfAdvice: ['Tax planning'],
        privacyConsent: true,
      }),
    });
    const clientId = ((await created.json()) as { id: string }).id;
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const body = new FormData();
    body.append('file', new Blob([bytes], { type: 'image/heic' }), 'IMG_0412.HEIC');
    const uploaded = await fetch(`/api/clients/${clientId}/documents`, { method: 'POST', body });
    if (!uploaded.ok) throw new Error(`upload: ${uploaded.status}`);
    return { clientId, documentId: ((await uploaded.json()) as { id: string }).id };
  }, heic.toString('base64'));
}

describe('View on a HEIC original', () => {
  it('shows the photo in the browser, on a desktop and a phone, and Download still gives the HEIC', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const { clientId, documentId } = await clientWithHeic(page);

    // The upload page's View opens the file in a new tab.
    await page.goto(`/upload/${clientId}`);
    const view = page.getByRole('link', { name: 'View IMG_0412.HEIC' });
    await expect.poll(() => view.isVisible()).toBe(true);
    expect(await view.getAttribute('href')).toBe(`/api/documents/${documentId}/file`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab.waitForLoadState();
    const shown = () => tab.evaluate(() => document.images[0]?.naturalWidth ?? 0);
    await expect.poll(shown).toBeGreaterThan(500);
    await screenshot(tab, 'heic-view-1280', { fullPage: false });
    await tab.setViewportSize({ width: 375, height: 740 });
    await screenshot(tab, 'heic-view-375', { fullPage: false });

    const download = await page.evaluate(async (id) => {
      const response = await fetch(`/api/documents/${id}/file?download=1`);
      return { type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
    }, documentId);
    expect(download).toEqual({ type: 'image/heic', size: heic.length });
    await page.context().close();
  });
});
