import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdvisers } from './support/advisers';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

const adviser = e2eAdvisers.clients;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('dashboard and intake', () => {
  it('shows an empty dashboard that invites the first client', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Client Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByText('Manage client fact-finding and document processing').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No clients yet').isVisible()).toBe(true);
    for (const key of ['activeClients', 'documentsProcessed', 'pendingReview', 'completed']) {
      expect(await page.getByTestId(`stat-${key}`).textContent()).toBe('0');
    }
    await screenshot(page, 'dashboard-empty-1280');
    await page.context().close();
  });

  it('validates the intake, shows the spouse section only when married, and creates the client', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/intake');
    await expect.poll(() => page.getByRole('heading', { name: 'New Client Intake' }).isVisible()).toBe(true);

    // Defaults from the specification.
    expect(await page.getByLabel('Date of Birth', { exact: true }).inputValue()).toBe('01/01/1978');
    expect(await page.getByLabel('Preferred Contact').inputValue()).toBe('email');
    expect(await page.getByLabel('Country of Birth').inputValue()).toBe('Australia');
    expect(await page.getByLabel('Tax Residency').inputValue()).toBe('Australian');

    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => page.getByText('You must provide consent to continue').isVisible()).toBe(true);
    expect(await page.getByText('Privacy consent is required').isVisible()).toBe(true);
    expect(await page.getByText('Given names are required').isVisible()).toBe(true);
    expect(await page.getByText('Select at least one area of advice').isVisible()).toBe(true);

    expect(await page.getByTestId('spouse-section').count()).toBe(0);
    await page.getByLabel('Marital Status').selectOption('married');
    expect(await page.getByTestId('spouse-section').isVisible()).toBe(true);
    expect(await page.getByLabel('Spouse Date of Birth').inputValue()).toBe('01/01/1978');
    await page.getByLabel('Marital Status').selectOption('single');
    expect(await page.getByTestId('spouse-section').count()).toBe(0);
    await page.getByLabel('Marital Status').selectOption('married');

    await page.getByLabel('Given Names *').fill('Mia Rose');
    await page.getByLabel('Family Name *').fill('Nguyen');
    await page.getByLabel('Preferred Name').fill('Mia');
    // Dates are typed day first whatever the browser's language, and written back as dd/mm/yyyy.
    await page.getByLabel('Date of Birth', { exact: true }).fill('21/9/1984');
    await page.keyboard.press('Tab');
    await page.getByLabel('Sex', { exact: true }).selectOption('female');
    expect(await page.getByLabel('Date of Birth', { exact: true }).inputValue()).toBe('21/09/1984');
    await page.getByLabel('Relationship Date').fill('31/02/2010');
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => page.getByText('Not a real date').isVisible()).toBe(true);
    await page.getByLabel('Relationship Date').fill('28 February 2010');
    await page.getByLabel('Email *').fill('mia.nguyen@example.com');
    await page.getByLabel('Mobile').fill('0412345678');
    expect(await page.getByLabel('Mobile').inputValue()).toBe('0412 345 678');
    await page.getByLabel('Street Address', { exact: true }).fill('4 Banksia Ave');
    await page.getByLabel('Suburb', { exact: true }).fill('Carlton');
    await page.getByLabel('State', { exact: true }).selectOption('VIC');
    await page.getByLabel('Postcode', { exact: true }).fill('3053');
    await page.getByLabel('Years at Address').fill('6');
    await page.getByLabel('Spouse Given Names').fill('Daniel');
    await page.getByLabel('Spouse Family Name').fill('Nguyen');
    await page.getByRole('button', { name: 'Add dependant' }).click();
    await page.getByLabel('Dependant name').fill('Leo');
    await page.getByLabel('Relationship', { exact: true }).fill('Son');
    await page.getByLabel('Citizenships').fill('Vietnam');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Smoking Status').selectOption('never');
    await page.getByLabel('Occupation', { exact: true }).fill('Pharmacist');
    await page.getByLabel('Employer', { exact: true }).fill('Carlton Pharmacy');
    await page.getByLabel('Employment Type').selectOption('full-time');
    await page.getByLabel('Retirement planning').check();
    await page.getByLabel('Investment advice').check();
    await page.getByLabel('Service Level').selectOption('comprehensive');
    await page.getByLabel('Meeting Cadence').selectOption('quarterly');
    await page.getByLabel(/consents to the collection/).check();
    await page.getByLabel(/accepts the privacy notice/).check();
    await screenshot(page, 'intake-filled-1280');

    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => toast(page, 'Client created successfully').isVisible()).toBe(true);
    await expect.poll(() => page.url()).toMatch(/\/upload\/[0-9a-f-]{36}$/);
    const clientId = page.url().split('/').pop();

    const saved = await page.evaluate(async (id) => (await fetch(`/api/clients/${id}`)).json(), clientId);
    expect(saved).toMatchObject({
      givenNames: 'Mia Rose',
      dob: '1984-09-21',
      relationshipDate: '2010-02-28',
      mobile: '0412345678',
      yearsAtAddress: 6,
      spouseGivenNames: 'Daniel',
      dependants: [{ name: 'Leo', relationship: 'Son' }],
      citizenships: ['Vietnam'],
      scopeOfAdvice: ['Investment advice', 'Retirement planning'],
      privacyConsent: true,
      dataSharing: false,
    });
    expect(saved).not.toHaveProperty('consent');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => page.getByTestId('stat-activeClients').textContent()).toBe('1');
    const row = page.getByTestId('client-row').filter({ hasText: 'Mia Rose Nguyen' });
    expect(await row.textContent()).toContain('mia.nguyen@example.com');
    expect(await row.textContent()).toContain('Needs Info');
    // name, email, dob, mobile, street, occupation, employer: 7 of 10 checks
    expect(await row.textContent()).toContain('70%');
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('0');
    // Last Updated: the last change, day first (created today, changed today).
    const today = new Intl.DateTimeFormat('en-AU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(await row.getByRole('cell').nth(4).textContent()).toBe(today);
    expect(await page.getByTestId('stat-pendingReview').textContent()).toBe('1');
    await screenshot(page, 'dashboard-1280');

    // A click anywhere on the row opens the client; the new page starts at its top, its title focused.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await row.getByRole('cell').nth(3).click();
    await expect.poll(() => page.url()).toContain(`/fact-find/${clientId}`);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent),
      )
      .toBe('H1 Client Fact Find');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await row.getByRole('link', { name: /Review/ }).click();
    await expect.poll(() => page.url()).toContain(`/fact-find/${clientId}`);
    await page.context().close();
  });

  it('asks before leaving an intake with typed details, and stays or leaves as the adviser says', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/intake');
    await page.getByLabel('Given Names *').fill('Half');
    await page.getByTestId('desktop-nav').getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'intake-leave-without-saving-1280');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(page.url()).toContain('/intake');
    expect(await page.getByLabel('Given Names *').inputValue()).toBe('Half');

    await page.getByTestId('desktop-nav').getByRole('link', { name: 'Dashboard' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => page.url()).toContain('/dashboard');
    await page.context().close();
  });

  it('keeps everything typed when creating the client fails', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/intake');
    await page.route('**/api/clients', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.getByLabel('Given Names *').fill('Keep');
    await page.getByLabel('Family Name *').fill('Me');
    await page.getByLabel('Email *').fill('keep@example.com');
    await page.getByLabel('Tax planning').check();
    await page.getByLabel(/consents to the collection/).check();
    await page.getByLabel(/accepts the privacy notice/).check();
    await page.getByRole('button', { name: 'Create Client' }).click();
    const failed = toast(page, 'Failed to create client. Please try again.');
    await expect.poll(() => failed.isVisible()).toBe(true);
    expect(await failed.textContent()).toContain('Error');
    expect(await page.getByLabel('Given Names *').inputValue()).toBe('Keep');
    expect(page.url()).toContain('/intake');
    await page.context().close();
  });

  it('makes one client when the answer to Create Client is lost and the adviser tries again', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/intake');
    // The first request reaches the server and makes the client, but its answer never arrives.
    let lost = false;
    await page.route('**/api/clients', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByLabel('Given Names *').fill('Only');
    await page.getByLabel('Family Name *').fill('Once');
    await page.getByLabel('Email *').fill('only.once@example.com');
    await page.getByLabel('Tax planning').check();
    await page.getByLabel(/consents to the collection/).check();
    await page.getByLabel(/accepts the privacy notice/).check();
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => toast(page, 'Failed to create client. Please try again.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create Client' }).click();
    // The duplicate check sees the client the lost request made; creating anyway is the same request again.
    await expect.poll(() => page.getByRole('button', { name: 'Create anyway' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create anyway' }).click();
    await expect.poll(() => page.url()).toContain('/upload/');
    const named = await page.evaluate(async () => {
      const clients = (await (await fetch('/api/clients')).json()) as { email: string }[];
      return clients.filter((client) => client.email === 'only.once@example.com').length;
    });
    expect(named).toBe(1);
    await page.context().close();
  });

  it('lays out the intake and dashboard for a phone', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/clients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          givenNames: 'Tom',
          familyName: 'Phone-Layout',
          email: 'tom@example.com',
          scopeOfAdvice: ['Tax planning'],
          privacyConsent: true,
        }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('client-card').count()).toBeGreaterThan(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await screenshot(page, 'dashboard-375');
    await page.goto('/intake');
    await expect.poll(() => page.getByRole('heading', { name: 'New Client Intake' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'intake-375');
    await page.context().close();
  });

  it('records a de facto partner at intake, on a phone and on a desktop', async () => {
    const page = await openPage(browser, 375, 740);
    await signIn(page, adviser.email, adviser.password);
    await page.goto('/intake');
    await expect.poll(() => page.getByRole('heading', { name: 'New Client Intake' }).isVisible()).toBe(true);
    await page.getByLabel('Marital Status').selectOption('defacto');
    const partner = page.getByTestId('spouse-section');
    expect(await partner.getByRole('heading', { name: 'De facto partner' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Partner Date of Birth').inputValue()).toBe('01/01/1978');
    await page.getByLabel('Given Names *').fill('Priya');
    await page.getByLabel('Family Name *').fill('Defacto-Test');
    await page.getByLabel('Email *').fill('priya.defacto@example.com');
    await page.getByLabel('Partner Given Names').fill('Jordan');
    await page.getByLabel('Partner Family Name').fill('Lee');
    await page.getByLabel('Partner Date of Birth').fill('03/04/1987');
    await page.getByLabel('Partner Employer').fill('Harbour Health');
    await page.getByLabel('Tax planning').check();
    await page.getByLabel(/consents to the collection/).check();
    await page.getByLabel(/accepts the privacy notice/).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await partner.scrollIntoViewIfNeeded();
    await screenshot(page, 'intake-defacto-375', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
    await partner.scrollIntoViewIfNeeded();
    await screenshot(page, 'intake-defacto-1280', { fullPage: false });

    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => page.url()).toMatch(/\/upload\/[0-9a-f-]{36}$/);
    const clientId = page.url().split('/').pop();
    const saved = await page.evaluate(async (id) => (await fetch(`/api/clients/${id}`)).json(), clientId);
    expect(saved).toMatchObject({
      maritalStatus: 'defacto',
      spouseGivenNames: 'Jordan',
      spouseFamilyName: 'Lee',
      spouseDob: '1987-04-03',
      spouseEmployer: 'Harbour Health',
    });
    // The Fact Find opens as a couple, the partner beside the client.
    await page.goto(`/fact-find/${clientId}`);
    await expect.poll(() => page.getByLabel('Partner Given Names').inputValue()).toBe('Jordan');
    await page.context().close();
  });

  it('finds clients by name or e-mail, and shows fifty at a time', async () => {
    const page = await openPage(browser);
    await signIn(page, adviser.email, adviser.password);
    // A practice with more clients than one page holds.
    await page.evaluate(async () => {
      for (let index = 0; index < 52; index++) {
        await fetch('/api/clients', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            givenNames: `Bulk${index}`,
            familyName: 'Pageton',
            email: `bulk${index}@example.com`,
            scopeOfAdvice: ['Investment advice'],
            privacyConsent: true,
          }),
        });
      }
    });
    await page.goto('/dashboard');
    const rows = page.getByTestId('client-row');
    await expect.poll(() => rows.count()).toBe(50);
    expect(await page.getByText(/^Showing 50 of \d+ clients$/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(50);

    const search = page.getByRole('searchbox', { name: 'Search clients' });
    await search.fill('bulk7@example');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Bulk7 Pageton');
    await search.fill('no such client');
    await expect.poll(() => page.getByText('No clients match "no such client".').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-search-1280');
    await search.fill('');
    await expect.poll(() => rows.count()).toBe(50);
    // On a phone: cards, the search above them, Show more below, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.getByTestId('client-card').count()).toBe(50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByRole('button', { name: 'Show more' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-many-clients-375');
    await page.context().close();
  });
});
