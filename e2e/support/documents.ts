import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** Files as setInputFiles takes them: paths or in-memory files. */
export type InputFiles = Parameters<Locator['setInputFiles']>[0];

/** How long to wait for real documents to be read. */
export const processingTimeout = { timeout: 90_000, interval: 500 };
/** How long to wait for files to be uploaded (and stored) on a busy machine. */
export const uploadTimeout = { timeout: 30_000, interval: 250 };

function fileCount(files: InputFiles): number {
  return Array.isArray(files) ? files.length : 1;
}

/** Upload screen: waits (as long as reading takes) until a document's row shows `status`. */
export async function waitForUploadStatus(
  row: Locator,
  status: 'Pending' | 'Processing...' | 'Extracted' | 'Processing failed',
): Promise<void> {
  await expect.poll(() => row.getByTestId('document-status').innerText(), processingTimeout).toBe(status);
}

/**
 * Three-step page: captures the files, presses Process Documents (n) and waits until they are accepted (the
 * AI Processing step or, when a born-digital file is read before the first look, already Review & Complete).
 */
export async function processOnDocumentFirst(page: Page, files: InputFiles): Promise<void> {
  await page.getByTestId('capture-file-input').setInputFiles(files);
  await page.getByRole('button', { name: `Process Documents (${fileCount(files)})` }).click();
  const step = page.locator('[aria-current="step"]');
  await expect.poll(() => step.textContent(), uploadTimeout).toMatch(/AI Processing|Review & Complete/);
}

/**
 * Four-step workflow, Bulk Upload tab, with `count` files added: presses Upload n File(s) and waits until
 * they are accepted (the Processing step, or already the Review step).
 */
export async function uploadInWorkflow(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: `Upload ${count} File${count === 1 ? '' : 's'}` }).click();
  const step = page.locator('[aria-current="step"]');
  await expect.poll(() => step.textContent(), uploadTimeout).toMatch(/Processing|Review/);
}

/** Waits (as long as reading takes) until the step indicator is at `step`. */
export async function waitForStep(page: Page, step: string): Promise<void> {
  await expect
    .poll(() => page.locator('[aria-current="step"]').textContent(), processingTimeout)
    .toContain(step);
}

const isBatchStatus = (url: URL) => url.pathname === '/api/documents/status';
const isSingleStatus = (url: URL) => /^\/api\/documents\/[^/]+\/status$/.test(url.pathname);
const isClientDocumentList = (url: URL) => /^\/api\/clients\/[^/]+\/documents$/.test(url.pathname);

export type StatusRequests = { batches: string[][]; single: number };

/** Counts the status requests a page makes: batches (and the ids each asked about) and single ones. */
export function watchStatusRequests(page: Page): StatusRequests {
  const seen: StatusRequests = { batches: [], single: 0 };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (isBatchStatus(url)) seen.batches.push((url.searchParams.get('ids') ?? '').split(','));
    else if (isSingleStatus(url)) seen.single += 1;
  });
  return seen;
}

/**
 * The server keeps answering that every document is still being read: in statuses and in client lists.
 * Before closing the page, call `page.unrouteAll({ behavior: 'ignoreErrors' })`: a poll still in flight
 * would otherwise fail to rewrite its answer.
 */
export async function keepDocumentsProcessing(page: Page): Promise<void> {
  const stillReading = (document: Record<string, unknown>) => ({
    ...document,
    ocrStatus: 'processing',
    parseStatus: 'pending',
    error: null,
  });
  await page.route(isBatchStatus, async (route) => {
    const response = await route.fetch();
    const { documents } = (await response.json()) as { documents: Record<string, unknown>[] };
    await route.fulfill({ response, json: { documents: documents.map(stillReading) } });
  });
  await page.route(isClientDocumentList, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const documents = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({ response, json: documents.map(stillReading) });
  });
}

/** The batch status requests a page makes in the next `milliseconds`. */
export async function statusRequestsDuring(
  requests: StatusRequests,
  milliseconds: number,
): Promise<string[][]> {
  const before = requests.batches.length;
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  return requests.batches.slice(before);
}
