import sharp from 'sharp';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { api, expectNoSideScroll } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { processingTimeout, uploadTimeout } from './support/documents';

const adviser = e2eAdvisers.uploads;
const widths = [1280, 375] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function createClient(page: Page, givenNames: string): Promise<string> {
  const client = await api<{ id: string }>(page, 'POST', '/api/clients', {
    givenNames,
    familyName: 'Uploads',
    email: `${givenNames.toLowerCase()}.${Date.now()}@example.com`,
    scopeOfAdvice: ['Superannuation advice'],
    privacyConsent: true,
  });
  return client.id;
}

/** A small plain PNG of its own colour (so no two are the same file). */
async function plainPng(name: string, shade: number) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 250, b: 245 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A "holiday photo": sky, sea and sand with a sun, and no text anywhere. */
async function holidayPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#cfe8ff"/></linearGradient></defs>
    <rect width="1200" height="520" fill="url(#sky)"/>
    <circle cx="900" cy="190" r="80" fill="#ffd24a"/>
    <rect y="520" width="1200" height="190" fill="#1f6fa8"/>
    <path d="M0 710 Q300 670 600 720 T1200 700 V900 H0 Z" fill="#e9d29a"/>
  </svg>`;
  return {
    name: 'holiday-at-noosa.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(),
  };
}

/** Whether leaving the page now would ask first: the page's beforeunload handlers are run as a reload runs them. */
const asksBeforeLeaving = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const documentsHeading = (page: Page) =>
  page.getByRole('heading', { name: /^Documents( \(\d+\))?$/ }).innerText();

describe('uploads interrupted by a reload', () => {
  for (const width of widths) {
    it(`asks before leaving, and after a reload lists what did not arrive and sends it again (${width} px)`, async () => {
      const page = await openPage(browser, width, 860);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await createClient(page, `Reload${width}`);
      await page.goto(`/upload/${clientId}`);
      await expect.poll(() => page.getByTestId('no-documents').isVisible()).toBe(true);
      expect(await asksBeforeLeaving(page)).toBe(false);

      // The first two uploads reach the server; the third is held (a slow connection), so the rest wait.
      let passed = 0;
      let holding = true;
      const held: Route[] = [];
      await page.route(`**/api/clients/${clientId}/documents`, async (route) => {
        if (route.request().method() !== 'POST' || !holding) return route.continue();
        if (passed < 2) {
          passed += 1;
          return route.continue();
        }
        held.push(route); // never answered: the reload cuts it off
      });
      const files = await Promise.all(
        ['statement-a', 'statement-b', 'statement-c', 'statement-d', 'statement-e'].map((name, index) =>
          plainPng(`${name}.png`, 200 + index * 10),
        ),
      );
      await page.getByTestId('upload-file-input').setInputFiles(files);
      await expect.poll(() => documentsHeading(page), uploadTimeout).toBe('Documents (2)');
      await expect.poll(() => held.length, uploadTimeout).toBe(1);
      const queue = page.getByTestId('upload-queue');
      expect(await queue.getByText('Uploading...').count()).toBe(3);

      // Leaving now asks first: the handler, and the browser's own question on closing the tab.
      expect(await asksBeforeLeaving(page)).toBe(true);
      await page.getByRole('heading', { name: 'Document Upload' }).click(); // a gesture: Chromium asks only after one
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true }).catch(() => undefined);
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss(); // stay
      expect(page.isClosed()).toBe(false);
      await screenshot(page, `uploads-in-flight-${width}`);

      // The adviser reloads anyway.
      page.on('dialog', (question) => void question.accept());
      holding = false;
      await page.reload();
      const unsent = page.getByTestId('unsent-uploads');
      await expect.poll(() => unsent.isVisible(), uploadTimeout).toBe(true);
      expect(await unsent.innerText()).toContain('3 documents did not finish uploading');
      const names = await unsent.getByRole('list', { name: 'Documents not uploaded' }).innerText();
      for (const name of ['statement-c.png', 'statement-d.png', 'statement-e.png'])
        expect(names).toContain(name);
      expect(names).not.toContain('statement-a.png');
      await expect.poll(() => documentsHeading(page), uploadTimeout).toBe('Documents (2)');
      await expectNoSideScroll(page, width);
      await screenshot(page, `uploads-not-arrived-${width}`);

      await unsent.getByRole('button', { name: 'Send all 3 again' }).click();
      await expect.poll(() => documentsHeading(page), uploadTimeout).toBe('Documents (5)');
      await expect.poll(() => page.getByTestId('unsent-uploads').count()).toBe(0);
      const stored = await api<{ filename: string }[]>(page, 'GET', `/api/clients/${clientId}/documents`);
      expect(stored.map((document) => document.filename).sort()).toEqual(
        files.map((file) => file.name).sort(),
      );
      expect(await asksBeforeLeaving(page)).toBe(false);

      // Nothing is left to offer after another reload.
      await page.reload();
      await expect.poll(() => documentsHeading(page), uploadTimeout).toBe('Documents (5)');
      expect(await page.getByTestId('unsent-uploads').count()).toBe(0);
      await page.context().close();
    });
  }

  it('discards what did not arrive when the adviser says so', async () => {
    const page = await openPage(browser, 1280, 860);
    await signIn(page, adviser.email, adviser.password);
    const clientId = await createClient(page, 'Discard');
    await page.goto(`/upload/${clientId}`);
    let holding = true;
    let held = 0;
    await page.route(`**/api/clients/${clientId}/documents`, (route) => {
      if (route.request().method() !== 'POST' || !holding) return route.continue();
      held += 1; // never answered: the reload cuts it off
    });
    await page.getByTestId('upload-file-input').setInputFiles([await plainPng('never-sent.png', 120)]);
    await expect.poll(() => held, uploadTimeout).toBe(1);
    expect(await page.getByTestId('upload-queue').getByText('Uploading...').count()).toBe(1);
    page.on('dialog', (question) => void question.accept());
    holding = false;
    await page.reload();
    const unsent = page.getByTestId('unsent-uploads');
    await expect.poll(() => unsent.isVisible(), uploadTimeout).toBe(true);
    expect(await unsent.innerText()).toContain('1 document did not finish uploading');
    await unsent.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => unsent.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('no-documents').isVisible(), uploadTimeout).toBe(true);
    expect(await page.getByTestId('unsent-uploads').count()).toBe(0);
    await page.context().close();
  });
});

describe('the three-step page interrupted by a reload', () => {
  it('lists the captured files that did not arrive and sends them again with one action', async () => {
    const page = await openPage(browser, 1280, 860);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/');
    let holding = true;
    let held = 0;
    await page.route('**/api/documents/process', (route) => {
      if (!holding) return route.continue();
      held += 1; // never answered: the reload cuts it off
    });
    const files = [await plainPng('licence-front.png', 90), await plainPng('licence-back.png', 100)];
    await page.getByTestId('capture-file-input').setInputFiles(files);
    await page.getByRole('button', { name: 'Process Documents (2)' }).click();
    await expect.poll(() => held, uploadTimeout).toBe(1);
    await expect.poll(() => asksBeforeLeaving(page), uploadTimeout).toBe(true);
    page.on('dialog', (question) => void question.accept());
    holding = false;
    await page.reload();
    const unsent = page.getByTestId('unsent-uploads');
    await expect.poll(() => unsent.isVisible(), uploadTimeout).toBe(true);
    expect(await unsent.innerText()).toContain('2 documents did not finish uploading');
    await screenshot(page, 'document-first-not-arrived-1280', { fullPage: false });
    await unsent.getByRole('button', { name: 'Send all 2 again' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('batch'), uploadTimeout).toBeTruthy();
    const batchId = new URL(page.url()).searchParams.get('batch');
    const batch = await api<{ documents: { filename: string }[] }>(
      page,
      'GET',
      `/api/document-batches/${batchId}`,
    );
    expect(batch.documents.map((document) => document.filename).sort()).toEqual([
      'licence-back.png',
      'licence-front.png',
    ]);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Smart Financial Fact-Finding' }).isVisible())
      .toBe(true);
    expect(await page.getByTestId('unsent-uploads').count()).toBe(0);
    await page.context().close();
  });
});

describe('a document with nothing readable', () => {
  it('shows its own state, not Extracted, with what to do (1280 and 375 px)', async () => {
    const page = await openPage(browser, 1280, 860);
    await signIn(page, adviser.email, adviser.password);
    const clientId = await createClient(page, 'Junk');
    await page.goto(`/upload/${clientId}`);
    const blank = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fdfdfb' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('upload-file-input')
      .setInputFiles([
        { name: 'blank-page.png', mimeType: 'image/png', buffer: blank },
        await holidayPhoto(),
      ]);
    const rows = page.getByTestId('client-document');
    await expect.poll(() => rows.count(), uploadTimeout).toBe(2);
    for (const name of ['blank-page.png', 'holiday-at-noosa.jpg']) {
      const row = rows.filter({ hasText: name });
      await expect
        .poll(() => row.getByTestId('document-status').innerText(), processingTimeout)
        .toBe('Nothing readable');
      expect(await row.getByTestId('nothing-readable-help').innerText()).toContain('upload a clearer copy');
      expect(await row.innerText()).not.toContain('Extracted');
      expect(await row.innerText()).not.toContain('confidence');
      expect(await row.getByRole('button', { name: `Delete ${name}` }).isVisible()).toBe(true);
    }
    const badge = rows.first().getByTestId('document-status');
    expect(await badge.getAttribute('class')).toContain('bg-warning'); // amber, not the success green
    await screenshot(page, 'nothing-readable-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'nothing-readable-375');
    await page.context().close();
  }, 150_000);
});

describe('the ways to bring documents in', () => {
  it('names each for what it does on each of its screens, marks the one in use and keeps the client', async () => {
    for (const width of widths) {
      const page = await openPage(browser, width, 860);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await createClient(page, `Ways${width}`);
      const screens = [
        { path: '/', here: 'New client from documents' },
        { path: '/documents', here: 'Document Capture' },
        { path: `/upload/${clientId}`, here: 'File Upload' },
      ];
      for (const { path, here } of screens) {
        await page.goto(path);
        const ways = page.getByRole('navigation', { name: 'Ways to bring documents in' });
        await expect.poll(() => ways.isVisible()).toBe(true);
        expect(await ways.getByRole('link').count()).toBe(3);
        const current = ways.locator('[aria-current="page"]');
        expect(await current.innerText()).toContain(here);
        await expectNoSideScroll(page, width);
        await screenshot(page, `document-ways-${path === '/' ? 'first' : path.split('/')[1]}-${width}`, {
          fullPage: false,
        });
      }
      // From a client's upload screen, Document Capture opens with that client chosen.
      const ways = page.getByRole('navigation', { name: 'Ways to bring documents in' });
      expect(await ways.getByRole('link', { name: /^Document Capture/ }).getAttribute('href')).toBe(
        `/documents?clientId=${clientId}`,
      );
      await page.context().close();
    }
  });
});
