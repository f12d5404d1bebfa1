import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiriesView } from '@/shared/schemas/inquiries';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { sampleClient } from '@/server/test-support/sample-client';
import { makePack, type RenderedPack } from '../training/factory/make-pack';
import { e2eAdvisers } from './support/advisers';
import { api, expectNoSideScroll, saveOnCurrent } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { axeViolations } from './support/axe';
import { waitForUploadStatus } from './support/documents';

/**
 * Issue 28 item 2, "Reasonable inquiries, checked", in the browser: a client who said they have no debts has a
 * home-loan statement (with a payslip and a licence, from the document factory's pack): the Fact Find lists the
 * disagreement with both sources, the adviser resolves it with a note (required), and the PDF prints the
 * disagreements and their resolutions.
 */
const adviser = e2eAdvisers.inquiries;
const wait = { timeout: 20_000 };
const note = 'Client forgot the home loan; the statement is theirs. Debts to be added from the statement.';

let browser: Browser;
let pack: RenderedPack;
let clientId: string;
beforeAll(async () => {
  [browser, pack] = await Promise.all([launchBrowser(), makePack()]);
});
afterAll(async () => {
  await browser.close();
});

const files = () =>
  pack.files.filter((file) =>
    ['home-loan-statement.pdf', 'payslip.pdf', 'drivers-licence.pdf'].includes(file.name),
  );

async function createClientWithDocuments(page: Page): Promise<string> {
  const { person } = pack;
  const licence = pack.documents.find((document) => document.type === 'license')!.document.fields;
  const client = await api<{ id: string }>(
    page,
    'POST',
    '/api/clients',
    sampleClient({
      givenNames: String(licence.fullName).slice(0, -String(licence.lastName).length).trim(),
      familyName: String(licence.lastName),
      preferredName: undefined,
      dob: person.dateOfBirth,
      email: `inquiries+${Date.now()}@example.com`,
      streetAddress: person.street,
      suburb: person.suburb,
      state: person.state,
      postcode: person.postcode,
      maritalStatus: 'single',
      spouseGivenNames: undefined,
      spouseFamilyName: undefined,
      spouseDob: undefined,
      scopeOfAdvice: ['Debt management'],
    }),
  );
  await page.goto(`/upload/${client.id}`);
  const rows = page.getByTestId('client-document');
  await page.getByTestId('upload-file-input').setInputFiles(files());
  await expect.poll(() => rows.count(), wait).toBe(files().length);
  for (const row of await rows.all()) await waitForUploadStatus(row, 'Extracted');
  // What the client said at the meeting, as the adviser typed it in the questionnaire: no mortgage, no debts.
  await saveOnCurrent(page, 'PATCH', `/api/clients/${client.id}/questionnaire`, {
    answers: { mortgage: '0', otherDebts: '0' },
  });
  return client.id;
}

async function openFactFind(page: Page): Promise<void> {
  await page.goto(`/fact-find/${clientId}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Client Fact Find' }).isVisible(), wait)
    .toBe(true);
  await expect.poll(() => page.getByTestId('reasonable-inquiries').isVisible(), wait).toBe(true);
}

describe('reasonable inquiries on the Fact Find', () => {
  it('lists "no debts" against the home-loan statement with both sources, resolved with a required note', async () => {
    // bypassCSP: axe-core is injected into the page (e2e/accessibility.spec.ts's bar).
    const page = await openPage(browser, 1280, 900, { bypassCSP: true });
    await signIn(page, adviser.email, adviser.password);
    clientId = await createClientWithDocuments(page);
    await openFactFind(page);

    const debts = page.locator('[data-testid="inquiry"][data-key^="debts:"]');
    await expect.poll(() => debts.count(), wait).toBe(1);
    const listed = (await debts.textContent()) ?? '';
    expect(listed).toContain('Said to have no mortgage, but a statement shows a home loan');
    expect(listed).toContain('No mortgage (mortgage $0, other debts $0)');
    expect(listed).toContain(`Typed by ${adviser.name}`);
    expect(listed).toContain('home-loan-statement.pdf');
    expect(listed).toContain(
      String(pack.documents.find((one) => one.type === 'mortgage')!.document.fields.lender),
    );
    await screenshot(page, 'reasonable-inquiries-1280-open');

    // A note is required.
    await debts.getByRole('button', { name: 'Resolve' }).click();
    await debts.getByRole('button', { name: 'Save resolution' }).click();
    await expect
      .poll(() => debts.getByText('Write a note saying how this was resolved').isVisible(), wait)
      .toBe(true);
    const serious = (await axeViolations(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious).toEqual([]);
    await debts.getByLabel('How was this resolved?').fill(note);
    await debts.getByRole('button', { name: 'Save resolution' }).click();
    await expect.poll(() => debts.getByText('Resolved', { exact: true }).isVisible(), wait).toBe(true);
    expect(await debts.textContent()).toContain(note);
    expect(await debts.textContent()).toContain(`Resolved by ${adviser.name}`);
    await screenshot(page, 'reasonable-inquiries-1280-resolved');
    await page
      .getByTestId('reasonable-inquiries')
      .screenshot({ path: 'test-results/screenshots/reasonable-inquiries-1280-card.png' });

    // Kept: after a reload, and in the client's history.
    await openFactFind(page);
    await expect
      .poll(
        async () => (await page.locator('[data-testid="inquiry"][data-key^="debts:"]').textContent()) ?? '',
        wait,
      )
      .toContain(note);
    const view = await api<InquiriesView>(page, 'GET', `/api/clients/${clientId}/inquiries`);
    expect(view.inquiries.find((inquiry) => inquiry.check === 'debts')?.resolution?.note).toBe(note);
    const history = await api<{ events: { summary: string }[] }>(
      page,
      'GET',
      `/api/clients/${clientId}/history`,
    );
    expect(history.events.some((event) => event.summary.includes(note))).toBe(true);

    // The PDF carries the disagreements and their resolutions.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Generate Fact Find PDF' }).click();
    const file = await download;
    const text = (await readPdfText(readFileSync((await file.path()) as string))).pages.join('\n');
    expect(text).toContain('Reasonable inquiries');
    expect(text).toContain('No mortgage (mortgage $0, other debts $0)');
    expect(text).toContain('home-loan-statement.pdf p.1');
    expect(text.replace(/\s+/g, ' ')).toContain(note);
    for (const inquiry of view.inquiries.filter((one) => !one.resolution))
      expect(text.replace(/\s+/g, ' ')).toContain(inquiry.shown.says);
    await page.context().close();
  }, 240_000);

  it('fits a phone: both sides one above the other, nothing wider than the screen', async () => {
    expect(clientId, 'the first test made the client').toBeTruthy();
    const page = await openPage(browser, 375, 812);
    await signIn(page, adviser.email, adviser.password);
    await openFactFind(page);
    await expectNoSideScroll(page, 375);
    const open = page
      .locator('[data-testid="inquiry"]')
      .filter({ has: page.getByRole('button', { name: 'Resolve' }) });
    if ((await open.count()) > 0) await open.first().getByRole('button', { name: 'Resolve' }).click();
    await expectNoSideScroll(page, 375);
    await screenshot(page, 'reasonable-inquiries-375');
    await page.context().close();
  }, 120_000);
});
