import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

const adviser = e2eAdvisers.shell;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('sign-in and the shell', () => {
  it('shows the sign-in screen and a failed sign-in toast', async () => {
    const page = await openPage(browser);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    expect(await page.getByText('Sign in to your financial planning workspace').isVisible()).toBe(true);
    await screenshot(page, 'sign-in-1280');

    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await page.getByLabel('Email').fill(adviser.email);
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Sign in failed' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.textContent()).toContain('Invalid email or password');
    await page.context().close();
  });

  it('signs in, keeps the session across a reload, and signs out', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const welcome = page.getByRole('status').filter({ hasText: 'Welcome back!' });
    await expect.poll(() => welcome.isVisible()).toBe(true);
    expect(await welcome.textContent()).toContain('Successfully signed in to FactFind');

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'New Client', 'Document Capture', 'File Upload', 'Fact Find']) {
      expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('tier-badge').textContent()).toBe('enterprise');
    await screenshot(page, 'shell-1280');

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Open user menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Welcome Back' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByText(adviser.name).isVisible()).toBe(true);
    expect(await menu.getByText(adviser.email).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Settings' }).isVisible()).toBe(true);
    await screenshot(page, 'user-menu-1280');
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/no-such-screen');
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found-1280');
    await page.context().close();
  });

  it("runs under a CSP without 'unsafe-inline': the UI library's run-time styles carry the page's nonce", async () => {
    const page = await openPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    const response = await page.goto('/dashboard');
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    expect(policy).not.toContain('unsafe-inline');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const again = await page.request.get('/dashboard');
    expect(again.headers()['content-security-policy']).not.toContain(nonce);
    await signIn(page, adviser.email, adviser.password);

    // A dialog locks the page's scroll with a <style> element written at run time (the user menu, not
    // modal, does not).
    await page.goto('/intake');
    await page.getByLabel('Given Names *').fill('Unsaved');
    await page.getByRole('link', { name: 'FactFind home' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Leave without saving?' }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Leave without saving' }).click();

    // No screen needs an inline style the policy refuses.
    for (const url of [
      '/intake',
      '/document-first',
      '/extracted-data',
      '/fact-find',
      '/questionnaire',
      '/settings',
    ]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('collapses the nav under 768 px into a toggle and a scrolling link row', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await screenshot(page, 'shell-375');
    expect(await page.getByTestId('tier-badge').isVisible()).toBe(false);
    expect(await page.getByTestId('desktop-nav').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const row = page.locator('#mobile-nav');
    expect(await row.isVisible()).toBe(true);
    expect(await row.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    // The links run past the edge: the row's right edge fades, a cue that it scrolls.
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await row.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
    await screenshot(page, 'shell-375-menu-open');
    await row.getByRole('link', { name: 'New Client' }).click();
    await expect.poll(() => page.url()).toContain('/intake');
    await expect.poll(() => row.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('settings', () => {
  it('changes the display name and the password', async () => {
    const settingsAdviser = e2eAdvisers.settings;
    const page = await openPage(browser);
    await signIn(page, settingsAdviser.email, settingsAdviser.password);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Settings' }).isVisible()).toBe(true);

    await page.getByLabel('First name *').fill('Samantha');
    await page.getByLabel('Last name').fill('Settle');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Profile updated' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Open user menu' }).textContent()).toContain(
      'Samantha Settle',
    );

    await page.getByLabel('Current password').fill(settingsAdviser.password);
    await page.getByLabel('New password', { exact: true }).fill('an entirely new password');
    await page.getByLabel('Confirm new password').fill('an entirely new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Password changed' }).isVisible())
      .toBe(true);
    await screenshot(page, 'settings-1280');
    await page.context().close();
  });
});
