import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '@/server/test-support/multipart';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Every API route the app registers, read from Fastify's own route tree, is tried without a session and,
 * with another practice's ids, by a signed-in adviser of a different practice. A new route is in the matrix
 * the moment it is registered; a new kind of id in a path fails the test until it is given one here.
 */

type Route = { method: string; url: string };

const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/auth/user',
  'POST /api/auth/login',
  'POST /api/auth/logout',
]);

/** Reads `printRoutes({ commonPrefix: false })`: one line per path segment, four characters per level. */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && url.startsWith('/api/')) routes.push({ method, url });
    }
  }
  return routes;
}

/** The first bytes of a WebM recording. */
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  Buffer.alloc(400, 7),
]);

let testApp: TestApp;
let routes: Route[];
let owner: Awaited<ReturnType<typeof signInNewAdviser>>;
let outsider: Awaited<ReturnType<typeof signInNewAdviser>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  routes = registeredRoutes(testApp.app.printRoutes({ commonPrefix: false }));
  owner = await signInNewAdviser(testApp);
  outsider = await signInNewAdviser(testApp);
  const post = async (url: string, payload: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, url).toBe(201);
    return response.json().id as string;
  };
  ids.clientId = await post('/api/clients', sampleClient());
  ids.superAccountId = await post(`/api/clients/${ids.clientId}/super-accounts`, { fundName: 'Aware Super' });
  ids.bankAccountId = await post(`/api/clients/${ids.clientId}/bank-accounts`, { bankName: 'Bendigo Bank' });
  ids.goalId = await post(`/api/clients/${ids.clientId}/goals`, { description: 'Retire at 60' });
  const audio = multipartBody([
    {
      name: 'audio',
      filename: 'note.webm',
      bytes: Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
        Buffer.alloc(400, 7),
      ]),
    },
  ]);
  const note = await testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${ids.clientId}/goal-audio`,
    payload: audio.payload,
    headers: { ...audio.headers, cookie: owner.cookie },
  });
  ids.noteId = note.json().id;
  ids.documentId = await insertReadDocument(testApp.db, {
    practiceId: owner.practiceId,
    clientId: ids.clientId,
    type: 'payslip',
    fields: { fullName: 'Sean Patrick OBrien', grossPay: 4200 },
  });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

/** The owner's id for each kind of path parameter. */
function fillPath(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'accountId')
      return url.includes('/super-accounts/') ? ids.superAccountId! : ids.bankAccountId!;
    if (name === 'pageNumber') return '1';
    if (name === 'fieldKey') return 'grossPay';
    const id = ids[name];
    if (!id) throw new Error(`No id for :${name} in ${url}: give the route matrix one`);
    return id;
  });
}

/** Routes that take the owner's ids in the body or query rather than the path. */
const idsOutsideThePath: Record<string, () => Request> = {
  'GET /api/documents/status': () => ({ url: `/api/documents/status?ids=${ids.documentId}` }),
  'POST /api/documents/extract-client-data': () => ({ payload: { documentIds: [ids.documentId] } }),
};

type Request = { url?: string; payload?: object | Buffer; headers?: Record<string, string> };

const emptyQuestionnaire = {
  answers: {},
  cashFlow: {},
  assets: [],
  liabilities: [],
  insurancePolicies: [],
  completedSections: ['goals'],
};

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
    const { payload, headers } = multipartBody([{ name: 'audio', filename: 'note.webm', bytes: webm }]);
    return { payload, headers };
  },
  'POST /api/clients/:clientId/fact-offers/accept': () => ({ payload: { keys: ['client.dob'] } }),
  'POST /api/clients/:clientId/fact-offers/dismiss': () => ({ payload: { keys: ['client.dob'] } }),
  'PUT /api/clients/:clientId/questionnaire': () => ({ payload: emptyQuestionnaire }),
  'POST /api/clients/:clientId/questionnaire/complete': () => ({ payload: emptyQuestionnaire }),
  'PUT /api/documents/:documentId/corrections/:fieldKey': () => ({ payload: { action: 'confirmed' } }),
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
      (route) => route.url.includes('/:') || idsOutsideThePath[`${route.method} ${route.url}`],
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
        !response.body.includes(ids.documentId!) &&
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
    expect(answers.length).toBeGreaterThan(30);
  });
});
