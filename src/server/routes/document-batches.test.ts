import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type {
  BatchClaimed,
  BatchClientCreated,
  BatchPicture,
  DocumentBatch,
} from '@/shared/schemas/document-batch';
import type { FactOffers } from '@/shared/schemas/extracted-facts';
import type { DocumentType } from '@/shared/options';
import { clients, documentBatches, documents, goals } from '@/server/db/schema';
import type { ClientRecordView } from '@/shared/record/record-types';
import { multipartBody } from '@/server/test-support/multipart';
import {
  personDocument,
  personDocumentFile,
  samplePerson,
  type Person,
} from '@/server/test-support/person-documents';
import { insertReadDocument } from '@/server/test-support/read-document-row';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Issue 24, item 7: documents uploaded before a client exists are kept on the server as a batch, survive a
 * reload and another tab, pre-fill the new client's Fact Find from the server, become a new client in one
 * call (documents attached, what they give added with its source) or join the client the duplicate warning
 * found; another practice never sees a batch.
 */

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let colleague: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp, { practiceName: 'Batch Practice' });
  colleague = await signInNewAdviser(testApp, { practiceName: 'Batch Practice' });
  otherPractice = await signInNewAdviser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST';
const call = (
  method: Method,
  url: string,
  payload?: object,
  options: { cookie?: string; key?: string } = {},
) =>
  testApp.app.inject({
    method,
    url,
    payload,
    headers: {
      cookie: options.cookie ?? adviser.cookie,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });

/** Files as the three-step page sends them: client 'new', a batch to join when it has one. */
async function uploadFirst(
  files: { filename: string; bytes: Buffer }[],
  options: { batchId?: string; cookie?: string; key?: string; route?: string } = {},
) {
  const { payload, headers } = multipartBody([
    ...files.map((file) => ({ name: 'documents', filename: file.filename, bytes: file.bytes })),
    { name: 'clientId', value: 'new' },
    ...(options.batchId ? [{ name: 'batchId', value: options.batchId }] : []),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: options.route ?? '/api/documents/process',
    payload,
    headers: {
      ...headers,
      cookie: options.cookie ?? adviser.cookie,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
}

/** What the factory's documents about the sample person print (their truth), so no figure is copied here. */
const truthOf = (type: DocumentType) => personDocument(type, samplePerson()).fields;
const numberKey = (value: unknown) => `#${String(value).replace(/\D/g, '').slice(-4)}`;
const employerRead = String(truthOf('payslip').employer);
const fundRead = truthOf('super');
const superKey = `super.add:super:${numberKey(fundRead.memberNumber)}`;
const bankKey = `bank.add:bank:${numberKey(truthOf('bank').accountNumber)}`;

const pdf = (name: string) => ({ filename: name, bytes: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/** A batch of read documents about `person`, as the worker leaves them (fields: the factory's truth). */
async function readBatch(
  person: Person,
  types: DocumentType[] = ['passport', 'super', 'bank', 'payslip'],
  practiceId = adviser.practiceId,
  userId = adviser.userId,
): Promise<{ batchId: string; documentIds: string[] }> {
  const [batch] = await testApp.db
    .insert(documentBatches)
    .values({ practiceId, createdById: userId })
    .returning({ id: documentBatches.id });
  const documentIds: string[] = [];
  for (const type of types) {
    const document = personDocument(type, person);
    documentIds.push(
      await insertReadDocument(testApp.db, {
        practiceId,
        clientId: null,
        batchId: batch!.id,
        type,
        filename: `${document.id}.pdf`,
        fields: document.fields,
        documentDate: document.documentDate,
      }),
    );
  }
  return { batchId: batch!.id, documentIds };
}

/** What the adviser sends from the new Fact Find: the reviewed details, scope of advice and consents. */
const reviewed = (overrides: Record<string, unknown> = {}) => ({
  givenNames: 'Mei Anh',
  familyName: 'Nguyen',
  email: 'mei.nguyen@example.com',
  dob: '1979-04-17',
  streetAddress: '14 Banksia Crescent',
  suburb: 'Brunswick',
  state: 'VIC',
  postcode: '3056',
  employer: employerRead,
  occupation: 'Warehouse Supervisor',
  scopeOfAdvice: ['Superannuation advice'],
  privacyConsent: true,
  dataSharing: false,
  ...overrides,
});

describe('a batch of documents uploaded before the client exists', () => {
  it('is started by an upload without a client, named in the answer, and joined by the next upload', async () => {
    const first = await uploadFirst([pdf('licence.pdf'), pdf('payslip.pdf')]);
    expect(first.statusCode).toBe(201);
    const { documents: uploaded, batchId } = first.json() as {
      documents: { id: string; batchId: string; clientId: null }[];
      batchId: string;
    };
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploaded.every((document) => document.batchId === batchId && document.clientId === null)).toBe(
      true,
    );

    const before = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(before).toMatchObject({ id: batchId, clientId: null, filedAt: null, createdByMe: true });
    expect(before.documents.map((document) => document.filename)).toEqual(['licence.pdf', 'payslip.pdf']);

    // The page's "capture more" sends the batch: the documents join it and its reading starts again.
    const more = await uploadFirst([pdf('bank.pdf')], {
      batchId,
      route: '/api/documents/process-client-extraction',
    });
    expect(more.statusCode).toBe(201);
    expect(more.json().batchId).toBe(batchId);
    const after = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(after.documents).toHaveLength(3);
    expect(Date.parse(after.startedAt)).toBeGreaterThan(Date.parse(before.startedAt));

    // Without a batch, a new one.
    const separate = (await uploadFirst([pdf('other.pdf')])).json().batchId;
    expect(separate).not.toBe(batchId);
  });

  it("starts its reading again when one of its documents is retried: the page's 5-minute limit counts anew", async () => {
    const { batchId, documentIds } = await readBatch(samplePerson(), ['payslip']);
    await testApp.db
      .update(documents)
      .set({ parseStatus: 'failed', error: 'Could not be read' })
      .where(eq(documents.id, documentIds[0]!));
    const before = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect((await call('POST', `/api/documents/${documentIds[0]}/retry`)).statusCode).toBe(200);
    const after = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(Date.parse(after.startedAt)).toBeGreaterThan(Date.parse(before.startedAt));
  });

  it('survives a reload and another tab: the server has it, for the adviser and the practice', async () => {
    const { batchId } = (await uploadFirst([pdf('payslip.pdf')])).json() as { batchId: string };
    // Signing in again (another browser) finds it, newest first.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: adviser.email, password: adviser.password },
    });
    const cookie = again.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const list = (await call('GET', '/api/document-batches', undefined, { cookie })).json()
      .batches as DocumentBatch[];
    expect(list[0]?.id).toBe(batchId);
    expect(list[0]?.createdByMe).toBe(true);
    expect(list[0]?.createdBy.name).toBeTruthy();
    // A colleague in the practice sees it too, as someone else's.
    const theirs = (
      await call('GET', '/api/document-batches', undefined, { cookie: colleague.cookie })
    ).json().batches as DocumentBatch[];
    expect(theirs.find((batch) => batch.id === batchId)?.createdByMe).toBe(false);
    // Another practice does not.
    const outside = (
      await call('GET', '/api/document-batches', undefined, { cookie: otherPractice.cookie })
    ).json().batches as DocumentBatch[];
    expect(outside.map((batch) => batch.id)).not.toContain(batchId);
  });

  it('answers 404 to another practice for every batch route, and may not be joined from there', async () => {
    const { batchId } = await readBatch(samplePerson());
    const other = { cookie: otherPractice.cookie };
    expect((await call('GET', `/api/document-batches/${batchId}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/document-batches/${batchId}/picture`, undefined, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/document-batches/${batchId}/client`, reviewed(), other)).statusCode,
    ).toBe(404);
    const theirClient = (
      await call('POST', '/api/clients', sampleClient(), { cookie: otherPractice.cookie })
    ).json().id;
    expect(
      (await call('POST', `/api/document-batches/${batchId}/claim`, { clientId: theirClient }, other))
        .statusCode,
    ).toBe(404);
    const joined = await uploadFirst([pdf('sneaky.pdf')], { batchId, cookie: otherPractice.cookie });
    expect(joined.statusCode).toBe(404);
    expect((await call('GET', '/api/document-batches/not-a-batch')).statusCode).toBe(404);
    // Nothing changed for the owner.
    const batch = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(batch).toMatchObject({ clientId: null });
    expect(batch.documents).toHaveLength(4);
  });

  it('gives the pre-filled Fact Find from its processed documents, with sources', async () => {
    const { batchId, documentIds } = await readBatch(samplePerson());
    const response = await call('GET', `/api/document-batches/${batchId}/picture`);
    expect(response.statusCode).toBe(200);
    const picture = response.json() as BatchPicture;
    const fact = (field: string) => picture.facts.find((item) => item.field === field);
    // The passport's MRZ names her with her middle name; the super statement prints "NGUYEN, Mei".
    expect(fact('givenNames')?.value).toBe('Mei Anh');
    expect(fact('familyName')?.value).toBe('Nguyen');
    expect(fact('dob')?.value).toBe('1979-04-17');
    expect(fact('streetAddress')?.value).toBe('14 Banksia Crescent');
    expect(fact('employer')?.value).toBe(employerRead);
    for (const item of picture.facts) expect(item.sources.length, item.field).toBeGreaterThan(0);
    expect(fact('dob')?.sources[0]?.documentId).toBe(documentIds[0]);
    expect(picture.holdings.map((holding) => `${holding.kind}:#${holding.number?.slice(-4)}`).sort()).toEqual(
      [bankKey.replace('bank.add:', ''), superKey.replace('super.add:', '')],
    );
    expect(picture.documents).toHaveLength(4);
    expect(picture.documents.every((document) => document.person.status === 'client')).toBe(true);
  });

  it("flags a document about someone else, as the client's picture would", async () => {
    const { batchId } = await readBatch(samplePerson());
    const partner = personDocument('payslip', samplePerson({ given: 'Tane', family: 'Okafor' }), {
      family: 1,
    });
    await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: null,
      batchId,
      type: 'payslip',
      filename: 'partner-payslip.pdf',
      fields: partner.fields,
      documentDate: '2099-01-01',
    });
    const picture = (await call('GET', `/api/document-batches/${batchId}/picture`)).json() as BatchPicture;
    const flagged = picture.documents.find((document) => document.filename === 'partner-payslip.pdf');
    expect(flagged?.person.status).toBe('other');
    expect(flagged?.person.name).toContain('Okafor');
    // The newest payslip names someone else: the employer stays hers.
    expect(picture.facts.find((fact) => fact.field === 'employer')?.value).toBe(employerRead);
  });

  it('splits a name stored before this rule by its period, not at the last given name', async () => {
    const [batch] = await testApp.db
      .insert(documentBatches)
      .values({ practiceId: adviser.practiceId })
      .returning({ id: documentBatches.id });
    await insertReadDocument(testApp.db, {
      practiceId: adviser.practiceId,
      clientId: null,
      batchId: batch!.id,
      type: 'super',
      // As the extractor once read "SMITH. John Paul": the last given name taken for the family name.
      fields: {
        fullName: 'Smith. John Paul',
        firstName: 'Smith.',
        lastName: 'Paul',
        fundName: 'Aware Super',
      },
    });
    const picture = (await call('GET', `/api/document-batches/${batch!.id}/picture`)).json() as BatchPicture;
    const fact = (field: string) => picture.facts.find((item) => item.field === field)?.value;
    expect(fact('givenNames')).toBe('John Paul');
    expect(fact('familyName')).toBe('Smith');
  });
});

describe('making the client from a batch', () => {
  it('creates the client, attaches every document, adds the accounts with their sources and closes the batch', async () => {
    const { batchId, documentIds } = await readBatch(samplePerson());
    const response = await call(
      'POST',
      `/api/document-batches/${batchId}/client`,
      {
        // The adviser corrected the mobile (not on any document) and typed a goal.
        ...reviewed({ mobile: '0491570999' }),
        goals: [{ description: 'Retire at 60', priority: 'high' }],
      },
      { key: 'batch-client-one-0001' },
    );
    expect(response.statusCode).toBe(201);
    const made = response.json() as BatchClientCreated;
    expect(made).toMatchObject({ givenNames: 'Mei Anh', familyName: 'Nguyen' });
    expect(made.documentIds).toEqual([...documentIds].sort());
    expect(made.acceptedOffers).toEqual(expect.arrayContaining([superKey, bankKey]));
    expect(made.acceptedOffers.some((key) => key.startsWith('client.'))).toBe(false);

    const clientId = made.clientId;
    const attached = (await call('GET', `/api/clients/${clientId}/documents`)).json() as { id: string }[];
    expect(attached.map((document) => document.id).sort()).toEqual([...documentIds].sort());
    const accounts = (await call('GET', `/api/clients/${clientId}/accounts`)).json() as {
      superAccounts: { fundName: string; balance: number; source: { filename: string } | null }[];
      bankAccounts: { bankName: string; source: { filename: string } | null }[];
    };
    expect(accounts.superAccounts).toHaveLength(1);
    expect(accounts.superAccounts[0]).toMatchObject({
      fundName: fundRead.fundName,
      balance: fundRead.balance,
    });
    expect(accounts.superAccounts[0]?.source?.filename).toBe('super-00-000.pdf');
    expect(accounts.bankAccounts[0]?.source?.filename).toBe('bank-00-000.pdf');

    // The reviewed details are the client's; those a document says carry it as their source.
    const [client] = await testApp.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ mobile: '0491570999', privacyConsent: true, dob: '1979-04-17' });
    const record = (await call('GET', `/api/clients/${clientId}/record`)).json() as ClientRecordView;
    const fact = (field: string) =>
      record.facts.find((item) => item.subject === 'client' && item.field === field);
    expect(fact('dob')).toMatchObject({ status: 'accepted', source: { filename: 'passport-00-000.pdf' } });
    expect(fact('mobile')).toMatchObject({ status: 'set', source: { kind: 'adviser' } });
    const typed = await testApp.db.select().from(goals).where(eq(goals.clientId, clientId));
    expect(typed).toMatchObject([{ description: 'Retire at 60', priority: 'high', source: 'typed' }]);

    // Nothing the documents give is left to offer but what the adviser chose otherwise.
    const offers = (await call('GET', `/api/clients/${clientId}/fact-offers`)).json() as FactOffers;
    expect(
      offers.offers.filter((offer) => offer.key.startsWith('super.') || offer.key.startsWith('bank.')),
    ).toEqual([]);

    const batch = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(batch).toMatchObject({ clientId, filedAs: 'new-client', clientName: 'Mei Anh Nguyen' });
    const open = (await call('GET', '/api/document-batches')).json().batches as DocumentBatch[];
    expect(open.map((item) => item.id)).not.toContain(batchId);
    expect((await call('GET', `/api/document-batches/${batchId}/picture`)).statusCode).toBe(409);
    const history = (await call('GET', `/api/clients/${clientId}/history`)).json() as {
      events: { summary: string }[];
    };
    expect(history.events.map((event) => event.summary)).toEqual(
      expect.arrayContaining(['Created the client from 4 documents uploaded before the client existed']),
    );

    // A second client from the same documents is refused; the same request sent again answers as before.
    const again = await call('POST', `/api/document-batches/${batchId}/client`, reviewed(), {
      key: 'batch-client-two-0001',
    });
    expect(again.statusCode).toBe(409);
    // The key sent again with other details is a mistake, not a retry.
    const otherBody = await call('POST', `/api/document-batches/${batchId}/client`, reviewed(), {
      key: 'batch-client-one-0001',
    });
    expect(otherBody.statusCode).toBe(409);
    const replay = await call(
      'POST',
      `/api/document-batches/${batchId}/client`,
      {
        ...reviewed({ mobile: '0491570999' }),
        goals: [{ description: 'Retire at 60', priority: 'high' }],
      },
      { key: 'batch-client-one-0001' },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ clientId, documentIds: [...documentIds].sort() });
    // More documents cannot join it from the three-step page.
    expect((await uploadFirst([pdf('late.pdf')], { batchId })).statusCode).toBe(409);
  });

  it('checks the reviewed client as the intake does', async () => {
    const { batchId } = await readBatch(samplePerson(), ['payslip']);
    const refused = await call('POST', `/api/document-batches/${batchId}/client`, {
      ...reviewed(),
      privacyConsent: false,
      scopeOfAdvice: [],
    });
    expect(refused.statusCode).toBe(400);
    const batch = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(batch.clientId).toBeNull();
  });

  it('makes one client from 50 requests at once with one key, and one from 50 with 50 keys', async () => {
    const { batchId: sameKeyBatch } = await readBatch(samplePerson(), ['super', 'bank']);
    const sameKey = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          'POST',
          `/api/document-batches/${sameKeyBatch}/client`,
          reviewed({ email: 'once@example.com' }),
          {
            key: 'batch-fifty-same-key',
          },
        ),
      ),
    );
    expect(sameKey.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(sameKey.map((response) => response.json().clientId as string));
    expect(ids.size).toBe(1);
    expect(sameKey.filter((response) => response.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const made = await testApp.db.select().from(clients).where(eq(clients.email, 'once@example.com'));
    expect(made).toHaveLength(1);
    const [clientId] = [...ids];
    const accounts = (await call('GET', `/api/clients/${clientId}/accounts`)).json() as {
      superAccounts: unknown[];
      bankAccounts: unknown[];
    };
    expect([accounts.superAccounts.length, accounts.bankAccounts.length]).toEqual([1, 1]);

    const { batchId: manyKeysBatch } = await readBatch(samplePerson(), ['payslip']);
    const manyKeys = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(
          'POST',
          `/api/document-batches/${manyKeysBatch}/client`,
          reviewed({ email: 'many@example.com' }),
          {
            key: `batch-fifty-keys-${String(index).padStart(2, '0')}`,
          },
        ),
      ),
    );
    const codes = manyKeys.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(await testApp.db.select().from(clients).where(eq(clients.email, 'many@example.com'))).toHaveLength(
      1,
    );
  });

  it('leaves no document behind in a batch that became a client, whatever is uploaded to it at that moment', async () => {
    const { batchId } = await readBatch(samplePerson(), ['bank']);
    const [made, ...uploads] = await Promise.all([
      call('POST', `/api/document-batches/${batchId}/client`, reviewed({ email: 'racing@example.com' })),
      ...Array.from({ length: 49 }, (_, index) => uploadFirst([pdf(`late-${index}.pdf`)], { batchId })),
    ]);
    expect(made?.statusCode).toBe(201);
    const clientId = made?.json().clientId as string;
    const codes = uploads.map((response) => response.statusCode);
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    // Every upload that got in before the client was made is the client's; none came in after.
    const rows = await testApp.db
      .select({ clientId: documents.clientId })
      .from(documents)
      .where(eq(documents.batchId, batchId));
    expect(rows).toHaveLength(1 + codes.filter((code) => code === 201).length);
    expect(rows.every((row) => row.clientId === clientId)).toBe(true);
  });

  it('refuses a key that made another client', async () => {
    const intake = await call('POST', '/api/clients', sampleClient(), { key: 'intake-key-used-0001' });
    expect(intake.statusCode).toBe(201);
    const { batchId } = await readBatch(samplePerson(), ['bank']);
    const response = await call('POST', `/api/document-batches/${batchId}/client`, reviewed(), {
      key: 'intake-key-used-0001',
    });
    expect(response.statusCode).toBe(409);
    expect((await call('GET', `/api/document-batches/${batchId}`)).json().clientId).toBeNull();
  });
});

describe('adding a batch to the client the duplicate warning found', () => {
  it("attaches the documents without touching the client's record; their facts are offered", async () => {
    const existing = (
      await call(
        'POST',
        '/api/clients',
        sampleClient({
          givenNames: 'Mei',
          familyName: 'Nguyen',
          email: 'mei.nguyen@example.com',
          dob: '1979-04-17',
          employer: 'Brunswick Bakery',
          streetAddress: '2 Old Road',
        }),
      )
    ).json() as { id: string; employer: string };
    const { batchId, documentIds } = await readBatch(samplePerson());

    const duplicates = (
      await call(
        'GET',
        '/api/clients/duplicates?email=mei.nguyen%40example.com&givenNames=Mei&familyName=Nguyen',
      )
    ).json().duplicates as { id: string }[];
    expect(duplicates.map((client) => client.id)).toContain(existing.id);

    const response = await call('POST', `/api/document-batches/${batchId}/claim`, { clientId: existing.id });
    expect(response.statusCode).toBe(200);
    const claimed = response.json() as BatchClaimed;
    expect(claimed).toEqual({
      clientId: existing.id,
      documentIds: [...documentIds].sort(),
      alreadyAdded: false,
    });

    const [client] = await testApp.db.select().from(clients).where(eq(clients.id, existing.id));
    expect(client).toMatchObject({ employer: 'Brunswick Bakery', streetAddress: '2 Old Road' });
    const offers = (await call('GET', `/api/clients/${existing.id}/fact-offers`)).json() as FactOffers;
    const keys = offers.offers.map((offer) => offer.key);
    expect(keys).toEqual(expect.arrayContaining(['client.employer', 'client.address', superKey, bankKey]));
    const batch = (await call('GET', `/api/document-batches/${batchId}`)).json() as DocumentBatch;
    expect(batch).toMatchObject({ clientId: existing.id, filedAs: 'existing-client' });

    // Sent again for the same client: the same answer; for another client, or to make a client: refused.
    const again = (
      await call('POST', `/api/document-batches/${batchId}/claim`, { clientId: existing.id })
    ).json();
    expect(again).toMatchObject({ alreadyAdded: true, documentIds: [...documentIds].sort() });
    const another = (await call('POST', '/api/clients', sampleClient())).json().id as string;
    expect(
      (await call('POST', `/api/document-batches/${batchId}/claim`, { clientId: another })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/document-batches/${batchId}/client`, reviewed())).statusCode).toBe(409);
  });

  it('leaves a document linked to a client on its own with that client', async () => {
    const { batchId, documentIds } = await readBatch(samplePerson(), ['super', 'bank']);
    const someone = (await call('POST', '/api/clients', sampleClient())).json().id as string;
    await call('POST', `/api/clients/${someone}/documents/claim`, { documentIds: [documentIds[0]] });
    const made = (
      await call('POST', `/api/document-batches/${batchId}/client`, reviewed({ email: 'split@example.com' }))
    ).json() as BatchClientCreated;
    expect(made.documentIds).toEqual([documentIds[1]]);
    const rows = await testApp.db
      .select({ id: documents.id, clientId: documents.clientId })
      .from(documents)
      .where(inArray(documents.id, documentIds));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.clientId]))).toEqual({
      [documentIds[0]!]: someone,
      [documentIds[1]!]: made.clientId,
    });
  });
});

describe('the factory documents used above', () => {
  it('are real PDFs of one person', async () => {
    const file = await personDocumentFile(personDocument('super', samplePerson()));
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.filename).toBe('super-00-000.pdf');
  });
});
