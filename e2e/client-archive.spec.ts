import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

/**
 * Archiving a client from the Fact Find (out of the dashboard's list, kept, restored from the dashboard's
 * archived clients) and destroying one, each behind a dialog that says what goes; destroying asks for the
 * client's name typed out. At a desk and on a phone.
 */
const adviser = e2eAdvisers.archive;
const soon = { timeout: 15_000 };
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createClient(page: Page, givenNames: string, familyName: string): Promise<string> {
  return page.evaluate(
    async ({ givenNames, familyName }) => {
      const response = await fetch('/api/clients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          givenNames,
          familyName,
          email: `${givenNames.toLowerCase()}@example.com`,
          dob: '1980-02-03',
          scopeOfAdvice: ['Insurance advice'],
          privacyConsent: true,
        }),
      });
      if (!response.ok) throw new Error(`create client: ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    { givenNames, familyName },
  );
}

const listedIds = (page: Page, query = '') =>
  page.evaluate(async (query) => {
    const response = await fetch(`/api/clients${query}`);
    return ((await response.json()) as { id: string }[]).map((client) => client.id);
  }, query);
const statusOf = (page: Page, clientId: string) =>
  page.evaluate(async (clientId) => (await fetch(`/api/clients/${clientId}`)).status, clientId);

describe.each([
  { width: 1280, height: 860, givenNames: 'Wide' },
  { width: 375, height: 740, givenNames: 'Narrow' },
])('archive and destroy at $width px', ({ width, height, givenNames }) => {
  it('archives a client, shows them among the archived and restores them', async () => {
    const page = await openPage(browser, width, height);
    await signIn(page, adviser.email, adviser.password);
    const name = `${givenNames} Archivable`;
    const clientId = await createClient(page, givenNames, 'Archivable');
    await page.goto(`/fact-find/${clientId}`);
    const card = page.getByTestId('client-removal');
    await card.getByRole('button', { name: 'Archive client' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/0 documents/).isVisible(), soon).toBe(true);
    expect(await dialog.getByRole('heading', { name: `Archive ${name}?` }).isVisible()).toBe(true);
    await screenshot(page, `client-archive-dialog-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Archive client' }).click();
    await expect.poll(() => toast(page, 'Client archived').isVisible(), soon).toBe(true);
    await expect.poll(() => card.getByText(/^Archived on/).isVisible(), soon).toBe(true);
    expect(await listedIds(page)).not.toContain(clientId);
    expect(await listedIds(page, '?archived=true')).toContain(clientId);

    await page.goto('/dashboard');
    // The adviser's only client (the first run) is archived: the list says so, not "No clients yet".
    if (width === 1280) {
      expect(await listedIds(page)).toEqual([]);
      await expect
        .poll(() => page.getByRole('heading', { name: 'No active clients' }).isVisible(), soon)
        .toBe(true);
    }
    const archived = page.getByTestId('archived-clients');
    await archived.getByRole('button', { name: 'Show' }).click();
    const row = archived.getByTestId('archived-client').filter({ hasText: name });
    await expect.poll(() => row.isVisible(), soon).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `client-archive-dashboard-${width}`);
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await expect.poll(() => toast(page, 'Client restored').isVisible(), soon).toBe(true);
    await expect.poll(() => row.count(), soon).toBe(0);
    expect(await listedIds(page)).toContain(clientId);
    await page.context().close();
  }, 60_000);

  it("destroys a client's records only once their name is typed", async () => {
    const page = await openPage(browser, width, height);
    await signIn(page, adviser.email, adviser.password);
    const name = `${givenNames} Destroyable`;
    const clientId = await createClient(page, givenNames, 'Destroyable');
    await page.goto(`/fact-find/${clientId}`);
    await page
      .getByTestId('client-removal')
      .getByRole('button', { name: "Destroy client's records" })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('This cannot be undone.').isVisible(), soon).toBe(true);
    expect(await dialog.getByText(new RegExp(`permanently deletes ${name}`)).isVisible()).toBe(true);
    const destroy = dialog.getByRole('button', { name: 'Destroy permanently' });
    expect(await destroy.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${name} to confirm`).fill(`${givenNames} Someone Else`);
    expect(await destroy.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${name} to confirm`).fill(name.toLowerCase());
    await screenshot(page, `client-destroy-dialog-${width}`, { fullPage: false });
    expect(await destroy.isDisabled()).toBe(false);
    await destroy.click();
    await expect.poll(() => new URL(page.url()).pathname, soon).toBe('/dashboard');
    await expect.poll(() => toast(page, 'Client destroyed').isVisible(), soon).toBe(true);
    expect(await statusOf(page, clientId)).toBe(404);
    await page.context().close();
  }, 60_000);
});
