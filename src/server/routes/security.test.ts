import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { documentPages, loginAttempts } from '@/server/db/schema';
import { redactStoredTaxFileNumbers } from '@/server/core/documents/redact-stored-tax-file-numbers';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { multipartBody } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { currentIfMatch } from '@/server/test-support/current-if-match';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = {}) =>
  testApp.app.inject({
    method,
    url,
    payload,
    headers: {
      cookie: adviser.cookie,
      ...(await currentIfMatch(testApp.app, method, url, adviser.cookie)),
      ...headers,
    },
  });

async function createClient(): Promise<string> {
  const response = await call('POST', '/api/clients', sampleClient());
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('input that used to answer 500', () => {
  it.each(['2024-02-31', '2023-02-29', '0000-01-01', '1899-12-31'])(
    'refuses the date of birth %s with a 400 naming the field',
    async (dob) => {
      const response = await call('POST', '/api/clients', sampleClient({ dob }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^dob: /);
    },
  );

  it('refuses a date of birth in the future, and impossible goal and account dates', async () => {
    const future = await call('POST', '/api/clients', sampleClient({ dob: '2999-01-01' }));
    expect(future.json().message).toBe('dob: This date is in the future');
    const clientId = await createClient();
    const goal = await call('POST', `/api/clients/${clientId}/goals`, {
      description: 'Retire',
      targetDate: '2030-02-30',
    });
    expect(goal.statusCode).toBe(400);
    expect(goal.json().message).toBe('targetDate: Not a real date');
    const account = await call('POST', `/api/clients/${clientId}/super-accounts`, {
      fundName: 'AustralianSuper',
      statementDate: '2025-06-31',
    });
    expect(account.statusCode).toBe(400);
    expect(account.json().message).toBe('statementDate: Not a real date');
    // A leap day that exists is kept.
    expect((await call('POST', '/api/clients', sampleClient({ dob: '1984-02-29' }))).statusCode).toBe(201);
  });

  it('refuses NUL and control characters in any text with a 400 naming the field', async () => {
    const client = await call('POST', '/api/clients', sampleClient({ occupation: 'Engineer\u0000' }));
    expect(client.statusCode).toBe(400);
    expect(client.json().message).toMatch(/^occupation: Remove the control character/);
    const nested = await call(
      'POST',
      '/api/clients',
      sampleClient({ dependants: [{ name: 'Ni\u0007amh', dateOfBirth: '2015-05-05', relationship: 'x' }] }),
    );
    expect(nested.json().message).toMatch(/^dependants\.0\.name: /);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'jo\u0000@example.com', password: 'whatever it is' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toMatch(/^email: /);
    // Line breaks and tabs in notes are ordinary text.
    const clientId = await createClient();
    const goal = await call('POST', `/api/clients/${clientId}/goals`, {
      description: 'Retire',
      notes: 'Line one\n\tLine two\r\n',
    });
    expect(goal.statusCode).toBe(201);
  });

  it('refuses an interest rate that rounds to 100 and a voice note lasting years', async () => {
    const clientId = await createClient();
    const saved = await call('PATCH', `/api/clients/${clientId}/questionnaire`, {
      liabilities: { add: [{ type: 'credit-card', interestRate: 99.9995 }] },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(
      'liabilities.add.0.interestRate: Enter a rate between 0 and 100 percent',
    );

    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
      Buffer.alloc(400, 7),
    ]);
    const { payload, headers } = multipartBody([
      { name: 'audio', filename: 'note.webm', bytes: webm },
      { name: 'durationSeconds', value: '99999999999' },
    ]);
    const audio = await testApp.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/goal-audio`,
      payload,
      headers: { ...headers, cookie: adviser.cookie },
    });
    expect(audio.statusCode).toBe(400);
    expect(audio.json().message).toMatch(/^durationSeconds: /);
  });
});

describe('tax file numbers already stored', () => {
  it('are redacted once at start-up, and a second run changes nothing', async () => {
    const documentId = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: null,
      type: 'tax',
      fields: { taxYear: '2024-25' },
    });
    const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
    const texts = ['Notice of assessment', 'Your tax file', 'number is 876.543.028'];
    await testApp.db.insert(documentPages).values({
      documentId,
      pageNumber: 1,
      source: 'text-layer',
      width: 100,
      height: 100,
      confidence: 100,
      text: texts.join('\n'),
      lines: texts.map((text) => ({ text, confidence: 100, box, words: [] })),
    });
    expect(await redactStoredTaxFileNumbers(testApp.db)).toBeGreaterThanOrEqual(1);
    const [page] = await testApp.db
      .select()
      .from(documentPages)
      .where(sql`${documentPages.documentId} = ${documentId}`);
    expect(JSON.stringify(page)).not.toMatch(/876\D?543/);
    expect(page?.text).toContain('***.***.028');
    expect(await redactStoredTaxFileNumbers(testApp.db)).toBe(0);
  });

  it('include the forms redaction learnt later: T.F.N., boxes, a label three lines below', async () => {
    const documentId = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: null,
      type: 'tax',
      fields: { taxYear: '2024-25' },
    });
    const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
    const texts = ['Employee record', '|8|7|6|5|4|3|0|2|8|', 'Name Jo Citizen', 'Started 2020', 'T.F.N.'];
    await testApp.db.insert(documentPages).values({
      documentId,
      pageNumber: 1,
      source: 'ocr',
      width: 100,
      height: 100,
      confidence: 90,
      text: texts.join('\n'),
      lines: texts.map((text) => ({ text, confidence: 90, box, words: [] })),
    });
    expect(await redactStoredTaxFileNumbers(testApp.db)).toBeGreaterThanOrEqual(1);
    const [page] = await testApp.db
      .select()
      .from(documentPages)
      .where(sql`${documentPages.documentId} = ${documentId}`);
    expect(JSON.stringify(page).replace(/\D/g, '')).not.toContain('876543');
    expect(page?.text).toContain('|*|*|*|*|*|*|0|2|8|');
    expect(await redactStoredTaxFileNumbers(testApp.db)).toBe(0);
  });
});

describe('logs', () => {
  it('keep no statement parameters or values from a failed database query', async () => {
    const medicare = '2123 45670 1';
    const failed = await testApp.db
      .execute(sql`select ${medicare}::date as birthday, ${'asthma, sleep apnoea'}::text as health`)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    const logged = JSON.stringify(describeErrorForLog(failed));
    expect(logged).not.toContain('45670');
    expect(logged).not.toContain('apnoea');
    expect(logged).toContain('frames');
  });
});

describe('the log of a request that fails in the database', () => {
  it('carries none of the values the adviser sent', async () => {
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
      // The database refuses every new client, as a full disk or a broken replica would.
      await logged.db.execute(sql`create function refuse_client() returns trigger language plpgsql as $$
        begin raise exception 'no space left on device'; end $$`);
      await logged.db.execute(
        sql`create trigger refuse_client before insert on clients for each row execute function refuse_client()`,
      );
      const client = sampleClient({
        givenNames: 'Philippa Jocasta',
        familyName: 'Quennell-Armitage',
        email: 'philippa.quennell@example.com',
        mobile: '0412 345 678',
        employer: 'Tamarind Orthodontics',
      });
      const response = await logged.app.inject({
        method: 'POST',
        url: '/api/clients?name=Philippa',
        payload: client,
        headers: { cookie: someone.cookie },
      });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('Unhandled error');
      for (const value of [
        'Philippa',
        'Quennell',
        'philippa.quennell',
        '0412 345 678',
        '345678',
        'Tamarind',
        '1985-03-12',
        someone.email,
      ]) {
        expect(log).not.toContain(value);
      }
      // What failed, by statement and error code; a database message can quote a value, so it is left out.
      expect(log).toContain('insert into \\"clients\\"');
      expect(log).toContain('P0001');
    } finally {
      await logged.close();
    }
  });
});

describe('passwords', () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword, newPassword },
      headers: { cookie },
    });

  it('refuses common passwords, patterns and the adviser’s own e-mail address', async () => {
    const someone = await signInNewAdviser(testApp);
    for (const weak of ['Password123', '1234567890', 'aaaaaaaaaa', `${someone.email}!`]) {
      const response = await change(someone.cookie, someone.password, weak);
      expect(response.statusCode, weak).toBe(400);
      expect(response.json().message).toMatch(/^newPassword: /);
    }
    expect((await change(someone.cookie, someone.password, 'plum kettle harbour 47')).statusCode).toBe(200);
  });

  it('throttles wrong current passwords', async () => {
    const someone = await signInNewAdviser(testApp);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push((await change(someone.cookie, 'not my password', 'plum kettle harbour 47')).statusCode);
    }
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(answers.at(-1)).toBe(429);
    // Locked even with the right password until the lock ends.
    expect((await change(someone.cookie, someone.password, 'plum kettle harbour 47')).statusCode).toBe(429);
  }, 30_000);
});

describe('headers and origins', () => {
  it('marks API answers no-store', async () => {
    const response = await call('GET', '/api/clients');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a write with no Origin and another site’s Referer, and ignores X-Forwarded-Host without a trusted proxy', async () => {
    const referred = await call('POST', '/api/clients', sampleClient(), {
      referer: 'https://evil.example/form',
      host: 'localhost:5000',
    });
    expect(referred.statusCode).toBe(403);
    const forwarded = await call('POST', '/api/clients', sampleClient(), {
      origin: 'https://evil.example',
      host: 'localhost:5000',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwarded.statusCode).toBe(403);
    const own = await call('POST', '/api/clients', sampleClient(), {
      referer: 'http://localhost:5000/clients/new',
      host: 'localhost:5000',
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('the app page', () => {
  it("is sent with a fresh nonce each time and a CSP without 'unsafe-inline', also as /index.html", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'factfind-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body></body></html>',
    );
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const withClient = await createTestApp({ clientDir });
    try {
      const nonces = [];
      for (const url of ['/', '/dashboard', '/index.html']) {
        const page = await withClient.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        const policy = String(page.headers['content-security-policy']);
        expect(policy).not.toContain('unsafe-inline');
        const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(policy)?.[1];
        expect(page.body).toContain(`nonce="${nonce}"`);
        expect(page.body).not.toContain('__CSP_NONCE__');
        nonces.push(nonce);
      }
      expect(new Set(nonces).size).toBe(3);
      const icon = await withClient.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('behind a proxy', () => {
  it('counts failed sign-ins against the first untrusted address, and sends HSTS over HTTPS', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.2',
        // The caller wrote the first address; the proxy appended the caller's real one.
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https' },
        payload: { email: 'nobody@example.com', password: 'wrong password' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const keys = (await proxied.db.select({ key: loginAttempts.key }).from(loginAttempts)).map(
        (row) => row.key,
      );
      expect(keys).toContain('ip:203.0.113.9');
      expect(keys).not.toContain('ip:6.6.6.6');
    } finally {
      await proxied.close();
    }
  });
});
