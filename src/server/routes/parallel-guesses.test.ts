import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CreatedDocumentRequest } from '@/shared/schemas/document-request';
import { auditEvents, documentRequests, documents } from '@/server/db/schema';
import { multipartBody } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';
import { startSmtpCapture } from '@/server/test-support/smtp-capture';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Every limit on guesses and every cap, hit by at least 50 requests at once (as an attacker sends them): the
 * count is taken atomically before the answer is compared, so no more answers are checked than one by one.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'FactFind <no-reply@factfind.test>' } });
  adviser = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((status) => status === code).length;
const atOnce = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

const signIn = (email: string, password: string, remoteAddress = '198.51.100.7') =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function newRequest(dob = '1985-03-12', email = 'parallel.client@example.com') {
  const client = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    payload: sampleClient({ dob, email }),
    headers: { cookie: adviser.cookie },
  });
  expect(client.statusCode).toBe(201);
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${client.json().id}/document-requests`,
    payload: {
      checklist: [{ id: 'payslip', label: 'Your payslip', accepts: ['payslip'] }],
      sendEmail: false,
    },
    headers: { cookie: adviser.cookie },
  });
  expect(created.statusCode).toBe(201);
  const { link, request } = created.json() as CreatedDocumentRequest;
  return { token: link.split('/r/')[1] ?? '', requestId: request.id, clientId: client.json().id as string };
}

describe('sign-in under parallel guesses', () => {
  it('checks at most five passwords for one e-mail however many arrive at once, the right one included', async () => {
    const someone = await signInNewAdviser(testApp);
    // The right password is the last one sent: under a read-then-count lock it got through.
    const codes = statuses(
      await atOnce(50, (index) =>
        signIn(someone.email, index === 49 ? someone.password : `wrong guess ${index}`, `203.0.113.${index}`),
      ),
    );
    expect(codes.filter((code) => code !== 429).length).toBeLessThanOrEqual(5);
    expect(countOf(codes, 429)).toBeGreaterThanOrEqual(45);
    // Locked now, even for the right password.
    expect((await signIn(someone.email, someone.password, '203.0.113.200')).statusCode).toBe(429);
  }, 60_000);

  it('checks at most thirty sign-ins from one address, across e-mails', async () => {
    const codes = statuses(
      await atOnce(50, (index) => signIn(`nobody${index}@example.com`, 'not a password', '198.51.100.99')),
    );
    expect(countOf(codes, 401)).toBeLessThanOrEqual(30);
    expect(countOf(codes, 429)).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('does not count right answers against an office address', async () => {
    const office = '198.51.100.150';
    for (let index = 0; index < 35; index += 1) {
      const someone = await signInNewAdviser(testApp);
      expect((await signIn(someone.email, someone.password, office)).statusCode).toBe(200);
    }
  }, 120_000);
});

describe('the current-password check under parallel guesses', () => {
  it('checks at most five current passwords at once, then refuses even the right one', async () => {
    const someone = await signInNewAdviser(testApp);
    const change = (currentPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword, newPassword: 'plum kettle harbour 47' },
        headers: { cookie: someone.cookie },
      });
    const codes = statuses(
      await atOnce(50, (index) => change(index === 49 ? someone.password : `wrong current ${index}`)),
    );
    expect(codes.filter((code) => code !== 429).length).toBeLessThanOrEqual(5);
    expect((await change(someone.password)).statusCode).toBe(429);
  }, 60_000);
});

describe("a request link's checks under parallel guesses", () => {
  const verify = (token: string, payload: object, index: number) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/requests/${token}/verify`,
      payload,
      remoteAddress: `192.0.2.${index}`,
    });

  it('compares at most five dates of birth at once, the right one among them, and locks the link', async () => {
    const { token, requestId } = await newRequest('1971-07-04');
    const codes = statuses(
      await atOnce(50, (index) =>
        verify(
          token,
          { dob: index === 49 ? '1971-07-04' : `1971-08-${String((index % 28) + 1).padStart(2, '0')}` },
          index,
        ),
      ),
    );
    expect(codes.filter((code) => code !== 429).length).toBeLessThanOrEqual(5);
    const [row] = await testApp.db.select().from(documentRequests).where(eq(documentRequests.id, requestId));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await verify(token, { dob: '1971-07-04' }, 250)).statusCode).toBe(429);
  }, 60_000);

  it('compares at most five one-time codes at once, and sends one e-mail for fifty code requests', async () => {
    const { token } = await newRequest('1980-01-01', 'fifty.codes@example.com');
    const before = smtp.messages.length;
    const sends = statuses(
      await atOnce(50, (index) =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/requests/${token}/code`,
          remoteAddress: `192.0.2.${index}`,
        }),
      ),
    );
    expect(countOf(sends, 204)).toBe(1);
    expect(countOf(sends, 429)).toBe(49);
    const mail = await smtp.waitFor('fifty.codes@example.com', before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.slice(before).filter((message) => message.to.includes('fifty.codes')).length).toBe(
      1,
    );
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    const codes = statuses(
      await atOnce(50, (index) => verify(token, { code: index === 49 ? code : wrong(index) }, index)),
    );
    expect(codes.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
  }, 60_000);

  it('counts checks from one address across links: at most thirty', async () => {
    const links = await Promise.all(Array.from({ length: 10 }, () => newRequest('1966-06-06')));
    const codes = statuses(
      await atOnce(60, (index) =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/requests/${links[index % 10]?.token}/verify`,
          payload: { dob: '1966-06-07' },
          remoteAddress: '192.0.2.250',
        }),
      ),
    );
    expect(countOf(codes, 403)).toBeLessThanOrEqual(30);
  }, 60_000);

  it('records the wrong answers and the lock in the practice’s trail, without the answers', async () => {
    const { token, clientId } = await newRequest('1955-05-05');
    await atOnce(10, (index) => verify(token, { dob: '1955-05-06' }, 100 + index));
    const events = await testApp.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, clientId), like(auditEvents.action, 'security.%')));
    expect(events.filter((event) => event.action === 'security.link-check-failed')).toHaveLength(5);
    expect(events.filter((event) => event.action === 'security.link-locked')).toHaveLength(1);
    expect(events.every((event) => event.practiceId === adviser.practiceId)).toBe(true);
    expect(JSON.stringify(events)).not.toContain('1955-05-06');
    expect(JSON.stringify(events)).not.toContain(token);
  }, 60_000);
});

describe("a request's document cap under parallel uploads", () => {
  it('records at most 60 documents when 50 uploads of two arrive at once', async () => {
    const { token, requestId } = await newRequest('1990-09-09');
    const verified = await testApp.app.inject({
      method: 'POST',
      url: `/api/requests/${token}/verify`,
      payload: { dob: '1990-09-09' },
    });
    expect(verified.statusCode).toBe(204);
    const cookie = `factfind_request_visit=${verified.cookies.find((c) => c.name === 'factfind_request_visit')?.value}`;
    const pdf = (index: number) => Buffer.from(`%PDF-1.4\n% upload ${index}\n%%EOF\n`);
    const codes = statuses(
      await atOnce(50, (index) => {
        const { payload, headers } = multipartBody([
          {
            name: 'files',
            filename: `a-${index}.pdf`,
            bytes: pdf(index * 2),
            contentType: 'application/pdf',
          },
          {
            name: 'files',
            filename: `b-${index}.pdf`,
            bytes: pdf(index * 2 + 1),
            contentType: 'application/pdf',
          },
        ]);
        return testApp.app.inject({
          method: 'POST',
          url: `/api/requests/${token}/documents`,
          payload,
          headers: { ...headers, cookie },
          remoteAddress: `192.0.2.${index}`,
        });
      }),
    );
    const stored = await testApp.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.documentRequestId, requestId));
    expect(stored.length).toBeLessThanOrEqual(60);
    expect(stored.length).toBe(countOf(codes, 201) * 2);
    expect(countOf(codes, 400)).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
