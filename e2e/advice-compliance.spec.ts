import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiriesView } from '@/shared/schemas/inquiries';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { personDocument } from '@/server/test-support/person-documents';
import { sampleClient } from '@/server/test-support/sample-client';
import type { FactoryDocument } from '../training/factory/compose';
import { makePack, type RenderedPack } from '../training/factory/make-pack';
import { toPdf } from '../training/factory/to-pdf';
import { e2eAdvisers } from './support/advisers';
import { api, expectNoSideScroll, saveOnCurrent } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage, screenshot, signIn, watchFileChoosers } from './support/browser';
import { processingTimeout } from './support/documents';

/**
 * Issue 28's browser test, one client's whole story (decisions 035 and 036): through the request link the
 * client sends a passport, a payslip and a home-loan statement (all about the same person, from the document
 * factory) and answers the PEP and sanctions questions; the adviser has recorded "no debts" from the meeting;
 * on the Fact Find the adviser verifies identity from the passport the record read and completes the rest of
 * due diligence, sees the "no debts" disagreement with both sources and resolves it with a note; the PDF
 * carries the due-diligence section, the disagreement and its resolution.
 */
const adviser = e2eAdvisers.dueDiligence;
const soon = { timeout: 20_000 };
const note = 'Client forgot the home loan; the statement is theirs. Debts to be added from the statement.';
const serious = async (page: Page) =>
  (await axeViolations(page)).filter((violation) => ['critical', 'serious'].includes(violation.impact));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

let browser: Browser;
let pack: RenderedPack;
/** A passport of the pack's person (family 0, read from its MRZ), current for well over a year. */
let passport: FactoryDocument;
let passportFile: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  [browser, pack] = await Promise.all([launchBrowser(), makePack()]);
  for (let index = 0; !passport; index += 1) {
    const made = personDocument('passport', pack.person, { index });
    if (String(made.fields.expiryDate) > '2028-01-01') passport = made;
  }
  passportFile = { name: 'passport.pdf', mimeType: 'application/pdf', buffer: await toPdf(passport) };
});
afterAll(async () => {
  await browser?.close();
});

const packFile = (name: string) => pack.files.find((file) => file.name === name)!;
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('advice compliance: due diligence and reasonable inquiries for one client', () => {
  it('is completed through the link and by the adviser, and the PDF carries the section, the disagreement and its resolution', async () => {
    const { person } = pack;
    const givenNames = person.middle ? `${person.given} ${person.middle}` : person.given;
    const fullName = `${givenNames} ${person.family}`;
    const masked = `****${String(passport.fields.passportNumber).slice(-4)}`;
    const lender = String(pack.documents.find((one) => one.type === 'mortgage')!.document.fields.lender);

    // bypassCSP: axe-core is injected into the pages.
    const advisorPage = await openPage(browser, 1280, 860, { bypassCSP: true });
    await signIn(advisorPage, adviser.email, adviser.password);
    const { id: clientId } = await api<{ id: string }>(
      advisorPage,
      'POST',
      '/api/clients',
      sampleClient({
        givenNames,
        familyName: person.family,
        preferredName: undefined,
        dob: person.dateOfBirth,
        email: `compliance+${Date.now()}@example.com`,
        streetAddress: person.street,
        suburb: person.suburb,
        state: person.state,
        postcode: person.postcode,
        maritalStatus: 'single',
        spouseGivenNames: undefined,
        spouseFamilyName: undefined,
        spouseDob: undefined,
        scopeOfAdvice: ['Debt management', 'Retirement planning'],
      }),
    );
    // What the client said at the meeting, as the adviser typed it in the questionnaire: no mortgage, no debts.
    await saveOnCurrent(advisorPage, 'PATCH', `/api/clients/${clientId}/questionnaire`, {
      answers: { mortgage: '0', otherDebts: '0' },
    });
    const checklist = [
      { id: 'photo-id', label: 'Photo ID: driver licence or passport', accepts: ['license', 'passport'] },
      { id: 'payslip', label: 'Your most recent payslip', accepts: ['payslip'] },
      { id: 'home-loan', label: 'Your latest home-loan statement', accepts: ['mortgage'] },
    ];
    const { link } = await api<{ link: string }>(
      advisorPage,
      'POST',
      `/api/clients/${clientId}/document-requests`,
      { checklist, sendEmail: false },
    );

    // The client, on a phone: proves who they are, sends the three documents, answers the two questions.
    const clientPage = await openPage(browser, 375, 740, { bypassCSP: true });
    const nextFileChooser = watchFileChoosers(clientPage);
    await clientPage.goto(link);
    await clientPage.getByLabel('Your date of birth').fill(dmy(person.dateOfBirth));
    await clientPage.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => clientPage.getByRole('heading', { name: /^Hello / }).isVisible(), soon)
      .toBe(true);
    const files = [passportFile, packFile('payslip.pdf'), packFile('home-loan-statement.pdf')];
    for (const [index, item] of checklist.entries()) {
      const chooser = nextFileChooser();
      await clientPage.getByRole('button', { name: `Choose a file: ${item.label}` }).click();
      await (await chooser).setFiles([files[index]!]);
      await expect
        .poll(() => clientPage.getByTestId(`request-item-${item.id}`).getByRole('listitem').count(), soon)
        .toBe(1);
    }
    const declarations = clientPage.getByTestId('client-declarations');
    await declarations.scrollIntoViewIfNeeded();
    await declarations
      .getByRole('radiogroup', { name: 'Are you a politically exposed person?' })
      .getByRole('radio', { name: 'No' })
      .click();
    await declarations
      .getByRole('radiogroup', { name: 'Are you subject to targeted financial sanctions?' })
      .getByRole('radio', { name: 'No' })
      .click();
    expect(await serious(clientPage)).toEqual([]);
    await declarations.getByRole('button', { name: 'Send my answers' }).click();
    await expect
      .poll(() => declarations.getByText('You answered on', { exact: false }).isVisible(), soon)
      .toBe(true);
    await expect.poll(() => clientPage.getByText('Reading…').count(), processingTimeout).toBe(0);
    await expectNoSideScroll(clientPage, 375);
    await screenshot(clientPage, 'advice-compliance-client-375');
    await clientPage.context().close();

    // The adviser, on the Fact Find: the client's answers with their source, identity from the passport.
    await advisorPage.goto(`/fact-find/${clientId}`);
    const card = advisorPage.getByTestId('due-diligence-client');
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(await card.getByTestId('client-pep').textContent()).toMatch(
      /Client's declaration: No, not a politically exposed person \(The client, through the request link/,
    );
    expect(await card.getByTestId('cdd-warning').allTextContents()).toContain('Identity not verified yet.');
    await card.getByLabel('Identity document').selectOption({ label: `Passport ${masked} (passport.pdf)` });
    await card
      .getByLabel('How it was verified')
      .selectOption({ label: 'Request link (date of birth checked)' });
    await card.getByRole('button', { name: 'Record identity verification' }).click();
    const verified = card.getByTestId('identity-verified');
    await expect.poll(() => verified.isVisible(), soon).toBe(true);
    const issuer = String(passport.fields.nationality);
    const expiry = dmy(String(passport.fields.expiryDate));
    expect(await verified.textContent()).toContain(`Passport ${masked}, ${issuer}, expires ${expiry}`);
    expect(await verified.textContent()).toMatch(/SHA-256 [0-9a-f]{64}/);

    // The rest of due diligence, with the payslip as evidence of the source of funds.
    await card.getByLabel('Does anyone act on their behalf?').selectOption('no');
    await card.getByLabel("Politically exposed person (adviser's record)").selectOption('no');
    await card.getByLabel("Targeted financial sanctions (adviser's record)").selectOption('no');
    await card.getByLabel('Screening service').fill('Acme PEP Check');
    await card.getByLabel('Screened on').fill('2026-11-20');
    await card.getByLabel('PEP screening result').selectOption('no-match');
    await card.getByLabel('Sanctions screening result').selectOption('no-match');
    await card.getByLabel('More about the relationship').fill('Ongoing advice on debt and retirement');
    await card.getByLabel('Source of funds', { exact: true }).fill('Salary from their employer');
    await card
      .getByRole('group', { name: 'Evidence of the source of funds' })
      .getByRole('checkbox', { name: /payslip\.pdf/ })
      .click();
    await card.getByLabel('Source of wealth', { exact: true }).fill('Savings from salary');
    await card.getByLabel('ML/TF risk rating').selectOption('low');
    await card
      .getByLabel('Reason for the rating')
      .fill('Australian resident, salary income, no PEP or sanctions match');
    await card.getByLabel('Next review').fill('2027-11-27');
    // Leaving with the due diligence typed and not saved asks first; staying keeps every answer.
    await advisorPage.getByTestId('desktop-nav').getByRole('link', { name: 'Dashboard' }).click();
    const leave = advisorPage.getByRole('dialog', { name: 'Leave without saving?' });
    await expect.poll(() => leave.isVisible(), soon).toBe(true);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect.poll(() => leave.isVisible(), soon).toBe(false);
    expect(await card.getByLabel('Source of wealth', { exact: true }).inputValue()).toBe(
      'Savings from salary',
    );
    await card.getByRole('button', { name: 'Save due diligence' }).click();
    await expect.poll(() => toast(advisorPage, 'Due diligence saved').isVisible(), soon).toBe(true);
    await expect.poll(() => card.getByTestId('cdd-warning').count(), soon).toBe(0);
    await card.getByRole('button', { name: /^History \(\d+\)$/ }).click();
    const history = card.getByRole('list', { name: `Due diligence history: ${fullName}` });
    expect(await history.getByRole('listitem').count()).toBe(12);
    expect(await history.getByRole('listitem').nth(9).locator('p').first().textContent()).toBe(
      `Identity verification: Passport ${masked}, sent through the request link, checked by date of birth`,
    );

    // Reasonable inquiries: "no debts" against the home-loan statement the client sent, both sources shown.
    const debts = advisorPage.locator('[data-testid="inquiry"][data-key^="debts:"]');
    await expect.poll(() => debts.count(), soon).toBe(1);
    const listed = (await debts.textContent()) ?? '';
    expect(listed).toContain('Said to have no mortgage, but a statement shows a home loan');
    expect(listed).toContain('No mortgage (mortgage $0, other debts $0)');
    expect(listed).toContain(`Typed by ${adviser.name}`);
    expect(listed).toContain('home-loan-statement.pdf');
    expect(listed).toContain(lender);
    await debts.getByRole('button', { name: 'Resolve' }).click();
    await debts.getByRole('button', { name: 'Save resolution' }).click();
    await expect
      .poll(() => debts.getByText('Write a note saying how this was resolved').isVisible(), soon)
      .toBe(true);
    await debts.getByLabel('How was this resolved?').fill(note);
    await debts.getByRole('button', { name: 'Save resolution' }).click();
    await expect.poll(() => debts.getByText('Resolved', { exact: true }).isVisible(), soon).toBe(true);
    expect(await debts.textContent()).toContain(note);
    expect(await debts.textContent()).toContain(`Resolved by ${adviser.name}`);
    expect(await serious(advisorPage)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(advisorPage, 'advice-compliance-fact-find-1280');
    await advisorPage.setViewportSize({ width: 375, height: 740 });
    await expectNoSideScroll(advisorPage, 375);
    await advisorPage.setViewportSize({ width: 1280, height: 860 });

    // The PDF: the due-diligence section, the disagreement with both sides, and its resolution note.
    const view = await api<InquiriesView>(advisorPage, 'GET', `/api/clients/${clientId}/inquiries`);
    const download = advisorPage.waitForEvent('download', { timeout: 60_000 });
    await advisorPage.getByRole('button', { name: 'Generate Fact Find PDF' }).click();
    const file = await download;
    const pages = (await readPdfText(readFileSync((await file.path()) as string))).pages;
    const pdf = pages.join(' ').replace(/\s+/g, ' ');
    expect(pdf).toContain('Customer due diligence');
    expect(pdf).toContain(`Passport ${masked}, issued by ${issuer}, expires ${expiry}`);
    expect(pdf).toContain('Sent through the request link, checked by date of birth');
    expect(pdf).toContain('Client: No, not a politically exposed person');
    expect(pdf).toContain('Declared by the client through the request link');
    expect(pdf).toContain('Acme PEP Check on 20/11/2026: PEP no match, sanctions no match');
    expect(pdf).toContain('Evidence: payslip.pdf');
    expect(pdf).toContain('Low: Australian resident, salary income, no PEP or sanctions match');
    expect(pdf).not.toContain(String(passport.fields.passportNumber));
    expect(pdf).toContain('Reasonable inquiries');
    expect(pdf).toContain('Said to have no mortgage, but a statement shows a home loan');
    expect(pdf).toContain('No mortgage (mortgage $0, other debts $0)');
    expect(pdf).toContain('home-loan-statement.pdf p.1');
    expect(pdf).toContain(note);
    for (const inquiry of view.inquiries.filter((one) => !one.resolution))
      expect(pdf).toContain(inquiry.shown.says.replace(/\s+/g, ' '));
  }, 150_000);
});
