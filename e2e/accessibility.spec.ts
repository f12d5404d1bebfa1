import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { axeViolations, type AxeViolation, type Impact } from './support/axe';
import { baseUrl, launchBrowser, signIn } from './support/browser';

const adviser = e2eAdvisers.accessibility;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const WIDTHS = [1280, 375] as const;
const summary: {
  screen: string;
  width: number;
  counts: Record<Impact, number>;
  violations: AxeViolation[];
}[] = [];

afterAll(async () => {
  await browser.close();
  // The run's accessibility summary: violations by impact, per screen and width.
  console.log(
    [
      'axe (WCAG 2.1 A/AA + best practice): violations by impact',
      ...summary.map(
        ({ screen, width, counts, violations }) =>
          `  ${screen.padEnd(34)} ${String(width).padStart(4)} px  critical ${counts.critical}  serious ${counts.serious}  moderate ${counts.moderate}  minor ${counts.minor}${violations.length ? `  (${violations.map((violation) => violation.id).join(', ')})` : ''}`,
      ),
    ].join('\n'),
  );
});

async function check(page: Page, screen: string, width: number): Promise<void> {
  // Let toasts and transitions settle: axe reads what is on the screen.
  await page.waitForTimeout(300);
  const violations = await axeViolations(page);
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations) counts[violation.impact] += violation.targets.length;
  summary.push({ screen, width, counts, violations });
  const blocking = violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious',
  );
  expect
    .soft(
      blocking.map(
        (violation) =>
          `${screen} ${width}px ${violation.id}: ${violation.help} (${violation.targets.join(', ')})`,
      ),
    )
    .toEqual([]);
}

async function createClient(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        givenNames: 'Aroha',
        familyName: 'Ngata',
        email: 'aroha@example.com',
        dob: '1980-03-14',
        scopeOfAdvice: ['Retirement planning', 'Insurance advice'],
        privacyConsent: true,
      }),
    });
    return ((await response.json()) as { id: string }).id;
  });
}

/** A document request for the client, made through the adviser's API; returns the client's link. */
async function createRequest(page: Page, clientId: string): Promise<{ link: string; id: string }> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/clients/${id}/document-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        checklist: [
          { id: 'photo-id', label: 'Photo ID: driver licence or passport', accepts: ['license', 'passport'] },
          { id: 'payslip', label: 'Your most recent payslip', accepts: ['payslip'] },
        ],
        sendEmail: false,
      }),
    });
    const created = (await response.json()) as { link: string; request: { id: string } };
    return { link: created.link, id: created.request.id };
  }, clientId);
}

describe('accessibility of every screen, at desk and phone widths', () => {
  for (const width of WIDTHS) {
    it(`has no serious or critical axe violations at ${width} px`, async () => {
      // axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
      const context = await browser.newContext({
        viewport: { width, height: 860 },
        baseURL: baseUrl(),
        locale: 'en-AU',
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto('/dashboard');
      await expect.poll(() => page.getByLabel('Email').isVisible()).toBe(true);
      await check(page, 'Sign in', width);
      await signIn(page, adviser.email, adviser.password);
      const id = await createClient(page);

      const screens: [string, string, () => Promise<unknown>][] = [
        ['Dashboard', '/dashboard', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
        ['Documents first at /', '/', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
        ['New client intake', '/intake', () => page.getByLabel('Given Names *').waitFor()],
        [
          'Upload: no client chosen',
          '/upload',
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Document workflow: select client',
          `/documents?clientId=${id}`,
          () => page.getByRole('button', { name: 'Start Document Capture' }).waitFor(),
        ],
        [
          'Upload documents',
          `/upload/${id}`,
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Documents first',
          '/document-first',
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Extracted data',
          '/extracted-data',
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Fact Find: choose a client',
          '/fact-find',
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Fact Find',
          `/fact-find/${id}`,
          () => page.getByRole('button', { name: 'Save Progress' }).first().waitFor(),
        ],
        [
          'Fact Find: new client',
          '/fact-find/new',
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Fact Find at /clients/{id}/fact-find',
          `/clients/${id}/fact-find`,
          () => page.getByRole('button', { name: 'Save Progress' }).first().waitFor(),
        ],
        [
          'Questionnaire: choose a client',
          '/questionnaire',
          () => page.getByRole('heading', { level: 1 }).first().waitFor(),
        ],
        [
          'Questionnaire',
          `/questionnaire/${id}`,
          () => page.getByLabel('Preferred Retirement Age').waitFor(),
        ],
        ['Settings', '/settings', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
        ['Not found', '/no-such-page', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ];
      for (const [screen, url, ready] of screens) {
        await page.goto(url);
        await ready();
        await check(page, screen, width);
      }

      // The screens' states a click opens: the workflow's capture step, the request dialog, leaving with
      // unsaved changes, the user menu and (on a phone) the menu.
      await page.goto(`/documents?clientId=${id}`);
      await page.getByRole('button', { name: 'Start Document Capture' }).click();
      await page.getByRole('tab', { name: 'Bulk Upload' }).waitFor();
      await check(page, 'Document workflow: capture', width);
      await page.getByRole('button', { name: 'Change Client' }).click();
      await page.goto(`/fact-find/${id}`);
      await page.getByRole('button', { name: 'Ask the client for documents' }).click();
      await page.getByRole('dialog').getByRole('list', { name: 'Checklist' }).waitFor();
      await check(page, 'Fact Find: request dialog', width);
      await page.keyboard.press('Escape');
      await page.goto('/intake');
      await page.getByLabel('Given Names *').fill('Unsaved');
      await page.getByRole('link', { name: 'FactFind home' }).click();
      await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
      await check(page, 'Intake: leave without saving?', width);
      await page.getByRole('button', { name: 'Stay on this page' }).click();
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menu').waitFor();
      await check(page, 'User menu', width);
      await page.keyboard.press('Escape');
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-nav').waitFor();
        await check(page, 'Mobile menu', width);
      }

      // The client's page from a request link: before and after they prove who they are, and a cancelled link.
      const request = await createRequest(page, id);
      const revoked = await createRequest(page, id);
      await page.evaluate(
        ({ clientId, requestId }) =>
          fetch(`/api/clients/${clientId}/document-requests/${requestId}/revoke`, { method: 'POST' }),
        { clientId: id, requestId: revoked.id },
      );
      await page.goto(request.link);
      await page.getByLabel('Your date of birth').waitFor();
      await check(page, 'Client link: confirm who you are', width);
      await page.getByLabel('Your date of birth').fill('14/03/1980');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Hello Aroha' }).waitFor();
      await check(page, 'Client link: checklist', width);
      await page.goto(revoked.link);
      await page.getByText("This link can't be used").waitFor();
      await check(page, 'Client link: cancelled', width);
      await page.context().close();
    });
  }
});
