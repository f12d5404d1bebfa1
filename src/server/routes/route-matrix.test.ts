import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';
import {
  createOwnedRecords,
  ownedPathValue,
  webmRecording,
  type OwnedRecords,
} from '@/server/test-support/owned-records';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import {
  fillPath as fillRoutePath,
  registeredRoutes,
  type Route,
} from '@/server/test-support/registered-routes';

/**
 * Every API route the app registers, read from Fastify's own route tree, is tried without a session and,
 * with another practice's ids, by a signed-in adviser of a different practice. A new route is in the matrix
 * the moment it is registered; a new kind of id in a path fails the test until it is given one here.
 */

const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/auth/user',
  'POST /api/auth/login',
  'POST /api/auth/logout',
]);

/**
 * A client's document request link: its token is its own credential (routes/client-requests.ts). Without a
 * visit (the client's date of birth or code checked) only these open; every other link route answers 401.
 * Which client and practice a link reaches is tested in document-requests.test.ts.
 */
const opensBeforeVisit = new Set([
  'GET /api/requests/:token',
  'POST /api/requests/:token/verify',
  'POST /api/requests/:token/code',
]);
const isLinkRoute = (route: Route) => route.url.startsWith('/api/requests/');

let testApp: TestApp;
let routes: Route[];
let owner: Awaited<ReturnType<typeof signInNewAdviser>>;
let outsider: Awaited<ReturnType<typeof signInNewAdviser>>;
let ids: OwnedRecords;

beforeAll(async () => {
  testApp = await createTestApp();
  routes = registeredRoutes(testApp.app);
  owner = await signInNewAdviser(testApp);
  outsider = await signInNewAdviser(testApp);
  ids = await createOwnedRecords(testApp, owner);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const fillPath = (url: string) => fillRoutePath(url, (name) => ownedPathValue(ids, name, url));

/** Routes that take the owner's ids in the body or query rather than the path. */
const idsOutsideThePath: Record<string, () => Request> = {
  'GET /api/documents/status': () => ({ url: `/api/documents/status?ids=${ids.documentId}` }),
  'POST /api/documents/extract-client-data': () => ({ payload: { documentIds: [ids.documentId] } }),
};

type Request = { url?: string; payload?: object | Buffer; headers?: Record<string, string> };

const emptyQuestionnaire = { answers: {}, cashFlow: {}, completedSections: ['goals'] };

/**
 * Valid bodies for the writes that check their body before the record: the refusal must then come from
 * the record not being the caller's, not from the body.
 */
const validBodies: Record<string, () => Request> = {
  'POST /api/clients/:clientId/documents': () =>
    multipartBody([{ name: 'documents', filename: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }]),
  'POST /api/clients/:clientId/documents/claim': () => ({ payload: { documentIds: [ids.documentId] } }),
  'POST /api/clients/:clientId/super-accounts': () => ({ payload: { fundName: 'Hostile Super' } }),
  'POST /api/clients/:clientId/bank-accounts': () => ({ payload: { bankName: 'Hostile Bank' } }),
  'POST /api/clients/:clientId/goals': () => ({ payload: { description: 'Hostile goal' } }),
  'POST /api/clients/:clientId/goal-audio': () => {
    const { payload, headers } = multipartBody([
      { name: 'audio', filename: 'note.webm', bytes: webmRecording },
    ]);
    return { payload, headers };
  },
  'POST /api/clients/:clientId/fact-offers/accept': () => ({ payload: { keys: ['client.dob'] } }),
  'POST /api/clients/:clientId/fact-offers/dismiss': () => ({ payload: { keys: ['client.dob'] } }),
  'PATCH /api/clients/:clientId/questionnaire': () => ({ payload: emptyQuestionnaire }),
  'PUT /api/clients/:clientId/documents/:documentId/owner': () => ({ payload: { owner: 'client' } }),
  'GET /api/clients/:clientId/record/history': () => ({
    url: `${fillPath('/api/clients/:clientId/record/history')}?subject=client&field=givenNames`,
  }),
  'POST /api/clients/:clientId/questionnaire/complete': () => ({ payload: emptyQuestionnaire }),
  'PUT /api/documents/:documentId/corrections/:fieldKey': () => ({ payload: { action: 'confirmed' } }),
  'POST /api/document-batches/:batchId/client': () => ({
    payload: { ...sampleClient(), goals: [{ description: 'Hostile goal' }] },
  }),
  'POST /api/document-batches/:batchId/claim': () => ({ payload: { clientId: ids.clientId } }),
  'POST /api/clients/:clientId/document-requests': () => ({
    payload: { checklist: [{ id: 'payslip', label: 'Payslip', accepts: ['payslip'] }], sendEmail: false },
  }),
};

describe('route matrix', () => {
  it('reads the registered routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/documents/:documentId' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/documents/process-client-extraction' });
  });

  it('answers 401 to every protected route without a session', async () => {
    const answers = await Promise.all(
      routes
        .filter((route) => !publicRoutes.has(`${route.method} ${route.url}`))
        .filter((route) => !opensBeforeVisit.has(`${route.method} ${route.url}`))
        .map(async (route) => {
          const response = await testApp.app.inject({
            method: route.method as 'GET',
            url: fillPath(route.url),
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          });
          return `${route.method} ${route.url} ${response.statusCode}`;
        }),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('answers 404 to another practice for every route that names a record, and changes nothing', async () => {
    const named = routes.filter(
      (route) =>
        (route.url.includes('/:') || idsOutsideThePath[`${route.method} ${route.url}`]) &&
        !isLinkRoute(route),
    );
    const answers: string[] = [];
    for (const route of named) {
      const key = `${route.method} ${route.url}`;
      const special = idsOutsideThePath[key]?.() ?? validBodies[key]?.() ?? {};
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: special.url ?? fillPath(route.url),
        payload: special.payload ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
        headers: { ...special.headers, cookie: outsider.cookie },
      });
      // Batch routes leave out ids that are not the practice's (as they do unknown ids): nothing of the
      // owner's may be in the answer.
      const leftOut =
        response.statusCode === 200 &&
        !response.body.includes(ids.documentId) &&
        !response.body.includes('OBrien') &&
        !response.body.includes('4200');
      answers.push(`${route.method} ${route.url} ${leftOut ? 'left out' : response.statusCode}`);
    }
    expect(answers.filter((answer) => !/ (404|left out)$/.test(answer))).toEqual([]);
    // The owner still has everything.
    const client = await testApp.app.inject({
      method: 'GET',
      url: `/api/clients/${ids.clientId}`,
      headers: { cookie: owner.cookie },
    });
    expect(client.statusCode).toBe(200);
    const accounts = await testApp.app.inject({
      method: 'GET',
      url: `/api/clients/${ids.clientId}/accounts`,
      headers: { cookie: owner.cookie },
    });
    expect(accounts.json()).toMatchObject({
      superAccounts: [{ fundName: 'Aware Super' }],
      bankAccounts: [{ bankName: 'Bendigo Bank' }],
    });
    const batch = await testApp.app.inject({
      method: 'GET',
      url: `/api/document-batches/${ids.batchId}`,
      headers: { cookie: owner.cookie },
    });
    expect(batch.json()).toMatchObject({ clientId: null, filedAt: null });
    expect(answers.length).toBeGreaterThan(30);
  });
});
