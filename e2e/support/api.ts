import type { Page } from 'playwright-core';

/** A call to the API from the signed-in page (its cookie); throws on a failed answer, null for a 204. */
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
