import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium, started as the developers' guide says (no network beyond this machine). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function openPage(browser: Browser, width = 1280, height = 860): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: baseUrl(),
    locale: 'en-AU',
  });
  return context.newPage();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect
    .poll(() => page.getByRole('button', { name: 'Open user menu' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/** Screenshots land in test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
