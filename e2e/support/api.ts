import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A JSON call from the signed-in page (its cookie), as the app makes them; throws on an error status. */
export async function api<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/**
 * A save as another adviser's screen makes it: the record read first (GET of the same path) and its ETag sent
 * back as If-Match.
 */
export async function saveOnCurrent<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const read = await fetch(url);
      const etag = read.headers.get('ETag') ?? '';
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'If-Match': etag },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/** Nothing is wider than the screen: the page does not scroll sideways. */
export async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
