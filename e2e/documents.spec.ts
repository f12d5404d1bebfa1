import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { expectNoSideScroll } from './support/api';
import { baseUrl, launchBrowser, openPage, screenshot, signIn } from './support/browser';
import {
  keepDocumentsProcessing,
  processingTimeout,
  processOnDocumentFirst,
  statusRequestsDuring,
  uploadInWorkflow,
  uploadTimeout,
  waitForStep,
  waitForUploadStatus,
  watchStatusRequests,
} from './support/documents';

const adviser = e2eAdvisers.documents;
const corpusDir = path.resolve(process.cwd(), 'fixtures/corpus');
/** Born-digital PDFs read fastest. One person's pack: a super statement, a payslip and a bank statement. */
const files = {
  taxNotice: path.join(corpusDir, 'docs/tax-0-digital-pdf.pdf'),
  superStatement: path.join(corpusDir, 'packs/pack-1/super-statement.pdf'),
  payslip: path.join(corpusDir, 'packs/pack-1/payslip.pdf'),
  bankStatement: path.join(corpusDir, 'packs/pack-1/bank-statement.pdf'),
};
/** What a fixture prints, from its truth file. */
const printedOn = (file: string) =>
  (JSON.parse(readFileSync(`${file}.truth.json`, 'utf8')) as { fields: Record<string, string> }).fields;
const taxPayer = printedOn(files.taxNotice);
const taxPayerName = `${taxPayer.firstName} ${taxPayer.lastName}`;
const holder = printedOn(files.superStatement);
const holderName = `${holder.firstName} ${holder.lastName}`;
const bankRead = printedOn(files.bankStatement);
const payslipRead = printedOn(files.payslip);
const holderBirthday = (holder.dateOfBirth ?? '').split('-').reverse().join('/');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A corpus file as a buffer, for mixing with made-up files in one selection. */
function corpusFile(file: string, mimeType = 'application/pdf') {
  return { name: path.basename(file), mimeType, buffer: readFileSync(file) };
}

const elevenMegabytes = Buffer.alloc(11 * 1024 * 1024, 0x20);
const notesFile = {
  name: 'meeting-notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Call back Tuesday'),
};
const bigPdf = { name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: elevenMegabytes };

/**
 * Runs `use` with a signed-in page in a Chromium whose camera is Chromium's fake device, with the camera
 * permission granted or denied; closes that browser afterwards.
 */
async function withCameraPage(
  permission: 'granted' | 'denied',
  viewport: { width: number; height: number },
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const cameraBrowser = await launchBrowser({ camera: permission });
  try {
    const context = await cameraBrowser.newContext({ viewport, baseURL: baseUrl(), locale: 'en-AU' });
    const page = await context.newPage();
    await signIn(page, adviser.email, adviser.password);
    await use(page);
    await context.close();
  } finally {
    await cameraBrowser.close();
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** Tests that wait for real documents to be read. */
const slowTest = 240_000;

async function createClient(page: Page, givenNames: string, familyName: string): Promise<string> {
  const created = await page.evaluate(
    async ({ givenNames, familyName }) => {
      const response = await fetch('/api/clients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          givenNames,
          familyName,
          email: `${givenNames.toLowerCase()}@example.com`,
          scopeOfAdvice: ['Superannuation advice'],
          privacyConsent: true,
        }),
      });
      return (await response.json()) as { id: string };
    },
    { givenNames, familyName },
  );
  return created.id;
}

describe('document upload screen', () => {
  it(
    'asks for a client, tells which files were skipped, uploads, shows live statuses, views and deletes',
    async () => {
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await createClient(page, taxPayer.firstName!, taxPayer.lastName!);
      const statusRequests = watchStatusRequests(page);

      await page.goto('/upload');
      await expect.poll(() => page.getByText('Please select a client first.').isVisible()).toBe(true);
      await screenshot(page, 'upload-no-client-1280');
      await page.getByRole('link', { name: new RegExp(escape(taxPayerName)) }).click();
      await expect.poll(() => page.url()).toContain(`/upload/${clientId}`);
      await expect.poll(() => page.getByText(`Documents for ${taxPayerName}`).isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('no-documents').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Complete Questionnaire' }).count()).toBe(0);
      await screenshot(page, 'upload-empty-1280');

      // Drag highlighting.
      const dropZone = page.getByTestId('drop-zone');
      const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
      await dropZone.dispatchEvent('dragenter', { dataTransfer });
      expect(await dropZone.getAttribute('data-dragging')).toBe('true');
      await dropZone.dispatchEvent('dragleave', { dataTransfer });
      expect(await dropZone.getAttribute('data-dragging')).toBeNull();

      await page
        .getByTestId('upload-file-input')
        .setInputFiles([
          corpusFile(files.taxNotice),
          notesFile,
          bigPdf,
          { name: 'blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
        ]);
      const skipped = page.getByTestId('skipped-files');
      await expect.poll(() => skipped.isVisible()).toBe(true);
      expect(await skipped.textContent()).toContain('meeting-notes.txt: not a PDF, JPEG, PNG or HEIC file');
      expect(await skipped.textContent()).toContain('huge-scan.pdf: larger than 10 MB');
      await expect
        .poll(() => toast(page, '2 documents uploaded and processing started').isVisible())
        .toBe(true);

      const rows = page.getByTestId('client-document');
      await expect.poll(() => rows.count()).toBe(2);
      const taxRow = rows.filter({ hasText: 'tax-0-digital-pdf.pdf' });
      const blankRow = rows.filter({ hasText: 'blank.pdf' });
      // Statuses update live: the tax notice is read, the empty file fails with its reason.
      await waitForUploadStatus(taxRow, 'Extracted');
      expect(await taxRow.getByTestId('confidence-badge').isVisible()).toBe(true);
      expect(await taxRow.textContent()).toContain('Tax Return');
      await waitForUploadStatus(blankRow, 'Processing failed');
      expect(await blankRow.getByTestId('failure-reason').textContent()).toMatch(/empty/i);
      // Never one status request per document (the batch endpoint is checked under 'status polling').
      expect(statusRequests.single).toBe(0);
      expect(await blankRow.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

      // Once a document exists: the questionnaire and Fact Find links.
      expect(await page.getByRole('link', { name: 'Complete Questionnaire' }).getAttribute('href')).toBe(
        `/questionnaire/${clientId}`,
      );
      expect(await page.getByRole('link', { name: 'Skip to Fact Find Review' }).getAttribute('href')).toBe(
        `/fact-find/${clientId}`,
      );
      await screenshot(page, 'upload-statuses-1280');

      // View opens the original.
      const viewHref = await taxRow
        .getByRole('link', { name: 'View tax-0-digital-pdf.pdf' })
        .getAttribute('href');
      const original = await page.evaluate(async (href) => {
        const response = await fetch(href ?? '');
        return { status: response.status, type: response.headers.get('content-type') };
      }, viewHref);
      expect(original).toEqual({ status: 200, type: 'application/pdf' });

      // Delete, after confirming.
      await blankRow.getByRole('button', { name: 'Delete blank.pdf' }).click();
      await expect.poll(() => page.getByRole('dialog').textContent()).toContain('blank.pdf');
      await screenshot(page, 'upload-delete-confirm-1280');
      await page.getByRole('button', { name: 'Delete document' }).click();
      await expect.poll(() => toast(page, 'Document deleted successfully').isVisible()).toBe(true);
      await expect.poll(() => rows.count()).toBe(1);

      // A file the server refuses: the row says why, and the Error toast shows.
      await page
        .getByTestId('upload-file-input')
        .setInputFiles([
          { name: 'not-really.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text') },
        ]);
      await expect
        .poll(() => toast(page, 'Failed to upload document. Please try again.').isVisible())
        .toBe(true);
      expect(await page.getByTestId('upload-queue').textContent()).toContain(
        '"not-really.jpg" is not a PDF, JPEG, PNG or HEIC file',
      );
      // Sending the same file again can only fail: no Retry, only Remove.
      expect(await page.getByTestId('upload-queue').getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Remove not-really.jpg' }).click();
      await page.context().close();
    },
    slowTest,
  );

  it('lays out the upload screen for a phone', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/upload');
    await expect.poll(() => page.getByText('Please select a client first.').isVisible()).toBe(true);
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'upload-no-client-375');
    await page.getByRole('link', { name: new RegExp(escape(taxPayerName)) }).click();
    await expect.poll(() => page.getByTestId('client-document').count()).toBeGreaterThan(0);
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'upload-statuses-375');
    await page.context().close();
  });
});

describe('camera capture', () => {
  it('captures with the fake camera, switches, stops and releases the device', async () => {
    await withCameraPage('granted', { width: 1280, height: 860 }, async (page) => {
      await page.goto('/document-first');
      await page.getByRole('button', { name: 'Use Camera' }).click();
      const video = page.getByTestId('camera-video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
        .toBeGreaterThan(0);
      // The ideal resolution was asked for.
      const settings = await video.evaluate((element: HTMLVideoElement) => {
        const stream = element.srcObject as MediaStream;
        (window as unknown as { firstTracks: MediaStreamTrack[] }).firstTracks = stream.getTracks();
        return stream.getVideoTracks()[0]?.getSettings();
      });
      expect(settings?.width).toBe(1920);
      expect(settings?.height).toBe(1080);
      await screenshot(page, 'capture-camera-1280');

      await page.getByRole('button', { name: 'Capture', exact: true }).click();
      // The frame is drawn, encoded and checked before the toast: allow for a busy machine.
      await expect.poll(() => toast(page, 'Document Captured').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await toast(page, 'Document Captured').textContent()).toContain(
        'Document captured successfully. AI will automatically identify the document type.',
      );
      await expect
        .poll(() => page.getByRole('heading', { name: 'Captured Documents (1)' }).isVisible())
        .toBe(true);
      const item = page.getByTestId('captured-item');
      expect(await item.textContent()).toMatch(/capture-\d{4}-\d{2}-\d{2}-\d{6}-\d{3}\.jpg/);
      expect(
        await item
          .getByRole('combobox')
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
      ).toBe('Document (AI will identify)');
      expect(await item.getByRole('img').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Process Documents (1)' }).isVisible()).toBe(true);

      // Switch: the old tracks end, a new stream starts facing the other way.
      await page.getByRole('button', { name: 'Switch to front camera' }).click();
      await expect.poll(() => video.getAttribute('data-facing-mode')).toBe('user');
      await expect
        .poll(() =>
          page.evaluate(() =>
            (window as unknown as { firstTracks: MediaStreamTrack[] }).firstTracks.every(
              (track) => track.readyState === 'ended',
            ),
          ),
        )
        .toBe(true);
      await expect
        .poll(() =>
          video.evaluate(
            (element: HTMLVideoElement) => (element.srcObject as MediaStream | null)?.active ?? false,
          ),
        )
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Switch to back camera' }).isVisible()).toBe(true);
      await video.evaluate((element: HTMLVideoElement) => {
        (window as unknown as { secondTracks: MediaStreamTrack[] }).secondTracks = (
          element.srcObject as MediaStream
        ).getTracks();
      });

      // Stop Camera releases the device and closes the view; the capture stays.
      await page.getByRole('button', { name: 'Stop Camera' }).click();
      await expect.poll(() => page.getByTestId('camera-view').count()).toBe(0);
      expect(
        await page.evaluate(() =>
          (window as unknown as { secondTracks: MediaStreamTrack[] }).secondTracks.every(
            (track) => track.readyState === 'ended',
          ),
        ),
      ).toBe(true);
      expect(await page.getByTestId('captured-item').count()).toBe(1);

      // Remove empties the grid.
      await page.getByRole('button', { name: /^Remove capture-/ }).click();
      expect(await page.getByTestId('captured-item').count()).toBe(0);
    });
  });

  it("shows 'Camera Error' and closes the view when the camera is denied", async () => {
    await withCameraPage('denied', { width: 1280, height: 860 }, async (page) => {
      await page.goto('/document-first');
      await page.getByRole('button', { name: 'Use Camera' }).click();
      const error = toast(page, 'Camera Error');
      await expect.poll(() => error.isVisible()).toBe(true);
      expect(await error.textContent()).toContain(
        'Unable to access camera. Please check permissions or use file upload instead.',
      );
      await expect.poll(() => page.getByTestId('camera-view').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Use Camera' }).isEnabled()).toBe(true);
    });
  });

  it("opens the upload screen's camera buttons with the type chosen, and uploads the photo", async () => {
    await withCameraPage('granted', { width: 375, height: 740 }, async (page) => {
      const clientId = await createClient(page, 'Carmen', 'Camera');
      await page.goto(`/upload/${clientId}`);
      await page.getByRole('button', { name: 'Payslip' }).click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByRole('heading', { name: 'Photograph a Payslip' }).isVisible())
        .toBe(true);
      const video = dialog.getByTestId('camera-video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
        .toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Capture', exact: true }).click();
      await expect.poll(() => dialog.getByTestId('captured-item').count()).toBe(1);
      expect(
        await dialog
          .getByTestId('captured-item')
          .getByRole('combobox')
          .evaluate((select: HTMLSelectElement) => select.value),
      ).toBe('payslip');
      await screenshot(page, 'upload-camera-dialog-375');
      await dialog.getByRole('button', { name: 'Process Documents (1)' }).click();
      await expect.poll(() => toast(page, 'Document uploaded and processing started').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => page.getByTestId('client-document').count()).toBe(1);
      const saved = await page.evaluate(
        async (id) =>
          (await (await fetch(`/api/clients/${id}/documents`)).json()) as { source: string; type: string }[],
        clientId,
      );
      expect(saved[0]).toMatchObject({ source: 'camera', type: 'payslip' });
    });
  });
});

describe('Smart Financial Fact-Finding (three steps)', () => {
  it(
    'goes from dropped files through processing and review to a pre-filled Fact Find',
    async () => {
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      const statusRequests = watchStatusRequests(page);
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Smart Financial Fact-Finding' }).isVisible())
        .toBe(true);
      for (const text of [
        'Identity & Personal',
        "Driver's licence or passport",
        'Medicare card',
        'Tax returns (last 2 years)',
        'Superannuation statements',
        'Credit card statements',
      ]) {
        expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
      }
      expect(await page.getByTestId('extraction-note').textContent()).toContain(
        'name, address, date of birth and financial information',
      );
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('Capture Documents');
      await screenshot(page, 'document-first-capture-1280');

      // Processing with nothing captured.
      await page.getByRole('button', { name: 'Process Documents (0)' }).click();
      await expect
        .poll(() => toast(page, 'Please capture or upload at least one document.').isVisible())
        .toBe(true);

      // Drop real files (and one that is not an image or PDF) onto the drop zone.
      const payload = [
        {
          name: 'super-statement.pdf',
          type: 'application/pdf',
          base64: readFileSync(files.superStatement).toString('base64'),
        },
        {
          name: 'payslip.pdf',
          type: 'application/pdf',
          base64: readFileSync(files.payslip).toString('base64'),
        },
        { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') },
      ];
      const dataTransfer = await page.evaluateHandle((items) => {
        const transfer = new DataTransfer();
        for (const item of items) {
          const bytes = Uint8Array.from(atob(item.base64), (character) => character.charCodeAt(0));
          transfer.items.add(new File([bytes], item.name, { type: item.type }));
        }
        return transfer;
      }, payload);
      await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
      const skippedToast = toast(page, 'Some Files Skipped');
      await expect.poll(() => skippedToast.isVisible()).toBe(true);
      expect(await skippedToast.textContent()).toContain(
        '1 file(s) were not images or PDFs and were skipped.',
      );
      expect(await page.getByTestId('skipped-files').textContent()).toContain(
        'notes.txt: not an image or PDF',
      );
      await expect
        .poll(() => page.getByRole('heading', { name: 'Captured Documents (2)' }).isVisible())
        .toBe(true);
      expect(await page.getByTestId('captured-item').first().textContent()).toContain('super-statement.pdf');
      await screenshot(page, 'document-first-captured-1280');

      // Hold the upload a moment to see the blocking overlay.
      await page.route('**/api/documents/process', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Process Documents (2)' }).click();
      const overlay = page.getByTestId('uploading-overlay');
      await expect.poll(() => overlay.isVisible()).toBe(true);
      expect(await overlay.textContent()).toContain('Uploading 2 document(s)...');
      expect(await page.getByRole('button', { name: 'Uploading Documents...' }).isDisabled()).toBe(true);
      await screenshot(page, 'document-first-uploading-1280');

      const uploadedToast = toast(page, 'Documents Uploaded Successfully');
      await expect.poll(() => uploadedToast.isVisible()).toBe(true);
      expect(await uploadedToast.textContent()).toContain(
        '2 documents are now being processed. AI is extracting your information.',
      );
      await expect.poll(() => page.getByRole('heading', { name: 'AI Processing' }).isVisible()).toBe(true);
      expect(
        await page.getByText('This usually takes 30-60 seconds per document.', { exact: false }).isVisible(),
      ).toBe(true);
      // The list may render a moment after its heading.
      await expect.poll(() => page.getByTestId('processing-item').count()).toBe(2);
      await screenshot(page, 'document-first-processing-1280');

      // Review once every document is read and the client data is extracted.
      await expect
        .poll(() => page.getByText('Information Extracted Successfully').isVisible(), processingTimeout)
        .toBe(true);
      // Both documents were asked about together, one request at a time.
      expect(statusRequests.single).toBe(0);
      expect(statusRequests.batches.length).toBeGreaterThan(0);
      expect(statusRequests.batches.every((ids) => ids.length === 2)).toBe(true);
      const completeToast = toast(page, 'Processing Complete');
      expect(await completeToast.textContent()).toContain(
        'Successfully extracted client information from 2 documents.',
      );
      expect(await page.getByTestId('extracted-full-name').textContent()).toContain(holderName);
      expect(await page.getByTestId('extracted-date-of-birth').textContent()).toContain(holderBirthday);
      if (holder.email)
        expect(await page.getByTestId('extracted-email').textContent()).toContain(holder.email);
      expect(await page.getByTestId('extracted-address').textContent()).toContain(holder.addressSuburb);
      expect(await page.getByTestId('confidence-badge').textContent()).toMatch(/^(HIGH|MEDIUM|LOW)$/);
      await screenshot(page, 'document-first-review-1280');

      // A reload comes back to the review of the same documents.
      await page.reload();
      await expect
        .poll(() => page.getByText('Information Extracted Successfully').isVisible(), uploadTimeout)
        .toBe(true);
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('Review & Complete');
      expect(await page.getByTestId('extracted-full-name').textContent()).toContain(holderName);

      expect(
        await page.getByRole('link', { name: 'Review All Extracted Data' }).getAttribute('href'),
      ).toMatch(/^\/extracted-data\?documents=/);
      await page.getByRole('button', { name: 'Continue to Pre-filled Fact Find →' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/fact-find/new');
      // The pre-filled Fact Find comes from the server's batch, named in the address (decision 018).
      expect(new URL(page.url()).searchParams.get('batch')).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByLabel('Given Names *').inputValue()).toBe(holder.firstName);
      expect(await page.getByLabel('Family Name *').inputValue()).toBe(holder.lastName);
      expect(await page.getByTestId('super-account').count()).toBe(1);
      expect(await page.getByTestId('prefill-banner').textContent()).toContain('Pre-filled from 2 documents');
      // Without a batch in the address the page starts at capture, offering to resume the open one.
      await page.goto('/');
      await expect
        .poll(() => page.locator('[aria-current="step"]').textContent())
        .toContain('Capture Documents');
      await expect.poll(() => page.getByTestId('unfinished-batches').textContent()).toContain(holderName);
      await page.context().close();
    },
    slowTest,
  );

  it("says 'Upload Failed' and stays on capture when the upload is refused", async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/document-first');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Smart Financial Fact-Finding' }).isVisible())
      .toBe(true);
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'document-first-capture-375');
    await page
      .getByTestId('capture-file-input')
      .setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') }]);
    await expect.poll(() => toast(page, 'Files Added').isVisible()).toBe(true);
    expect(await toast(page, 'Files Added').textContent()).toContain(
      '1 file(s) added. AI will automatically identify document types.',
    );
    await page.route('**/api/documents/process', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Process Documents (1)' }).click();
    await expect.poll(() => page.getByTestId('uploading-overlay').isVisible()).toBe(true);
    await screenshot(page, 'document-first-uploading-375');
    const failed = toast(page, 'Upload Failed');
    await expect.poll(() => failed.isVisible()).toBe(true);
    expect(await failed.textContent()).toContain('Failed to upload and process documents. Please try again.');
    expect(await page.getByTestId('upload-problem').textContent()).toContain(
      '"fake.png" is not a PDF, JPEG, PNG or HEIC file',
    );
    expect(await page.getByTestId('captured-item').count()).toBe(1);
    expect(await page.getByTestId('uploading-overlay').count()).toBe(0);
    await screenshot(page, 'document-first-upload-failed-375');
    await page.context().close();
  });

  it(
    'warns when the client data cannot be extracted, and still continues',
    async () => {
      const page = await openPage(browser, 375, 740);
      await signIn(page, adviser.email, adviser.password);
      await page.route('**/api/documents/extract-client-data', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"INTERNAL","message":"boom"}',
        }),
      );
      await page.goto('/document-first');
      await processOnDocumentFirst(page, [files.taxNotice]);
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'document-first-processing-375');
      const warning = toast(page, 'Extraction Warning');
      await expect.poll(() => warning.isVisible(), processingTimeout).toBe(true);
      expect(await warning.textContent()).toContain(
        'Documents processed but client data extraction failed. You can still proceed manually.',
      );
      // On a phone the toast sits just below the header, clear of its menu and of the actions at the bottom.
      // Measured once it has slid in: during its entrance it starts above its place.
      const headerBox = await page.locator('header').first().boundingBox();
      const toastItem = page
        .locator('[data-slot="toast-viewport"] li')
        .filter({ hasText: 'Extraction Warning' });
      const headerBottom = headerBox!.y + headerBox!.height;
      await expect
        .poll(async () => {
          const box = await toastItem.boundingBox();
          return box !== null && box.y > headerBottom && box.y + box.height <= 740;
        })
        .toBe(true);
      await expect.poll(() => page.getByText('Client details could not be extracted').isVisible()).toBe(true);
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'document-first-review-375');
      await page.getByRole('button', { name: 'Continue to Pre-filled Fact Find →' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/fact-find/new');
      expect(new URL(page.url()).searchParams.get('batch')).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByRole('heading', { name: 'Client Fact Find' }).isVisible()).toBe(true);
      await page.context().close();
    },
    slowTest,
  );
  it(
    'says so when none of the documents could be read, and offers to read them again or start over',
    async () => {
      const page = await openPage(browser, 375, 740);
      await signIn(page, adviser.email, adviser.password);
      await page.goto('/document-first');
      await processOnDocumentFirst(page, [
        { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      ]);
      const title = page.getByText('None of the documents could be read');
      await expect.poll(() => title.isVisible(), processingTimeout).toBe(true);
      // AI Processing is not ticked as done, and nothing offers to pre-fill a Fact Find from nothing.
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('AI Processing');
      expect(await page.getByRole('button', { name: 'Continue to Pre-filled Fact Find →' }).count()).toBe(0);
      expect(await page.getByTestId('failed-documents').textContent()).toContain('empty.pdf');
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'document-first-none-read-375');

      // Try Again reads it once more (it fails again: an empty file stays empty).
      let retried = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/retry')) retried = true;
      });
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect.poll(() => retried).toBe(true);
      await expect.poll(() => title.isVisible(), processingTimeout).toBe(true);

      await page.getByRole('button', { name: 'Upload Other Documents' }).click();
      await expect
        .poll(() => page.locator('[aria-current="step"]').textContent())
        .toContain('Capture Documents');
      await page.context().close();
    },
    slowTest,
  );

  it('stops waiting after 5 minutes and says which documents are still being read', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    await signIn(page, adviser.email, adviser.password);
    // The server keeps answering "still processing".
    await keepDocumentsProcessing(page);
    await page.goto('/document-first');
    await processOnDocumentFirst(page, [files.taxNotice]);
    await expect.poll(() => page.getByTestId('processing-badge').innerText()).toBe('Processing');
    await page.clock.fastForward('04:00');
    expect(await page.getByRole('heading', { name: 'AI Processing' }).isVisible()).toBe(true);
    await page.clock.fastForward('01:05');
    await expect.poll(() => page.getByText('Some documents are still being read').isVisible()).toBe(true);
    expect(await page.getByText('1 document(s) did not finish within 5 minutes').isVisible()).toBe(true);
    expect(await page.getByText('None of the documents could be read').count()).toBe(0);
    // A status poll may be in flight: its rewrite must not fail once the page is gone.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});

describe('status polling', () => {
  const tenEmptyPdfs = Array.from({ length: 10 }, (_, index) => ({
    name: `empty-${index + 1}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(0),
  }));

  it('asks about 10 documents being read in one request every 2 s', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await keepDocumentsProcessing(page);
    const requests = watchStatusRequests(page);

    await page.goto('/document-first');
    await processOnDocumentFirst(page, tenEmptyPdfs);
    await expect.poll(() => requests.batches.length, uploadTimeout).toBeGreaterThan(0);
    const threeStep = await statusRequestsDuring(requests, 10_000);
    expect(threeStep.length).toBeGreaterThanOrEqual(2); // 5 on an idle machine; fewer when answers are slow
    expect(threeStep.length).toBeLessThanOrEqual(6);
    expect(threeStep.every((ids) => ids.length === 10)).toBe(true);

    const clientId = await createClient(page, 'Polly', 'Polling');
    await page.goto(`/upload/${clientId}`);
    const beforeUpload = requests.batches.length;
    await page.getByTestId('upload-file-input').setInputFiles(tenEmptyPdfs);
    await expect.poll(() => page.getByTestId('client-document').count(), uploadTimeout).toBe(10);
    await expect.poll(() => requests.batches.length, uploadTimeout).toBeGreaterThan(beforeUpload);
    const uploadScreen = await statusRequestsDuring(requests, 10_000);
    expect(uploadScreen.length).toBeGreaterThanOrEqual(2); // 5 on an idle machine; fewer when answers are slow
    expect(uploadScreen.length).toBeLessThanOrEqual(6);
    expect(uploadScreen.every((ids) => ids.length === 10)).toBe(true);

    expect(requests.single).toBe(0);
    // A status poll may be in flight: its rewrite must not fail once the page is gone.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  }, 120_000);
});

describe('Document Processing Workflow (four steps)', () => {
  it(
    'selects a client, checks bulk files, processes them and reviews what was read',
    async () => {
      const page = await openPage(browser);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await createClient(page, holder.firstName!, holder.lastName!);
      await page.goto('/documents');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Document Processing Workflow' }).isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Start Document Capture' }).click();
      const noClient = toast(page, 'No Client Selected');
      await expect.poll(() => noClient.isVisible()).toBe(true);
      expect(await noClient.textContent()).toContain('Please select a client before uploading documents.');
      await screenshot(page, 'workflow-select-client-1280');

      await page.getByLabel('Client', { exact: true }).selectOption(clientId);
      await page.getByRole('button', { name: 'Start Document Capture' }).click();
      await expect.poll(() => page.getByTestId('selected-client').textContent()).toContain(holderName);
      expect(await page.getByTestId('document-capture').isVisible()).toBe(true);
      await screenshot(page, 'workflow-capture-1280');

      await page.getByRole('tab', { name: 'Bulk Upload' }).click();
      await page.getByRole('button', { name: 'Upload Files' }).click();
      const noFiles = toast(page, 'No Files');
      await expect.poll(() => noFiles.isVisible()).toBe(true);
      expect(await noFiles.textContent()).toContain('Please add files before uploading.');

      const bulkInput = page.getByTestId('bulk-file-input');
      await bulkInput.setInputFiles([bigPdf]);
      const tooLarge = toast(page, 'Files Too Large');
      await expect.poll(() => tooLarge.isVisible()).toBe(true);
      expect(await tooLarge.textContent()).toContain('1 file(s) exceed the 10MB limit and were ignored.');
      await bulkInput.setInputFiles([notesFile]);
      const unsupported = toast(page, 'Unsupported Files');
      await expect.poll(() => unsupported.isVisible()).toBe(true);
      expect(await unsupported.textContent()).toContain(
        'Only images and PDF files are supported. Some files were ignored.',
      );
      await bulkInput.setInputFiles([files.bankStatement, files.payslip]);
      await expect.poll(() => page.getByTestId('bulk-files').getByRole('listitem').count()).toBe(2);
      await screenshot(page, 'workflow-bulk-1280');

      const statusRequests = watchStatusRequests(page);
      await uploadInWorkflow(page, 2);
      await expect
        .poll(() =>
          toast(
            page,
            '2 documents uploaded and processing started. AI will automatically identify document types.',
          ).isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Processing', exact: true }).isVisible())
        .toBe(true);
      const statusTexts = await page.getByTestId('workflow-status').allTextContents();
      for (const text of statusTexts) {
        expect([
          'Scanning text...',
          'Extracting financial data...',
          'Analysis complete',
          'Analysis failed',
        ]).toContain(text);
      }
      await screenshot(page, 'workflow-processing-1280');

      const complete = toast(page, 'Processing Complete');
      await expect.poll(() => complete.isVisible(), processingTimeout).toBe(true);
      expect(await complete.textContent()).toContain('2 documents processed successfully, 0 failed');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Review', exact: true }).isVisible())
        .toBe(true);
      expect(statusRequests.single).toBe(0);
      expect(statusRequests.batches.every((ids) => ids.length === 2)).toBe(true);
      const review = page.getByTestId('workflow-review');
      expect(await review.getByText('Analysis complete').count()).toBe(2);
      expect(await review.textContent()).toContain(bankRead.bankName);
      expect(await review.textContent()).toContain(payslipRead.employer);
      await screenshot(page, 'workflow-review-1280');

      // A reload comes back to the review, with the same client and documents.
      await page.reload();
      await waitForStep(page, 'Review');
      await expect
        .poll(() => page.getByTestId('workflow-review').getByText('Analysis complete').count(), uploadTimeout)
        .toBe(2);

      await page.getByRole('button', { name: 'Capture More Documents' }).click();
      await expect.poll(() => page.getByTestId('document-capture').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Change Client' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Start Document Capture' }).isVisible())
        .toBe(true);
      expect(await page.getByLabel('Client', { exact: true }).inputValue()).toBe(clientId);
      await page.getByRole('button', { name: 'Start Document Capture' }).click();
      await page.getByRole('tab', { name: 'Bulk Upload' }).click();
      await page.getByTestId('bulk-file-input').setInputFiles([files.superStatement]);
      await uploadInWorkflow(page, 1);
      await waitForStep(page, 'Review');
      await page.getByRole('button', { name: 'Continue to Prefilled Fact Find' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/fact-find/${clientId}`);
      await page.context().close();
    },
    slowTest,
  );

  it(
    'lays out every workflow step for a phone',
    async () => {
      const page = await openPage(browser, 375, 740);
      await signIn(page, adviser.email, adviser.password);
      await page.goto('/documents');
      await expect
        .poll(() => page.getByRole('button', { name: 'Start Document Capture' }).isVisible())
        .toBe(true);
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'workflow-select-client-375');
      const options = await page.getByLabel('Client', { exact: true }).locator('option').allTextContents();
      const benjamin = options.find((option) => option.startsWith(holderName));
      await page.getByLabel('Client', { exact: true }).selectOption({ label: benjamin ?? '' });
      await page.getByRole('button', { name: 'Start Document Capture' }).click();
      await expect.poll(() => page.getByTestId('document-capture').isVisible()).toBe(true);
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'workflow-capture-375');
      await page.getByRole('tab', { name: 'Bulk Upload' }).click();
      await page.getByTestId('bulk-file-input').setInputFiles([files.taxNotice]);
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'workflow-bulk-375');
      await uploadInWorkflow(page, 1);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Processing', exact: true }).isVisible())
        .toBe(true);
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'workflow-processing-375');
      await waitForStep(page, 'Review');
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'workflow-review-375');
      await page.context().close();
    },
    slowTest,
  );
});

describe('Extracted Data Review', () => {
  it(
    'links a document no client claimed to a client, or deletes it',
    async () => {
      const page = await openPage(browser, 375, 740);
      await signIn(page, adviser.email, adviser.password);
      const clientId = await createClient(page, 'Orla', 'Keane');
      // A documents-first run left unfinished: two documents read, no client made from them.
      const uploaded = await page.request.post('/api/documents/process', {
        multipart: {
          clientId: 'new',
          first: { ...corpusFile(files.payslip), name: 'left-payslip.pdf' },
          second: { ...corpusFile(files.bankStatement), name: 'left-statement.pdf' },
        },
      });
      expect(uploaded.status()).toBe(201);
      const ids = ((await uploaded.json()) as { documents: { id: string }[] }).documents.map((d) => d.id);
      await expect
        .poll(async () => {
          const answer = await page.request.get(`/api/documents/status?ids=${ids.join(',')}`);
          const { documents } = (await answer.json()) as { documents: { parseStatus: string }[] };
          return documents.every((document) => document.parseStatus === 'completed');
        }, processingTimeout)
        .toBe(true);

      await page.goto(`/extracted-data?documents=${ids.join(',')}`);
      const cards = page.getByTestId('extracted-document');
      await expect.poll(() => cards.count()).toBe(2);
      const payslip = cards.filter({ hasText: 'left-payslip.pdf' });
      expect(await payslip.textContent()).toContain('Not yet linked to a client');
      await expectNoSideScroll(page, 375);
      await screenshot(page, 'extracted-data-unlinked-375');

      await payslip.getByLabel('Link to a client').selectOption({ label: 'Orla Keane' });
      await payslip.getByRole('button', { name: 'Link', exact: true }).click();
      await expect.poll(() => toast(page, 'Document linked').isVisible()).toBe(true);
      await expect.poll(() => payslip.textContent()).toContain('Orla Keane');
      expect(await payslip.getByTestId('unlinked-document-actions').count()).toBe(0);
      const linked = await page.request.get(`/api/clients/${clientId}/documents`);
      expect(((await linked.json()) as { id: string }[]).map((document) => document.id)).toContain(ids[0]);

      const statement = cards.filter({ hasText: 'left-statement.pdf' });
      await statement.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
      await confirm.getByRole('button', { name: 'Delete Document' }).click();
      await expect.poll(() => toast(page, 'Document deleted successfully').isVisible()).toBe(true);
      await expect.poll(() => cards.count()).toBe(1);
      expect((await page.request.get(`/api/documents/${ids[1]}/status`)).status()).toBe(404);
      await page.context().close();
    },
    slowTest,
  );

  it('expands documents, shows readable data without hidden keys, raw JSON and the original', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/extracted-data');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Extracted Data Review' }).isVisible())
      .toBe(true);
    const cards = page.getByTestId('extracted-document');
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    const superCard = cards.filter({ hasText: 'super-statement.pdf' }).first();
    expect(await superCard.textContent()).toContain('Superannuation Statement');
    expect(await superCard.getByTestId('ocr-status').textContent()).toBe('OCR completed');
    expect(await superCard.getByTestId('confidence-badge').first().isVisible()).toBe(true);

    // The newest is open; open the super statement too.
    const toggle = superCard.getByRole('button', { expanded: false });
    if ((await toggle.count()) > 0) await toggle.first().click();
    await expect.poll(() => superCard.getByRole('tab', { name: 'Extracted Data' }).isVisible()).toBe(true);
    const readable = superCard.getByTestId('extracted-scroll');
    const readableText = (await readable.textContent()) ?? '';
    expect(readableText).toContain(holder.fundName);
    expect(readableText.toLowerCase()).toContain(holderName.toLowerCase());
    expect(readableText).toContain(
      `$${Number(holder.balance).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
    );
    expect(readableText).toContain('Page 1');
    for (const hidden of [
      'requiresManualReview',
      '_fields',
      '_warnings',
      'Requires manual review',
      'Fields',
    ]) {
      expect(readableText).not.toContain(hidden);
    }
    const keys = await readable
      .getByTestId('extracted-field')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));
    expect(
      keys.every((key) => key && !key.startsWith('_') && key !== 'error' && key !== 'requiresManualReview'),
    ).toBe(true);
    expect(await readable.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('400px');
    expect(await readable.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
    await superCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'extracted-data-1280');

    await superCard.getByRole('tab', { name: 'Raw JSON' }).click();
    const raw = superCard.getByTestId('raw-json');
    await expect.poll(() => raw.isVisible()).toBe(true);
    const json = JSON.parse((await raw.textContent()) ?? '{}') as Record<string, unknown>;
    expect(json).toHaveProperty('_fields');
    expect(json).toHaveProperty('requiresManualReview');
    expect(json.fundName).toBe(holder.fundName);

    await superCard.getByRole('tab', { name: 'Extracted Data' }).click();
    await superCard.getByRole('button', { name: 'Show original' }).click();
    const original = superCard.getByTestId('original-document');
    // A PDF is shown as pictures of its pages, never run in the browser.
    const firstPage = original.getByRole('img', { name: /^Page 1 of / });
    await expect.poll(() => firstPage.getAttribute('src')).toMatch(/^\/api\/documents\/.+\/pages\/1\/image$/);
    await expect
      .poll(() => firstPage.evaluate((image) => (image as HTMLImageElement).naturalWidth), processingTimeout)
      .toBeGreaterThan(0);
    expect(await original.locator('iframe').count()).toBe(0);
    expect(await original.getByRole('link', { name: /^Download / }).getAttribute('href')).toMatch(
      /\/file\?download=1$/,
    );
    await screenshot(page, 'extracted-data-original-1280');

    // Collapse.
    await superCard.getByRole('button', { expanded: true }).first().click();
    expect(await superCard.getByRole('tab').count()).toBe(0);

    expect(await page.getByRole('link', { name: 'Proceed to Fact Find' }).getAttribute('href')).toBe(
      '/fact-find',
    );
    expect(await page.getByRole('link', { name: 'Upload More Documents' }).getAttribute('href')).toBe(
      '/document-first',
    );
    await page.context().close();
  });

  it('shows an error value in a red box', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await page.route('**/api/documents', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          {
            id: '00000000-0000-4000-8000-000000000001',
            clientId: null,
            filename: 'smudged-payslip.jpg',
            type: 'payslip',
            source: 'camera',
            mimeType: 'image/jpeg',
            fileSize: 120_000,
            ocrStatus: 'completed',
            parseStatus: 'completed',
            confidence: 'low',
            classification: { document_type: 'payslip', confidence_level: 'low' },
            extractedData: {
              error: 'The pay period could not be read',
              employer: 'Harbour Cafe Pty Ltd',
              requiresManualReview: true,
              _fields: {},
            },
            error: null,
            pageCount: 1,
            uploadedAt: new Date().toISOString(),
          },
        ]),
      }),
    );
    await page.goto('/extracted-data');
    const red = page.getByTestId('extracted-error');
    await expect.poll(() => red.isVisible()).toBe(true);
    expect(await red.textContent()).toContain('The pay period could not be read');
    expect(await red.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
      /rgb\(2\d\d, 2\d\d, 2\d\d\)|oklch/,
    );
    expect(await page.getByTestId('extracted-scroll').textContent()).toContain('Harbour Cafe Pty Ltd');
    expect(await page.getByText('Check this document by hand').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Raw JSON' }).click();
    expect(await page.getByTestId('raw-json').textContent()).toContain('"requiresManualReview": true');
    await page.getByRole('tab', { name: 'Extracted Data' }).click();
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'extracted-data-375');
    await page.context().close();
  });

  it("shows 'No Extracted Data Available' with a way to upload", async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.route('**/api/documents', (route) =>
      route.fulfill({ contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/extracted-data');
    await expect.poll(() => page.getByText('No Extracted Data Available').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upload Documents' }).getAttribute('href')).toBe(
      '/document-first',
    );
    await screenshot(page, 'extracted-data-empty-1280');
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'extracted-data-empty-375');
    await page.context().close();
  });
});
