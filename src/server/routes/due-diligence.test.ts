import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DueDiligenceView, PersonDueDiligence } from '@/shared/schemas/due-diligence';
import { auditEvents, documents, dueDiligenceEntries } from '@/server/db/schema';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Customer due diligence through the API (decision 035): the identity from the record's passport or licence
 * with its warnings, the client's declarations through the link with their source, the adviser's saves on
 * the version read, every change in the history and the ledger, another practice kept out, and the PDF.
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const inject = (
  method: Method,
  url: string,
  payload?: unknown,
  cookie: string | undefined = adviser.cookie,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

async function newClient(overrides: Parameters<typeof sampleClient>[0] = {}): Promise<string> {
  const response = await inject('POST', '/api/clients', sampleClient(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const view = async (clientId: string): Promise<{ body: DueDiligenceView; etag: string }> => {
  const response = await inject('GET', `/api/clients/${clientId}/due-diligence`);
  expect(response.statusCode).toBe(200);
  return { body: response.json(), etag: String(response.headers.etag) };
};
const personOf = (body: DueDiligenceView, person = 'client'): PersonDueDiligence => {
  const found = body.people.find((candidate) => candidate.person === person);
  if (!found) throw new Error(`no ${person}`);
  return found;
};
const codes = (person: PersonDueDiligence) => person.warnings.map((warning) => warning.code);

/** A save as the screen makes it: on the version it read. */
async function save(clientId: string, body: Record<string, unknown>) {
  const { etag } = await view(clientId);
  return inject('PATCH', `/api/clients/${clientId}/due-diligence`, body, adviser.cookie, {
    'if-match': etag,
  });
}

/** A passport read from the client's documents, its original in storage. */
async function passport(
  clientId: string,
  fields: Record<string, string> = {},
  bytes = Buffer.from('%PDF-1.4 passport original'),
): Promise<string> {
  const id = await insertReadDocument(testApp.db, {
    practiceId: adviser.practiceId,
    clientId,
    type: 'passport',
    filename: 'passport.pdf',
    fields: {
      passportNumber: 'PA1234567',
      nationality: 'AUS',
      fullName: "Sean Patrick O'Brien",
      dateOfBirth: '1985-03-12',
      expiryDate: '2031-05-01',
      ...fields,
    },
  });
  const [row] = await testApp.db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(eq(documents.id, id));
  await testApp.storage.put(row!.key, bytes, 'application/pdf');
  return id;
}

describe('identity verified from the record’s passport', () => {
  it('keeps the document’s details masked, the original’s SHA-256, who verified it, how and when', async () => {
    const clientId = await newClient();
    const bytes = Buffer.from('%PDF-1.4 the passport as the client sent it');
    const documentId = await passport(clientId, {}, bytes);
    const before = personOf((await view(clientId)).body);
    expect(codes(before)).toContain('identity-missing');
    expect(before.identityOptions).toEqual([
      expect.objectContaining({
        documentId,
        numberMasked: '****4567',
        issuer: 'AUS',
        expiryDate: '2031-05-01',
      }),
    ]);

    const saved = await save(clientId, { person: 'client', identity: { documentId, method: 'sighted' } });
    expect(saved.statusCode).toBe(200);
    const identity = personOf(saved.json()).identity;
    expect(identity?.value).toMatchObject({
      documentType: 'passport',
      numberMasked: '****4567',
      method: 'sighted',
      page: 1,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(JSON.stringify(identity)).not.toContain('PA1234567');
    expect(identity).toMatchObject({ source: 'adviser', actorName: expect.stringMatching(/^Adviser \d+$/) });
    expect(codes(personOf(saved.json()))).not.toContain('identity-missing');
  });

  it('warns when the passport has expired', async () => {
    const clientId = await newClient();
    const documentId = await passport(clientId, { expiryDate: '2020-01-31' });
    const saved = await save(clientId, { person: 'client', identity: { documentId, method: 'sighted' } });
    const warnings = personOf(saved.json()).warnings;
    expect(warnings).toContainEqual({
      code: 'identity-expired',
      message: 'The passport expired on 31/01/2020: verify the identity with a current document.',
    });
    // A current one clears it.
    const current = await passport(clientId, { expiryDate: '2033-01-31' });
    const again = await save(clientId, {
      person: 'client',
      identity: { documentId: current, method: 'sighted' },
    });
    expect(codes(personOf(again.json()))).not.toContain('identity-expired');
  });

  it('warns when the name or the date of birth disagrees with the record', async () => {
    const clientId = await newClient();
    // The adviser said it is the client's (a document naming someone else is otherwise set aside).
    const documentId = await passport(clientId, {
      fullName: 'Sean Patrick Byrne',
      dateOfBirth: '1985-03-21',
    });
    await testApp.db.update(documents).set({ personOverride: 'client' }).where(eq(documents.id, documentId));
    const saved = await save(clientId, { person: 'client', identity: { documentId, method: 'sighted' } });
    expect(saved.statusCode).toBe(200);
    const warnings = personOf(saved.json()).warnings;
    expect(warnings).toContainEqual({
      code: 'identity-name',
      message:
        "The name on the passport (Sean Patrick Byrne) differs from the record (Sean Patrick O'Brien).",
    });
    expect(warnings).toContainEqual({
      code: 'identity-dob',
      message: 'The date of birth on the passport (21/03/1985) differs from the record (12/03/1985).',
    });
    // The record's own passport raises neither.
    const own = await passport(clientId);
    const again = await save(clientId, {
      person: 'client',
      identity: { documentId: own, method: 'sighted' },
    });
    expect(codes(personOf(again.json()))).not.toContain('identity-name');
    expect(codes(personOf(again.json()))).not.toContain('identity-dob');
  });

  it('takes only the person’s own passports or licences, and "through the link" only for a document sent by one', async () => {
    const clientId = await newClient();
    const payslip = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      fields: { employer: 'Harbourline Logistics' },
    });
    const notIdentity = await save(clientId, {
      person: 'client',
      identity: { documentId: payslip, method: 'sighted' },
    });
    expect(notIdentity.statusCode).toBe(400);
    const documentId = await passport(clientId);
    const byLink = await save(clientId, { person: 'client', identity: { documentId, method: 'link' } });
    expect(byLink.statusCode).toBe(400);
    expect(byLink.json().message).toMatch(/did not come through a checked request link/);
  });
});

describe('declarations through the request link', () => {
  it('records the client’s PEP and sanctions answers with the client and the request as their source', async () => {
    const clientId = await newClient();
    const created = await inject('POST', `/api/clients/${clientId}/document-requests`, {
      checklist: [{ id: 'photo-id', label: 'Photo ID', accepts: ['license', 'passport'] }],
      sendEmail: false,
    });
    expect(created.statusCode).toBe(201);
    const { link, request } = created.json() as { link: string; request: { id: string } };
    const requestId = request.id;
    const token = link.split('/r/')[1] ?? '';
    const answers = {
      pep: { answer: 'yes', detail: 'My brother is a state member of parliament' },
      sanctions: { answer: 'no' },
    };
    // Nothing before the client proves who they are.
    expect((await inject('PUT', `/api/requests/${token}/due-diligence`, answers, undefined)).statusCode).toBe(
      401,
    );
    const verified = await inject('POST', `/api/requests/${token}/verify`, { dob: '1985-03-12' }, undefined);
    expect(verified.statusCode).toBe(204);
    const visit = verified.cookies.find((cookie) => cookie.name === 'factfind_request_visit');
    const cookie = `factfind_request_visit=${visit?.value}`;
    const put = await inject('PUT', `/api/requests/${token}/due-diligence`, answers, cookie);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ pep: answers.pep, sanctions: { answer: 'no', detail: null } });
    // A yes needs to say what.
    const vague = await inject(
      'PUT',
      `/api/requests/${token}/due-diligence`,
      { ...answers, pep: { answer: 'yes' } },
      cookie,
    );
    expect(vague.statusCode).toBe(400);

    const client = personOf((await view(clientId)).body);
    expect(client.pep.client).toMatchObject({
      value: answers.pep,
      source: 'client',
      actorName: 'The client (document request)',
      requestId,
    });
    expect(client.pep.adviser).toBeNull();
    expect(codes(client)).toEqual(expect.arrayContaining(['pep', 'funds-missing']));

    // The adviser's own record of the declaration stands beside the client's.
    const saved = await save(clientId, {
      person: 'client',
      pep: { answer: 'yes', detail: 'Brother: NSW MP' },
    });
    const both = personOf(saved.json()).pep;
    expect(both.client?.source).toBe('client');
    expect(both.adviser).toMatchObject({
      source: 'adviser',
      value: { answer: 'yes', detail: 'Brother: NSW MP' },
    });

    // A document the client sent through this link can be recorded as verified "through the link".
    const documentId = await passport(clientId);
    await testApp.db
      .update(documents)
      .set({ documentRequestId: requestId })
      .where(eq(documents.id, documentId));
    const byLink = await save(clientId, { person: 'client', identity: { documentId, method: 'link' } });
    expect(byLink.statusCode).toBe(200);
    expect(personOf(byLink.json()).identity?.value.method).toBe('link-dob');

    const events = await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId));
    expect(events.map((event) => event.summary)).toContain(
      'The client declared through the request link that they are a politically exposed person and are not subject to targeted financial sanctions',
    );
  });
});

describe('the adviser’s saves', () => {
  it('need the version read (428 without, 409 when stale) and every change is in the history', async () => {
    const clientId = await newClient();
    const url = `/api/clients/${clientId}/due-diligence`;
    const { etag } = await view(clientId);
    const rating = { person: 'client', riskRating: { rating: 'medium', reason: 'Self-managed super fund' } };
    expect((await inject('PATCH', url, rating)).statusCode).toBe(428);
    const first = await inject('PATCH', url, rating, adviser.cookie, { 'if-match': etag });
    expect(first.statusCode).toBe(200);
    const stale = await inject('PATCH', url, { person: 'client', nextReview: '2027-11-27' }, adviser.cookie, {
      'if-match': etag,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.people[0].riskRating.value.rating).toBe('medium');

    const payslip = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId,
      type: 'payslip',
      fields: { employer: 'Harbourline Logistics' },
    });
    const second = await save(clientId, {
      person: 'client',
      riskRating: { rating: 'high', reason: 'Foreign PEP relative' },
      agent: { actsForClient: true, name: 'Mary Byrne', authority: 'power-of-attorney' },
      screening: {
        provider: 'Acme Screening',
        checkedOn: '2026-11-20',
        pepResult: 'no-match',
        sanctionsResult: 'no-match',
      },
      sourceOfFunds: { description: 'Salary from Harbourline Logistics', documentIds: [payslip] },
      nextReview: '2027-11-27',
      relationshipNote: 'Ongoing advice on retirement and insurance',
    });
    expect(second.statusCode).toBe(200);
    const person = personOf(second.json());
    expect(person.sourceOfFunds?.value.documentIds).toEqual([payslip]);
    expect(codes(person)).toContain('funds-missing'); // high risk and no source of wealth yet
    expect(
      person.history.map((entry) => [entry.field, (entry.value as { rating?: string })?.rating]),
    ).toEqual(
      expect.arrayContaining([
        ['riskRating', 'high'],
        ['riskRating', 'medium'],
      ]),
    );
    expect(person.history.filter((entry) => entry.field === 'riskRating')).toHaveLength(2);

    // The same values again write nothing.
    const entries = async () =>
      (await testApp.db.select().from(dueDiligenceEntries).where(eq(dueDiligenceEntries.clientId, clientId)))
        .length;
    const count = await entries();
    await save(clientId, { person: 'client', nextReview: '2027-11-27' });
    expect(await entries()).toBe(count);

    const events = await testApp.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId));
    expect(
      events.filter((event) => event.action === 'due-diligence.changed').map((event) => event.summary),
    ).toEqual(
      expect.arrayContaining([
        "Customer due diligence of Sean Patrick O'Brien: ML/TF risk rating recorded",
        expect.stringContaining('Source of funds'),
      ]),
    );
    // The ledger is append-only.
    await expect(
      testApp.db
        .update(dueDiligenceEntries)
        .set({ actorName: 'Someone else' })
        .where(eq(dueDiligenceEntries.clientId, clientId)),
    ).rejects.toThrow();
  });

  it('refuses evidence that is not the client’s own document, and a partner the record does not name', async () => {
    const clientId = await newClient({
      maritalStatus: 'single',
      spouseGivenNames: '',
      spouseFamilyName: '',
      spouseDob: '',
    });
    const otherClient = await newClient();
    const theirs = await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: otherClient,
      type: 'payslip',
      fields: { employer: 'Elsewhere' },
    });
    const evidence = await save(clientId, {
      person: 'client',
      sourceOfWealth: { description: 'Inheritance', documentIds: [theirs] },
    });
    expect(evidence.statusCode).toBe(400);
    expect((await view(clientId)).body.people.map((person) => person.person)).toEqual(['client']);
    expect((await save(clientId, { person: 'partner', nextReview: '2027-01-01' })).statusCode).toBe(400);
    // Someone acting for the client is named, with their authority.
    const unnamed = await save(clientId, { person: 'client', agent: { actsForClient: true } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain('Name the person acting and their authority');
    const named = await save(clientId, {
      person: 'client',
      agent: { actsForClient: true, name: 'Mary Byrne', authority: 'enduring-power-of-attorney' },
    });
    expect(named.statusCode).toBe(200);
  });

  it('keeps the partner’s due diligence apart from the client’s', async () => {
    const clientId = await newClient();
    const saved = await save(clientId, {
      person: 'partner',
      riskRating: { rating: 'low', reason: 'Salary only' },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as DueDiligenceView;
    expect(personOf(body, 'partner')).toMatchObject({
      name: "Aoife O'Brien",
      riskRating: { value: { rating: 'low' } },
    });
    expect(personOf(body, 'client').riskRating).toBeNull();
  });
});

describe('practice isolation', () => {
  it('answers 404 to another practice for reading and saving', async () => {
    const clientId = await newClient();
    const url = `/api/clients/${clientId}/due-diligence`;
    expect((await inject('GET', url, undefined, otherPractice.cookie)).statusCode).toBe(404);
    const patch = await inject(
      'PATCH',
      url,
      { person: 'client', nextReview: '2027-01-01' },
      otherPractice.cookie,
      {
        'if-match': '*',
      },
    );
    expect(patch.statusCode).toBe(404);
    expect((await view(clientId)).body.people[0]?.nextReview).toBeNull();
  });
});

describe('the Fact Find PDF', () => {
  it('prints the due diligence as its own section', async () => {
    const clientId = await newClient();
    const documentId = await passport(clientId);
    await save(clientId, { person: 'client', identity: { documentId, method: 'sighted' } });
    await save(clientId, {
      person: 'client',
      riskRating: { rating: 'low', reason: 'Salary and super only' },
    });
    const response = await inject('POST', `/api/clients/${clientId}/fact-find/generate`);
    expect(response.statusCode).toBe(200);
    const text = (await readPdfText(response.rawPayload)).pages.join(' ');
    expect(text).toContain('Customer due diligence');
    expect(text).toContain('Passport ****4567, issued by AUS, expires 01/05/2031');
    expect(text).toContain('Original document sighted by the adviser');
    expect(text).toContain('Low: Salary and super only');
    expect(text).not.toContain('PA1234567');
  });
});
