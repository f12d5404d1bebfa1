import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnedRecords, ownedPathValue, type OwnedRecords } from '@/server/test-support/owned-records';
import { fillPath, registeredRoutes, type Route } from '@/server/test-support/registered-routes';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * No input reaches the database unvalidated: every registered route, signed in with the owner's ids, gets
 * bodies and query strings made by fast-check (valid bodies with one field replaced by hostile values, and
 * arbitrary JSON) and must never answer 500. A fixed seed keeps runs repeatable.
 */

/** Values that broke routes before (issue 12) and their relatives: each is tried in every field. */
const hostileConstants: unknown[] = [
  '2024-02-31',
  '2023-02-29',
  '0000-01-01',
  '9999-12-31',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  // Half of a surrogate pair: PostgreSQL refuses it in jsonb (issue 25).
  '\ud800',
  'a\udfffb',
  [{ name: '\udbff' }],
  99.9995,
  99999999999,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '1e309',
  'NaN',
  '',
  ' ',
  '💸'.repeat(300),
  'x'.repeat(100_000),
  null,
  true,
  [],
  {},
  [{}],
];

/** Then random values, to find what nobody thought of. */
const randomValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.double(),
  fc.integer(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.anything({ maxDepth: 2 }),
);

/** A valid body for each write that takes one, to have one field at a time replaced. */
const validBodies: Record<string, () => Record<string, unknown>> = {
  'POST /api/clients': () => ({ ...sampleClient() }),
  'PATCH /api/clients/:clientId': () => ({ ...sampleClient() }),
  'POST /api/clients/:clientId/super-accounts': () => ({ fundName: 'Aware Super', balance: 1000 }),
  'PATCH /api/clients/:clientId/super-accounts/:accountId': () => ({
    fundName: 'Aware Super',
    balance: 1000,
  }),
  'POST /api/clients/:clientId/bank-accounts': () => ({ bankName: 'Bendigo Bank', balance: 1000 }),
  'PATCH /api/clients/:clientId/bank-accounts/:accountId': () => ({
    bankName: 'Bendigo Bank',
    balance: 1000,
  }),
  'POST /api/clients/:clientId/goals': () => ({ description: 'Retire', targetDate: '2030-01-01' }),
  'PATCH /api/clients/:clientId/goals/:goalId': () => ({ description: 'Retire', targetAmount: 100 }),
  'PATCH /api/clients/:clientId/questionnaire': () => ({
    answers: { retirementAge: '65' },
    cashFlow: { baseSalary: '90000' },
    assets: { add: [{ type: 'vehicle', description: 'Car', currentValue: '1000' }] },
    liabilities: { add: [{ type: 'credit-card', interestRate: '10' }] },
    completedSections: [],
  }),
  'POST /api/auth/login': () => ({ email: 'nobody@example.com', password: 'not the password' }),
  'PATCH /api/account': () => ({ firstName: 'Jo', lastName: 'Citizen' }),
  'POST /api/research-property-value': () => ({ address: '1 Main St, Bondi NSW 2026' }),
};

let testApp: TestApp;
let routes: Route[];
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let ids: OwnedRecords;

beforeAll(async () => {
  testApp = await createTestApp();
  routes = registeredRoutes(testApp.app).filter(
    // Deleting would take away the records the other routes are fuzzed with; sign-out (and signing out
    // everywhere) ends the session.
    (route) =>
      route.method !== 'DELETE' &&
      route.url !== '/api/auth/logout' &&
      route.url !== '/api/account/sessions/end-all',
  );
  adviser = await signInNewAdviser(testApp);
  ids = await createOwnedRecords(testApp, adviser);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

/** A fault: any 5xx but 503, which readiness answers on purpose when this test app runs no job queue. */
const isServerError = (status: number) => status >= 500 && status !== 503;

async function statusOf(route: Route, url: string, payload: unknown, query = ''): Promise<number> {
  const response = await testApp.app.inject({
    method: route.method as 'GET',
    url: `${url}?q=${encodeURIComponent(query)}&ids=${encodeURIComponent(query)}`,
    ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
    headers: {
      // Signing in replaces the session it is sent with, so sign-in is tried as a visitor.
      ...(route.url === '/api/auth/login' ? {} : { cookie: adviser.cookie }),
      'content-type': 'application/json',
    },
  });
  return response.statusCode;
}

describe('every route under hostile input', () => {
  it('never answers 500', async () => {
    const failures: string[] = [];
    const fail = (key: string, payload: unknown) =>
      failures.push(`${key} ${JSON.stringify(payload)?.slice(0, 2000)}`);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = fillPath(route.url, (name) => ownedPathValue(ids, name, route.url));
      const valid = validBodies[key];
      if (valid) {
        for (const field of Object.keys(valid())) {
          for (const value of hostileConstants) {
            const payload = { ...valid(), [field]: value };
            if (isServerError(await statusOf(route, url, payload))) fail(key, payload);
          }
        }
      }
      const body = valid
        ? fc
            .tuple(fc.constantFrom(...Object.keys(valid())), randomValue)
            .map(([field, value]) => ({ ...valid(), [field]: value }))
        : fc.anything({ maxDepth: 2 });
      await fc
        .assert(
          fc.asyncProperty(body, fc.string({ maxLength: 30 }), async (payload, query) => {
            const ok = !isServerError(await statusOf(route, url, payload, query));
            if (!ok) fail(key, payload);
            return ok;
          }),
          { numRuns: 15, seed: 20261124, endOnFailure: true },
        )
        .catch(() => undefined); // the failure is in `failures`, with the others
    }
    expect(failures).toEqual([]);
    // The session lasted the whole run, so every route was tried signed in.
    expect(await statusOf({ method: 'GET', url: '/api/clients' }, '/api/clients', null)).toBe(200);
  }, 300_000);
});
