import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type {
  ClientFact,
  CreatedDocumentRequest,
  DocumentRequestSummary,
} from '@/shared/schemas/document-request';
import { auditEvents, documentRequests } from '@/server/db/schema';
import { corpusFile } from '@/server/test-support/corpus';
import { multipartBody } from '@/server/test-support/multipart';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { sampleClient } from '@/server/test-support/sample-client';
import { startSmtpCapture } from '@/server/test-support/smtp-capture';

/** The client's payslip of these tests (a factory document): its name and employer. */
const payslipTruth = corpusFile('docs/payslip-0-digital-pdf.pdf').truth.fields;
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Document requests through the API, with a real SMTP server capturing what the app e-mails and the real
 * document worker reading what the client sends.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await createTestApp({
    processDocuments: true,
    mail: { smtpUrl: smtp.url, from: 'FactFind <no-reply@factfind.test>' },
  });
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  testApp.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function newClient(overrides: Parameters<typeof sampleClient>[0] = {}, cookie = adviser.cookie) {
  const response = await inject('POST', '/api/clients', sampleClient(overrides), cookie);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const checklist = [
  { id: 'photo-id', label: 'Photo ID: driver licence or passport', accepts: ['license', 'passport'] },
  { id: 'payslip', label: 'Your most recent payslip', accepts: ['payslip'] },
];

async function newRequest(
  clientId: string,
  body: Record<string, unknown> = {},
): Promise<CreatedDocumentRequest> {
  const response = await inject(
    'POST',
    `/api/clients/${clientId}/document-requests`,
    { checklist, sendEmail: false, ...body },
    adviser.cookie,
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

const tokenOf = (link: string) => link.split('/r/')[1] ?? '';
const visitCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === 'factfind_request_visit');
  if (!cookie) throw new Error(`No visit cookie (status ${response.statusCode})`);
  return `factfind_request_visit=${cookie.value}`;
};

async function verifiedVisit(token: string, dob = '1985-03-12'): Promise<string> {
  const response = await inject('POST', `/api/requests/${token}/verify`, { dob });
  expect(response.statusCode).toBe(204);
  return visitCookie(response);
}

async function send(
  token: string,
  cookie: string,
  relativePath: string,
  itemId: string | null,
  idempotencyKey?: string,
) {
  const sample = corpusFile(relativePath);
  const { payload, headers } = multipartBody([
    ...(itemId ? [{ name: 'itemId', value: itemId }] : []),
    { name: 'files', filename: sample.filename, bytes: sample.bytes, contentType: 'application/pdf' },
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/requests/${token}/documents`,
    payload,
    headers: { ...headers, cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

async function readAll(token: string, cookie: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const view = (await inject('GET', `/api/requests/${token}/checklist`, undefined, cookie)).json();
    if (view.documents.every((document: { state: string }) => document.state !== 'reading')) return view;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('not read in time');
}

describe('a document request, from the adviser to the client and back', () => {
  it('suggests a checklist from the scope of advice', async () => {
    const client = await newClient({ scopeOfAdvice: ['Superannuation advice', 'Insurance advice'] });
    const response = await inject(
      'GET',
      `/api/clients/${client.id}/document-requests/suggested-checklist`,
      undefined,
      adviser.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().checklist.map((item: { id: string }) => item.id)).toEqual([
      'photo-id',
      'payslip',
      'super',
      'insurance',
      'bank',
    ]);
    expect(response.json().canEmail).toBe(true);
  });

  it('suggests what fills the record: no employer or salary asks for a payslip, no bank account for statements', async () => {
    const client = await newClient({
      scopeOfAdvice: ['Retirement planning'],
      employer: '',
      employmentType: undefined,
    });
    const suggested = async () =>
      (
        await inject(
          'GET',
          `/api/clients/${client.id}/document-requests/suggested-checklist`,
          undefined,
          adviser.cookie,
        )
      )
        .json()
        .checklist.map((item: { id: string }) => item.id);
    expect(await suggested()).toEqual(['photo-id', 'payslip', 'super', 'investment', 'bank', 'tax']);
    const added = await inject(
      'POST',
      `/api/clients/${client.id}/bank-accounts`,
      { bankName: 'ING', accountType: 'savings', balance: '12000' },
      adviser.cookie,
    );
    expect(added.statusCode).toBe(201);
    expect(await suggested()).not.toContain('bank');
  });

  it('e-mails the link through SMTP, keeps only its hash, and shows nothing before the client proves who they are', async () => {
    const client = await newClient({ email: 'hao.oconnor@example.com' });
    const before = smtp.messages.length;
    const created = await newRequest(client.id, {
      sendEmail: true,
      note: 'Thanks, Hao!',
      dueDate: '2026-12-10',
    });
    expect(created.emailed).toBe(true);
    const mail = await smtp.waitFor('hao.oconnor@example.com', before);
    expect(mail.text).toContain(created.link);
    expect(mail.text).toContain('10/12/2026');
    const token = tokenOf(created.link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await testApp.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.id, created.request.id));
    expect(JSON.stringify(row)).not.toContain(token);

    const welcome = await inject('GET', `/api/requests/${token}`);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toEqual({
      practiceName: expect.any(String),
      adviserName: expect.any(String),
      codeEmail: 'h••••••••••@example.com',
      verified: false,
    });
    for (const path of ['checklist', 'facts']) {
      const refused = await inject('GET', `/api/requests/${token}/${path}`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Please confirm who you are first.');
    }
  });

  it('takes documents for the checklist, reads them, points out the wrong one kindly, and lets the client confirm and correct facts', async () => {
    const client = await newClient({
      givenNames: String(payslipTruth.firstName),
      familyName: String(payslipTruth.lastName),
      preferredName: null,
      dob: '1990-02-02',
    });
    const { link, request } = await newRequest(client.id);
    const token = tokenOf(link);
    const cookie = await verifiedVisit(token, '1990-02-02');

    expect((await send(token, cookie, 'docs/payslip-0-digital-pdf.pdf', 'payslip')).statusCode).toBe(201);
    // Not what the item asks for, and someone else's: kept, and said kindly.
    expect((await send(token, cookie, 'docs/super-0-digital-pdf.pdf', 'photo-id')).statusCode).toBe(201);
    const view = await readAll(token, cookie);
    expect(view.clientName).toBe(payslipTruth.firstName);
    expect(view.checklist.map((item: { id: string; done: boolean }) => [item.id, item.done])).toEqual([
      ['photo-id', false],
      ['payslip', true],
    ]);
    const wrong = view.documents.find((document: { itemId: string }) => document.itemId === 'photo-id');
    expect(wrong.problem).toMatch(
      /^This looks like a superannuation statement, not "Photo ID: driver licence or passport"/,
    );
    const payslip = view.documents.find((document: { itemId: string }) => document.itemId === 'payslip');
    expect(payslip.problem).toBeNull();

    const facts = (await inject('GET', `/api/requests/${token}/facts`, undefined, cookie)).json()
      .facts as ClientFact[];
    const employer = facts.find((fact) => fact.key === 'fact:employer');
    expect(employer).toMatchObject({ value: payslipTruth.employer, confirmedAt: null });
    expect(JSON.stringify(facts)).not.toMatch(/tax ?file/i);
    const occupation = facts.find((fact) => fact.key === 'fact:occupation');
    expect(occupation).toBeDefined();

    const confirmed = await inject(
      'POST',
      `/api/requests/${token}/facts`,
      { facts: [{ key: 'fact:employer' }, { key: 'fact:occupation', correction: 'Senior boilermaker' }] },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    const after = confirmed.json().facts as ClientFact[];
    expect(after.find((fact) => fact.key === 'fact:employer')?.confirmedAt).toEqual(expect.any(String));
    expect(after.find((fact) => fact.key === 'fact:occupation')?.correction).toBe('Senior boilermaker');

    expect((await inject('POST', `/api/requests/${token}/finish`, undefined, cookie)).statusCode).toBe(204);

    // The adviser sees the documents, the checklist and the confirmations, and every step in the history.
    const requests = (
      await inject('GET', `/api/clients/${client.id}/document-requests`, undefined, adviser.cookie)
    ).json().requests as DocumentRequestSummary[];
    expect(requests[0]).toMatchObject({ id: request.id, status: 'finished', confirmedFacts: 2 });
    expect(requests[0]?.documents).toHaveLength(2);
    const confirmations = (
      await inject('GET', `/api/clients/${client.id}/client-confirmations`, undefined, adviser.cookie)
    ).json().confirmations;
    expect(confirmations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'employer',
          value: payslipTruth.employer,
          correction: null,
        }),
        expect.objectContaining({ field: 'occupation', correction: 'Senior boilermaker' }),
      ]),
    );
    const activity = (
      await inject('GET', '/api/document-requests/activity', undefined, adviser.cookie)
    ).json().requests;
    expect(activity[0]).toMatchObject({
      clientId: client.id,
      done: 1,
      total: 2,
      documentCount: 2,
      confirmedFacts: 2,
    });
    const history = await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, client.id));
    expect(history.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'request.created',
        'request.opened',
        'documents.uploaded',
        'request.facts-confirmed',
        'request.finished',
      ]),
    );
    expect(JSON.stringify(history)).not.toContain('Senior boilermaker');

    // The Fact Find's PDF lists what the client said of each reading. The employer is only offered, not in the
    // record, so no "Confirmed by client on" is printed beside a value (decision 017).
    const pdf = await inject(
      'POST',
      `/api/clients/${client.id}/fact-find/generate`,
      undefined,
      adviser.cookie,
    );
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).pages.join(' ');
    const day = /\d{2}\/\d{2}\/\d{4}/.source;
    expect(text).toContain('Confirmed by the client');
    expect(text).toMatch(
      new RegExp(`Employer ${payslipTruth.employer} Client confirmed this reading on ${day}`),
    );
    expect(text).not.toContain('Confirmed by client on');
    expect(text).toMatch(new RegExp(`Client corrected this to "Senior boilermaker" on ${day}`));
  }, 120_000);
});

describe('what a link can reach', () => {
  it('records a document sent again with its Idempotency-Key once', async () => {
    const client = await newClient();
    const { link } = await newRequest(client.id);
    const token = tokenOf(link);
    const cookie = await verifiedVisit(token);
    const first = await send(
      token,
      cookie,
      'docs/payslip-0-digital-pdf.pdf',
      'payslip',
      'client-link-upload-1',
    );
    const again = await send(
      token,
      cookie,
      'docs/payslip-0-digital-pdf.pdf',
      'payslip',
      'client-link-upload-1',
    );
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().documents).toEqual(first.json().documents);
    const view = await readAll(token, cookie);
    expect(view.documents).toHaveLength(1);
  }, 120_000);

  it("reaches only its own client: another request's visit, an adviser's routes and another practice's requests are refused", async () => {
    const mine = await newClient();
    const theirs = await newClient({}, otherPractice.cookie);
    const first = await newRequest(mine.id);
    const second = await newRequest(mine.id);
    const cookie = await verifiedVisit(tokenOf(first.link));
    // A visit opens its own request only.
    expect(
      (await inject('GET', `/api/requests/${tokenOf(second.link)}/checklist`, undefined, cookie)).statusCode,
    ).toBe(401);
    // The visit is not an adviser's session.
    for (const url of [
      '/api/clients',
      `/api/clients/${mine.id}`,
      `/api/clients/${mine.id}/fact-find`,
      '/api/documents',
    ])
      expect((await inject('GET', url, undefined, cookie)).statusCode).toBe(401);
    // Another practice's adviser cannot see or cancel this practice's requests, nor ask for their clients.
    expect(
      (await inject('GET', `/api/clients/${mine.id}/document-requests`, undefined, otherPractice.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `/api/clients/${mine.id}/document-requests/${first.request.id}/revoke`,
          undefined,
          otherPractice.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `/api/clients/${theirs.id}/document-requests`, { checklist }, adviser.cookie))
        .statusCode,
    ).toBe(404);
    // A checklist item of another request is not this one's.
    const refused = await send(tokenOf(first.link), cookie, 'docs/payslip-0-digital-pdf.pdf', 'not-an-item');
    expect(refused.statusCode).toBe(400);
  });

  it('answers a clear 410 for a cancelled or expired link and 404 for one never issued', async () => {
    const client = await newClient();
    const revoked = await newRequest(client.id);
    const cookie = await verifiedVisit(tokenOf(revoked.link));
    const revoke = await inject(
      'POST',
      `/api/clients/${client.id}/document-requests/${revoked.request.id}/revoke`,
      undefined,
      adviser.cookie,
    );
    expect(revoke.json().status).toBe('revoked');
    for (const path of ['', '/checklist']) {
      const response = await inject(
        'GET',
        `/api/requests/${tokenOf(revoked.link)}${path}`,
        undefined,
        cookie,
      );
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(
        'This link has been cancelled by your adviser. Please ask them for a new one.',
      );
    }

    const expired = await newRequest(client.id);
    await testApp.db
      .update(documentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentRequests.id, expired.request.id));
    const late = await inject('GET', `/api/requests/${tokenOf(expired.link)}`);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('This link has expired. Please ask your adviser for a new one.');

    for (const token of ['A'.repeat(43), 'not-a-token', 'A'.repeat(90)])
      expect((await inject('GET', `/api/requests/${token}`)).statusCode).toBe(404);
  });

  it('refuses a wrong date of birth, and after five locks the link even for the right one', async () => {
    const client = await newClient();
    const { link } = await newRequest(client.id);
    const token = tokenOf(link);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await inject('POST', `/api/requests/${token}/verify`, { dob: '1985-03-13' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe(
        'That date of birth does not match our records. Please check it and try again.',
      );
    }
    expect((await inject('POST', `/api/requests/${token}/verify`, { dob: '1999-01-01' })).statusCode).toBe(
      403,
    );
    const locked = await inject('POST', `/api/requests/${token}/verify`, { dob: '1985-03-12' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many attempts\. For your security this link is paused; please try again in 15 minutes\.$/,
    );
    expect((await inject('POST', `/api/requests/${token}/verify`, { dob: 'yesterday' })).statusCode).toBe(
      400,
    );
  });

  it('opens with a one-time code e-mailed to the address on record, once: a replayed code is refused', async () => {
    const client = await newClient({ email: 'code.client@example.com' });
    const { link } = await newRequest(client.id);
    const token = tokenOf(link);
    const before = smtp.messages.length;
    expect((await inject('POST', `/api/requests/${token}/code`)).statusCode).toBe(204);
    const mail = await smtp.waitFor('code.client@example.com', before);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // Another code within the minute is refused (each is an e-mail the client receives).
    expect((await inject('POST', `/api/requests/${token}/code`)).statusCode).toBe(429);

    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await inject('POST', `/api/requests/${token}/verify`, { code: wrongCode });
    expect(wrong.json().message).toBe('That code is not right. Please check the e-mail and try again.');
    const opened = await inject('POST', `/api/requests/${token}/verify`, { code });
    expect(opened.statusCode).toBe(204);
    visitCookie(opened);
    const replayed = await inject('POST', `/api/requests/${token}/verify`, { code });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().message).toBe('That code has already been used. Please ask for a new one.');
  });
});
