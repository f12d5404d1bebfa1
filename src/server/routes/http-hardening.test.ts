import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditEvents, documents } from '@/server/db/schema';
import { permissionsPolicy } from '@/server/http/security-headers';
import { createOwnedRecords, ownedPathValue, type OwnedRecords } from '@/server/test-support/owned-records';
import { fillPath, registeredRoutes } from '@/server/test-support/registered-routes';
import { multipartBody } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let ids: OwnedRecords;
beforeAll(async () => {
  testApp = await createTestApp({ publicUrl: 'https://factfind.example.com.au' });
  adviser = await signInNewAdviser(testApp);
  ids = await createOwnedRecords(testApp, adviser);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const rawJson = (method: string, url: string, body: string, cookie = adviser.cookie) =>
  testApp.app.inject({
    method: method as 'POST',
    url,
    payload: body,
    headers: { cookie, 'content-type': 'application/json' },
  });

describe('parsing never answers 500', () => {
  const deep = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it('refuses a 20,000-level JSON body with a 400 on every route that takes JSON, signed in or not', async () => {
    const writes = registeredRoutes(testApp.app).filter((route) =>
      ['POST', 'PUT', 'PATCH'].includes(route.method),
    );
    expect(writes.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const route of writes) {
      const url = fillPath(route.url, (name) => ownedPathValue(ids, name, route.url));
      const signedIn = await rawJson(route.method, url, deep(20_000));
      const visitor = await rawJson(route.method, url, deep(20_000), '');
      for (const response of [signedIn, visitor]) {
        if (response.statusCode >= 500) answers.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
      // Sign-in and the link's check are open to anyone: they must refuse it as a bad body, not by a session.
      if (route.url === '/api/auth/login' || route.url === '/api/requests/:token/verify') {
        expect(visitor.statusCode, route.url).toBe(400);
        expect(visitor.json().message).toMatch(/nested too deeply/);
      }
    }
    expect(answers).toEqual([]);
    // Nesting a form might really use still parses.
    const ordinary = await rawJson('POST', '/api/clients', JSON.stringify(sampleClient()));
    expect(ordinary.statusCode).toBe(201);
  }, 120_000);

  it.each([
    ['a dependant’s name', '/api/clients', 'dependants.0.name'],
    ['a goal', `/api/clients/:clientId/goals`, 'description'],
    ['a checklist label', '/api/clients/:clientId/document-requests', 'checklist.0.label'],
    ['a key', '/api/clients', 'dependants.0.\ud800'],
  ])('refuses a lone surrogate in %s with a 400 naming the field', async (_name, route, field) => {
    const url = route.replace(':clientId', ids.clientId);
    const bodies: Record<string, string> = {
      '/api/clients:dependants.0.name': JSON.stringify(
        sampleClient({
          dependants: [{ name: 'Ni\ud800amh', dateOfBirth: '2015-05-05', relationship: 'Child' }],
        }),
      ),
      '/api/clients:dependants.0.\ud800': JSON.stringify({
        ...sampleClient(),
        dependants: [{ name: 'Niamh', ['\ud800']: 'x' }],
      }),
      'goals:description': JSON.stringify({ description: 'Retire \udfff early' }),
      'document-requests:checklist.0.label': JSON.stringify({
        checklist: [{ id: 'payslip', label: 'Payslip \ud83d', accepts: ['payslip'] }],
        sendEmail: false,
      }),
    };
    const body = bodies[`${route}:${field}`] ?? bodies[`${route.split('/').pop()}:${field}`] ?? '';
    expect(body).toMatch(/\\u(d8|df)/i);
    const response = await rawJson('POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(`${field}: `)).toBe(true);
    expect(response.json().message).toMatch(/incomplete character/);
  });

  it('keeps whole characters outside the basic plane (an emoji is a surrogate pair)', async () => {
    const response = await rawJson(
      'POST',
      `/api/clients/${ids.clientId}/goals`,
      JSON.stringify({ description: 'Sail to Fiji ⛵ 🌴' }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('one path for every hook', () => {
  const pairs = (path: string) => [path, path.replace('/api/', '/%61pi/')];
  const same = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
    expect(b.statusCode).toBe(a.statusCode);
    for (const header of ['cache-control', 'permissions-policy', 'content-type'])
      expect(b.headers[header], header).toEqual(a.headers[header]);
  };

  it('treats /%61pi/ exactly as /api/: sign-in required, no-store, cross-site writes and control characters refused', async () => {
    for (const [plain, encoded] of [pairs('/api/clients'), pairs(`/api/clients/${ids.clientId}`)] as [
      string,
      string,
    ][]) {
      const anonymous = await Promise.all(
        [plain, encoded].map((url) => testApp.app.inject({ method: 'GET', url })),
      );
      expect(anonymous[0]?.statusCode).toBe(401);
      same(anonymous[0]!, anonymous[1]!);
      const signedIn = await Promise.all(
        [plain, encoded].map((url) =>
          testApp.app.inject({ method: 'GET', url, headers: { cookie: adviser.cookie } }),
        ),
      );
      expect(signedIn[1]?.headers['cache-control']).toBe('no-store');
      same(signedIn[0]!, signedIn[1]!);
    }
    const [plain, encoded] = pairs('/api/clients');
    for (const url of [plain!, encoded!]) {
      const crossSite = await testApp.app.inject({
        method: 'POST',
        url,
        payload: sampleClient(),
        headers: { cookie: adviser.cookie, origin: 'https://evil.example' },
      });
      expect(crossSite.statusCode, url).toBe(403);
      const control = await testApp.app.inject({
        method: 'POST',
        url,
        payload: sampleClient({ occupation: 'Engineer\u0000' }),
        headers: { cookie: adviser.cookie },
      });
      expect(control.statusCode, url).toBe(400);
      expect(control.json().message).toMatch(/^occupation: /);
    }
    // A visit cookie scoped to /api/requests/ opens nothing else, however the path is spelled.
    const adviserRoute = await testApp.app.inject({
      method: 'GET',
      url: '/%61pi/clients',
      headers: { cookie: 'factfind_request_visit=anything' },
    });
    expect(adviserRoute.statusCode).toBe(401);
  });

  it("counts a link's requests against its rate limit however the path is spelled", async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${ids.clientId}/document-requests`,
      payload: { checklist: [{ id: 'payslip', label: 'Payslip', accepts: ['payslip'] }], sendEmail: false },
      headers: { cookie: adviser.cookie },
    });
    const token = String(created.json().link).split('/r/')[1] ?? '';
    const statuses: number[] = [];
    for (let index = 0; index < 1_201; index += 1) {
      const url =
        index % 2 === 0 ? `/api/requests/${token}` : `/%61pi/%72equests/${encodeURIComponent(token)}`;
      statuses.push(
        (await testApp.app.inject({ method: 'GET', url, remoteAddress: `10.1.${index % 250}.1` })).statusCode,
      );
    }
    expect(statuses.slice(0, 1_200).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);
});

describe('headers and origins', () => {
  it('sends the Permissions-Policy on every response: API, errors, 404s, the app page and static files', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'factfind-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const withClient = await createTestApp({ clientDir });
    try {
      const someone = await signInNewAdviser(withClient);
      const responses = [
        ...(await Promise.all(
          registeredRoutes(withClient.app)
            .filter((route) => route.method === 'GET' && !route.url.includes(':'))
            .map((route) =>
              withClient.app.inject({ method: 'GET', url: route.url, headers: { cookie: someone.cookie } }),
            ),
        )),
        await withClient.app.inject({ method: 'GET', url: '/api/clients' }),
        await withClient.app.inject({ method: 'GET', url: '/api/no-such-route' }),
        await withClient.app.inject({ method: 'GET', url: '/' }),
        await withClient.app.inject({ method: 'GET', url: '/clients/new' }),
        await withClient.app.inject({ method: 'GET', url: '/favicon.svg' }),
        await withClient.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: '{"email":',
          headers: { 'content-type': 'application/json' },
        }),
        await withClient.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: 'x',
          headers: { 'content-type': 'application/x-unknown' },
        }),
      ];
      expect(new Set(responses.map((response) => response.statusCode)).size).toBeGreaterThan(3);
      for (const response of responses)
        expect(response.headers['permissions-policy']).toBe(permissionsPolicy);
      expect(permissionsPolicy).toMatch(/(^|, )camera=\(self\)/);
      expect(permissionsPolicy).toMatch(/(^|, )microphone=\(self\)/);
      expect(permissionsPolicy).toMatch(/(^|, )geolocation=\(\)/);
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("checks the Origin's scheme as well as its host, and accepts PUBLIC_URL's origin", async () => {
    const write = (origin: string, host = 'localhost:5000') =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/account',
        payload: { firstName: 'Jo', lastName: 'Citizen' },
        headers: { cookie: adviser.cookie, origin, host },
      });
    expect((await write('https://localhost:5000')).statusCode).toBe(403);
    expect((await write('http://localhost:5000')).statusCode).toBe(200);
    expect((await write('https://factfind.example.com.au')).statusCode).toBe(200);
    expect((await write('http://factfind.example.com.au')).statusCode).toBe(403);
    expect((await write('null')).statusCode).toBe(403);
  });

  it('builds request links from PUBLIC_URL, whatever Host or X-Forwarded-Host says', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${ids.clientId}/document-requests`,
      payload: { checklist: [{ id: 'payslip', label: 'Payslip', accepts: ['payslip'] }], sendEmail: false },
      headers: { cookie: adviser.cookie, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().link).toMatch(/^https:\/\/factfind\.example\.com\.au\/r\/[A-Za-z0-9_-]{43}$/);
  });

  it('removes bidirectional controls from file names', async () => {
    const { payload, headers } = multipartBody([
      {
        name: 'documents',
        filename: 'statement\u202Efdp.exe\u2066.pdf',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
        contentType: 'application/pdf',
      },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents/process',
      payload,
      headers: { ...headers, cookie: adviser.cookie },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db
      .select({ filename: documents.filename })
      .from(documents)
      .where(eq(documents.id, response.json().documents[0].id));
    expect(stored?.filename).toBe('statementfdp.exe.pdf');
  });
});

describe('the audit trail', () => {
  it('refuses DELETE and TRUNCATE of events; only destroying the client takes them', async () => {
    const client = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient(),
      headers: { cookie: adviser.cookie },
    });
    const clientId = client.json().id as string;
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/clients/${clientId}`,
      payload: { occupation: 'Teacher' },
      headers: {
        cookie: adviser.cookie,
        ...(await currentIfMatch(testApp.app, 'PATCH', `/api/clients/${clientId}`, adviser.cookie)),
      },
    });
    const before = await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId));
    expect(before.length).toBeGreaterThan(0);
    await expect(testApp.db.delete(auditEvents).where(eq(auditEvents.clientId, clientId))).rejects.toThrow();
    await expect(testApp.db.execute(sql`truncate audit_events cascade`)).rejects.toThrow();
    expect(
      await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId)),
    ).toHaveLength(before.length);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/clients/${clientId}`,
      headers: { cookie: adviser.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId)),
    ).toHaveLength(0);
  });
});

describe('logs', () => {
  it('never carry a request link’s token, at info level, for any of its routes or the page', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ logLevel: 'info', logStream });
    try {
      const someone = await signInNewAdviser(logged);
      const records = await createOwnedRecords(logged, someone);
      const token = records.token;
      for (const [method, url] of [
        ['GET', `/api/requests/${token}`],
        ['POST', `/api/requests/${token}/verify`],
        ['GET', `/api/requests/${token}/checklist`],
        ['GET', `/%61pi/requests/${token}/facts`],
        ['GET', `/r/${token}`],
        ['GET', `/api/requests/${token}x/nothing`],
      ] as const)
        await logged.app.inject({
          method,
          url,
          payload: method === 'POST' ? { dob: '1900-01-01' } : undefined,
        });
      const log = lines.join('');
      expect(log).toContain('/api/requests/:token');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.slice(0, 20));
      expect(log).not.toContain(someone.password);
    } finally {
      await logged.close();
    }
  });
});
