import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { baseUrl, launchBrowser, screenshot, signIn } from './support/browser';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openAs(width: number, height: number, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: baseUrl(),
    locale: 'en-AU',
    ...(userAgent ? { userAgent } : {}),
  });
  return context.newPage();
}

const sessionsList = (page: Page) => page.getByRole('list', { name: 'Your sessions' });

describe("the adviser's sessions on the Settings page", () => {
  const adviser = e2eAdvisers.sessions;

  it('lists where the adviser is signed in and signs out another session (1280 px)', async () => {
    const phone = await openAs(375, 812, iphone);
    await signIn(phone, adviser.email, adviser.password);
    const desktop = await openAs(1280, 860);
    await signIn(desktop, adviser.email, adviser.password);

    await desktop.goto('/settings');
    await expect.poll(() => sessionsList(desktop).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    const current = sessionsList(desktop).getByRole('listitem').filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain('Chrome on Linux');
    const phoneRow = sessionsList(desktop).getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
    expect(await phoneRow.textContent()).toMatch(/127\.0\.0\.1 · Signed in \d{2}\/\d{2}\/\d{4}/);
    await screenshot(desktop, 'settings-sessions-1280');

    await phoneRow.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expect.poll(() => phoneRow.count()).toBe(0);
    // The phone's next request finds its session gone: back to the sign-in screen.
    await phone.reload();
    await expect.poll(() => phone.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    expect(await desktop.getByRole('button', { name: 'Open user menu' }).isVisible()).toBe(true);
    await phone.context().close();
    await desktop.context().close();
  });

  it('signs out of other sessions, then everywhere (375 px)', async () => {
    const other = await openAs(1280, 860);
    await signIn(other, adviser.email, adviser.password);
    const phone = await openAs(375, 812, iphone);
    await signIn(phone, adviser.email, adviser.password);
    await phone.goto('/settings');
    await expect.poll(() => sessionsList(phone).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    // Nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.getByRole('heading', { name: "Where you're signed in" }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'settings-sessions-375');

    await phone.getByRole('button', { name: 'Sign out of other sessions' }).click();
    await expect.poll(() => sessionsList(phone).getByRole('listitem').count()).toBe(1);
    await other.reload();
    await expect.poll(() => other.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);

    await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect.poll(() => phone.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    await phone.reload();
    await expect.poll(() => phone.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    await other.context().close();
    await phone.context().close();
  });
});

describe("the demo adviser's first sign-in", () => {
  const newPassword = 'violet orchard compass 83';

  async function signInWithDemoPassword(page: Page, email: string, password: string) {
    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Choose your own password' }).isVisible())
      .toBe(true);
    // Nothing of the app before a new password.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  }

  async function choose(page: Page, current: string, password: string) {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
  }

  it.each([
    ['1280', e2eAdvisers.firstSignIn, 1280, 860],
    ['375', e2eAdvisers.firstSignInPhone, 375, 812],
  ] as const)(
    'asks for a password of their own before anything else, refusing a guessable one (%s px)',
    async (name, demo, width, height) => {
      const page = await openAs(width, height);
      await signInWithDemoPassword(page, demo.email, demo.password);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `first-sign-in-${name}`);

      await choose(page, demo.password, 'factfind2026');
      const refused = page.getByRole('status').filter({ hasText: 'Password not changed' });
      await expect.poll(() => refused.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Choose your own password' }).isVisible()).toBe(true);

      await choose(page, demo.password, newPassword);
      await expect.poll(() => page.getByRole('button', { name: 'Open user menu' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Choose your own password' }).count()).toBe(0);
      // Signed in again with the new password, straight into the app; the demo password no longer works.
      await page.reload();
      await expect.poll(() => page.getByRole('button', { name: 'Open user menu' }).isVisible()).toBe(true);
      await page.context().close();
      const again = await openAs(width, height);
      await signIn(again, demo.email, newPassword);
      await again.context().close();
    },
  );
});
