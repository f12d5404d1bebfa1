import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { riskQuestions } from '@/shared/estate/risk-profile';
import { e2eAdvisers } from './support/advisers';
import { api, expectNoSideScroll } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

/**
 * Decision 037 in the browser: the adviser answers the scored risk questionnaire and records the client's
 * agreement, enters the client's will, power of attorney and a super fund's binding nomination on the Fact
 * Find, and the Fact Find PDF carries the risk profile with its method and the estate planning section.
 */
const adviser = e2eAdvisers.estate;
const wait = { timeout: 20_000 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The option of each question chosen: its label, giving a total of 28 (Balanced). */
const answers: Record<string, string> = {
  timeHorizon: 'In 7 to 15 years',
  riskGoal: 'Some income and some growth',
  riskFallReaction: 'Hold and wait',
  riskLossTolerance: 'Up to 10%',
  investmentExperience: 'Shares or managed funds for a few years',
  riskIncomeNeed: 'Some extra income',
  riskCapacityForLoss: 'Somewhat',
  riskReturnTradeoff: 'Best +12%, worst −10%',
  riskVolatility: 'Uneasy',
  riskEmergencyFunds: 'Less than 3 months of expenses',
};

/** Another adviser saves the will's place on the estate section's current version, as their screen would. */
async function saveWillLocationMeanwhile(page: Page, clientId: string, willLocation: string): Promise<void> {
  const { sectionVersions } = await api<{ sectionVersions: { estate: string } }>(
    page,
    'GET',
    `/api/clients/${clientId}/record`,
  );
  await page.evaluate(
    async ({ url, version, body }) => {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`PATCH ${url}: ${response.status}`);
    },
    { url: `/api/clients/${clientId}/estate`, version: sectionVersions.estate, body: { willLocation } },
  );
}

describe('estate planning and the risk profile', () => {
  it('are completed by the adviser and carried by the Fact Find PDF', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    const { id: clientId } = await api<{ id: string }>(page, 'POST', '/api/clients', {
      givenNames: 'Ruth',
      familyName: 'Okafor',
      email: 'ruth.okafor@example.com',
      privacyConsent: true,
      scopeOfAdvice: ['Investment advice', 'Estate planning'],
    });
    await api(page, 'POST', `/api/clients/${clientId}/super-accounts`, {
      fundName: 'Hostplus',
      memberNumberMasked: '88123456',
      balance: '312000',
    });

    // The risk questionnaire: every answer with its score; the profile once all ten are answered.
    await page.goto(`/questionnaire/${clientId}?tab=risk`);
    await expect.poll(() => page.getByTestId('risk-questionnaire').isVisible(), wait).toBe(true);
    expect(await page.getByTestId('risk-result').textContent()).toContain('0 of 10 questions answered');
    for (const question of riskQuestions) {
      const label = answers[question.field]!;
      await page
        .getByRole('radiogroup', { name: new RegExp(question.question.replace(/[?()+]/g, '.')) })
        .getByRole('radio', { name: new RegExp(`^${label.replace(/[+()?]/g, '\\$&')}`) })
        .click();
    }
    await expect.poll(() => page.getByTestId('risk-scored-profile').textContent()).toBe('Balanced');
    expect(await page.getByTestId('risk-result').textContent()).toContain('Total 28');
    await page.getByRole('radio', { name: /^The client agrees/ }).click();
    expect(await page.getByTestId('risk-adopted-profile').textContent()).toContain('Balanced');
    await screenshot(page, 'estate-risk-questionnaire-1280');
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect.poll(() => toast(page, 'Progress saved').isVisible(), wait).toBe(true);

    // Estate planning on the Fact Find.
    await page.goto(`/fact-find/${clientId}`);
    const estate = page.getByTestId('record-section-estate');
    await expect.poll(() => estate.isVisible(), wait).toBe(true);
    expect(await page.getByTestId('risk-summary').textContent()).toContain('Scored profile: Balanced');
    await estate.getByRole('button', { name: 'Edit estate planning' }).click();
    await estate.getByLabel('Client: has a will').selectOption('yes');
    await estate.getByLabel('Client: date of the will').fill('18/05/2020');
    await estate.getByLabel('Client: where the will is held').fill('Okafor & Co Lawyers, Parramatta');
    await estate.getByLabel('Client: enduring power of attorney (financial)').selectOption('yes');
    await estate.getByLabel('Client: attorney').fill('Chidi Okafor');
    await estate.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => estate.getByTestId('estate-facts').isVisible(), wait).toBe(true);
    expect(await estate.getByTestId('estate-facts').textContent()).toContain('Okafor & Co Lawyers');

    await estate.getByRole('button', { name: 'Edit the nomination of Hostplus' }).click();
    await estate.getByLabel('Death benefit nomination').selectOption('binding-lapsing');
    await estate.getByLabel('Beneficiaries and shares').fill('Chidi Okafor (spouse) 100%');
    await estate.getByLabel('Expires (lapsing nominations)').fill('01/07/2028');
    await estate.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => estate.getByTestId('nomination-facts').isVisible(), wait).toBe(true);
    expect(await estate.getByTestId('nomination-facts').textContent()).toContain('Binding (lapsing)');
    await estate.scrollIntoViewIfNeeded();
    await screenshot(page, 'estate-fact-find-1280');

    // The PDF carries both sections, the method with the profile.
    const bytes = await page.evaluate(async (id) => {
      const response = await fetch(`/api/clients/${id}/fact-find/generate`, { method: 'POST' });
      if (!response.ok) throw new Error(`PDF: ${response.status}`);
      return [...new Uint8Array(await response.arrayBuffer())];
    }, clientId);
    const text = (await readPdfText(Buffer.from(bytes))).pages.join('\n');
    expect(text).toContain('Estate planning');
    expect(text).toContain('Okafor & Co Lawyers, Parramatta');
    expect(text).toContain('Binding (lapsing)');
    expect(text).toContain('Chidi Okafor (spouse) 100%');
    expect(text).toContain('Scored profile: Balanced (total 28, in the band 26 to 33).');
    expect(text).toContain('Profile the advice rests on: Balanced.');
    expect(text).toContain('High growth');

    // Someone else saves the will's place while the adviser edits it: the adviser sees both and keeps theirs.
    await estate.getByRole('button', { name: 'Edit estate planning' }).click();
    await estate.getByLabel('Client: where the will is held').fill('Fireproof safe at home');
    await saveWillLocationMeanwhile(page, clientId, 'Parramatta Legal Centre');
    await estate.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else saved estate planning' });
    await expect.poll(() => conflict.isVisible(), wait).toBe(true);
    const rows = await conflict.getByRole('table', { name: 'Values changed by both' }).textContent();
    expect(rows).toContain('Client: where the will is heldFireproof safe at homeParramatta Legal Centre');
    await screenshot(page, 'estate-save-conflict-1280');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => toast(page, 'Estate planning saved').isVisible(), wait).toBe(true);
    await expect
      .poll(() => estate.getByTestId('estate-facts').textContent(), wait)
      .toContain('Fireproof safe');

    // On a phone: the sections fit the screen.
    const phone = await openPage(browser, 375, 812);
    await signIn(phone, adviser.email, adviser.password);
    await phone.goto(`/fact-find/${clientId}`);
    await expect.poll(() => phone.getByTestId('record-section-estate').isVisible(), wait).toBe(true);
    await expectNoSideScroll(phone, 375);
    await phone
      .getByTestId('record-section-estate')
      .getByRole('button', { name: 'Edit estate planning' })
      .click();
    await screenshot(phone, 'estate-fact-find-375');
    // On a phone too, a save someone else made first is shown; taking theirs closes the editor on their value.
    const phoneEstate = phone.getByTestId('record-section-estate');
    await phoneEstate.getByLabel('Client: where the will is held').fill('Bank vault, Parramatta');
    await saveWillLocationMeanwhile(phone, clientId, 'With the family lawyer');
    await phoneEstate.getByRole('button', { name: 'Save', exact: true }).click();
    const phoneConflict = phone.getByRole('dialog', { name: 'Someone else saved estate planning' });
    await expect.poll(() => phoneConflict.isVisible(), wait).toBe(true);
    await expectNoSideScroll(phone, 375);
    await screenshot(phone, 'estate-save-conflict-375');
    await phoneConflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect
      .poll(() => phoneEstate.getByTestId('estate-facts').textContent(), wait)
      .toContain('With the family lawyer');
    await phone.goto(`/questionnaire/${clientId}?tab=risk`);
    await expect.poll(() => phone.getByTestId('risk-result').isVisible(), wait).toBe(true);
    await expectNoSideScroll(phone, 375);
    await screenshot(phone, 'estate-risk-questionnaire-375');
    await phone.context().close();
    await page.context().close();
  });
});
