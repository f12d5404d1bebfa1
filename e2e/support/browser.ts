import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type FileChooser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * Debian's Chromium, started as the developers' guide says (no network beyond this machine); with `camera`,
 * Chromium's fake camera (a test pattern), its permission granted or denied.
 */
export function launchBrowser({ camera }: { camera?: 'granted' | 'denied' } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(camera
        ? [
            '--use-fake-device-for-media-stream',
            camera === 'granted' ? '--use-fake-ui-for-media-stream' : '--deny-permission-prompts',
          ]
        : []),
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * A page of its own browser context. `bypassCSP` lets a test inject axe-core (the app's Content-Security-
 * Policy rightly refuses inline scripts).
 */
export async function openPage(
  browser: Browser,
  width = 1280,
  height = 860,
  options: { bypassCSP?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: baseUrl(),
    locale: 'en-AU',
    ...options,
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

/** Screenshots land in test-results/screenshots for a person to look at: the whole page, or (a dialog) the screen. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/**
 * The file choosers a page opens, in order: call the returned function for the next one. Playwright starts
 * intercepting choosers when the first listener is added and does not wait for the browser to agree, so a
 * `waitForEvent('filechooser')` just before the key press can lose that race under load (the chooser then
 * opens natively and is never seen); this listener is added long before.
 */
export function watchFileChoosers(page: Page): () => Promise<FileChooser> {
  const opened: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const resolve = waiting.shift();
    if (resolve) resolve(chooser);
    else opened.push(chooser);
  });
  return () => {
    const chooser = opened.shift();
    if (chooser) return Promise.resolve(chooser);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No file chooser opened within 30 s')), 30_000);
      waiting.push((next) => {
        clearTimeout(timer);
        resolve(next);
      });
    });
  };
}
