import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankAccounts, clients, documents, factFinds, goals, superAccounts } from '@/server/db/schema';
import { newStorageKey } from '@/server/storage/storage';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';
import { currentIfMatch } from '@/server/test-support/current-if-match';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = adviser.cookie,
) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie, ...(await currentIfMatch(testApp.app, method, url, cookie)) },
  });

async function createClient(overrides = {}) {
  const response = await call('POST', '/api/clients', sampleClient(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/clients', () => {
  it('creates the client with every field, records consent time, and stores the mobile as digits', async () => {
    const before = Date.now();
    const client = await createClient();
    expect(client).toMatchObject({
      givenNames: 'Sean Patrick',
      familyName: "O'Brien",
      mobile: '0491570156',
      country: 'Australia',
      taxResidency: 'Australian',
      preferredContact: 'email',
      privacyConsent: true,
      dataSharing: false,
      citizenships: ['Australia', 'Ireland'],
      scopeOfAdvice: ['Retirement planning', 'Insurance advice'],
      dependants: [{ name: 'Niamh', dateOfBirth: '2015-05-05', relationship: 'daughter' }],
    });
    expect(Date.parse(client.consentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(client).not.toHaveProperty('practiceId');
  });

  it('requires given names, family name, email and areas of advice', async () => {
    for (const [field, message] of [
      ['givenNames', 'Given names are required'],
      ['familyName', 'Family name is required'],
      ['email', 'Email is required'],
    ] as const) {
      const response = await call('POST', '/api/clients', sampleClient({ [field]: '' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${field}: ${message}`);
    }
    const noScope = await call('POST', '/api/clients', sampleClient({ scopeOfAdvice: [] }));
    expect(noScope.json().message).toBe('scopeOfAdvice: Select at least one area of advice');
  });

  it('requires the privacy consent', async () => {
    const response = await call('POST', '/api/clients', sampleClient({ privacyConsent: false as true }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('privacyConsent: Privacy consent is required');
  });

  it('rejects option values outside the lists with a clear message', async () => {
    const badState = await call('POST', '/api/clients', sampleClient({ state: 'XYZ' as 'NSW' }));
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toBe('state: Choose one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT');
    const badScope = await call(
      'POST',
      '/api/clients',
      sampleClient({ scopeOfAdvice: ['Crypto tips' as 'Tax planning'] }),
    );
    expect(badScope.json().message).toMatch(/^scopeOfAdvice\.0: Choose from: Investment advice/);
    const badMarital = await call(
      'POST',
      '/api/clients',
      sampleClient({ maritalStatus: 'complicated' as 'single' }),
    );
    expect(badMarital.json().message).toBe(
      'maritalStatus: Choose one of: single, married, defacto, divorced, widowed',
    );
    const badDate = await call('POST', '/api/clients', sampleClient({ dob: '12/03/1985' }));
    expect(badDate.json().message).toBe('dob: Use a date as YYYY-MM-DD');
  });
});

describe('reading, listing and updating', () => {
  it('lists clients newest first with real status, progress and document count', async () => {
    const older = await createClient({ givenNames: 'Older' });
    const newer = await createClient({ givenNames: 'Newer' });
    await testApp.db.insert(documents).values({
      practiceId: adviser.practiceId,
      clientId: newer.id,
      type: 'bank',
      filename: 'statement.pdf',
      storageKey: newStorageKey('documents', adviser.practiceId),
      source: 'upload',
      ocrStatus: 'processing',
    });
    const list = (await call('GET', '/api/clients')).json();
    const ids = list.map((client: { id: string }) => client.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const newerRow = list.find((client: { id: string }) => client.id === newer.id);
    // name, email, dob, mobile, street, occupation, employer = 7 of 10 checks
    expect(newerRow).toMatchObject({ status: 'Processing', progress: 70, documentCount: 1 });
    expect(list.find((client: { id: string }) => client.id === older.id)).toMatchObject({
      status: 'Needs Info',
      progress: 70,
      documentCount: 0,
    });
  });

  it('returns the whole client and applies partial updates', async () => {
    const client = await createClient();
    const fetched = (await call('GET', `/api/clients/${client.id}`)).json();
    expect(fetched).toMatchObject({
      id: client.id,
      scopeOfAdvice: ['Retirement planning', 'Insurance advice'],
    });

    const patched = await call('PATCH', `/api/clients/${client.id}`, {
      occupation: 'Project manager',
      propertyOwnership: 'own',
      propertyValue: 1250000,
      mobile: '+61 412 345 678',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      occupation: 'Project manager',
      propertyOwnership: 'own',
      propertyValue: 1250000,
      mobile: '0412345678',
      givenNames: 'Sean Patrick',
    });
    const unknownField = await call('PATCH', `/api/clients/${client.id}`, {
      practiceId: otherPractice.practiceId,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('counts the dashboard figures from the database', async () => {
    const fresh = await signInNewAdviser(testApp);
    const empty = (await call('GET', '/api/stats', undefined, fresh.cookie)).json();
    expect(empty).toEqual({ activeClients: 0, documentsProcessed: 0, pendingReview: 0, completed: 0 });

    const created = (await call('POST', '/api/clients', sampleClient(), fresh.cookie)).json();
    await testApp.db.insert(superAccounts).values({ clientId: created.id, fundName: 'AustralianSuper' });
    await testApp.db.insert(bankAccounts).values({ clientId: created.id, bankName: 'Westpac' });
    await testApp.db.insert(goals).values({ clientId: created.id, description: 'Retire at 60' });
    await testApp.db.insert(documents).values({
      practiceId: fresh.practiceId,
      clientId: created.id,
      type: 'payslip',
      filename: 'payslip.pdf',
      storageKey: newStorageKey('documents', fresh.practiceId),
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
    });
    await call('POST', '/api/clients', sampleClient({ givenNames: 'Second' }), fresh.cookie);
    // Complete Fact Find, but the questionnaire's sections for the scope are not: not ready yet.
    const waiting = (await call('GET', '/api/stats', undefined, fresh.cookie)).json();
    expect(waiting).toEqual({ activeClients: 2, documentsProcessed: 1, pendingReview: 2, completed: 0 });
    await call(
      'PATCH',
      `/api/clients/${created.id}/questionnaire`,
      { completedSections: ['goals', 'retirement', 'insurance'] },
      fresh.cookie,
    );

    const stats = (await call('GET', '/api/stats', undefined, fresh.cookie)).json();
    expect(stats).toEqual({ activeClients: 2, documentsProcessed: 1, pendingReview: 1, completed: 1 });
    const list = (await call('GET', '/api/clients', undefined, fresh.cookie)).json();
    expect(list.find((c: { id: string }) => c.id === created.id)).toMatchObject({
      status: 'Ready to Sign',
      progress: 100,
    });
  });
});

describe('a practice with many clients', () => {
  it('pages its clients newest first and finds them by name or e-mail, with the total matching', async () => {
    const fresh = await signInNewAdviser(testApp);
    const names = ['Amara Okafor', 'Ben Okafor', 'Chen Wei', 'Dana 100% Sure', 'Eli Under_Score'];
    for (const [index, name] of names.entries()) {
      const [givenNames = '', familyName = ''] = name.split(/ (.*)/);
      await call(
        'POST',
        '/api/clients',
        sampleClient({ givenNames, familyName, email: `c${index}@example.com` }),
        fresh.cookie,
      );
    }
    const list = async (query: string) => {
      const response = await call('GET', `/api/clients${query}`, undefined, fresh.cookie);
      expect(response.statusCode).toBe(200);
      const clients = response.json() as { givenNames: string; familyName: string }[];
      return {
        names: clients.map((client) => `${client.givenNames} ${client.familyName}`),
        total: Number(response.headers['x-total-count']),
      };
    };
    // Without a query: every client, as the specification's list.
    expect(await list('')).toEqual({ names: [...names].reverse(), total: 5 });
    expect(await list('?limit=2')).toEqual({ names: ['Eli Under_Score', 'Dana 100% Sure'], total: 5 });
    expect(await list('?limit=2&offset=2')).toEqual({ names: ['Chen Wei', 'Ben Okafor'], total: 5 });
    expect(await list('?search=okafor')).toEqual({ names: ['Ben Okafor', 'Amara Okafor'], total: 2 });
    expect(await list('?search=amara%20oka')).toEqual({ names: ['Amara Okafor'], total: 1 });
    expect(await list('?search=C2%40EXAMPLE')).toEqual({ names: ['Chen Wei'], total: 1 });
    // LIKE's own characters are taken literally.
    expect(await list('?search=100%25')).toEqual({ names: ['Dana 100% Sure'], total: 1 });
    expect(await list('?search=r_s')).toEqual({ names: ['Eli Under_Score'], total: 1 });
    expect(await list('?search=nobody')).toEqual({ names: [], total: 0 });
    // Another practice's clients are never found.
    expect((await call('GET', '/api/clients?search=okafor', undefined, adviser.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/clients?limit=0', undefined, fresh.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/clients?limit=many', undefined, fresh.cookie)).statusCode).toBe(400);
  });
});

describe("the dashboard's Last Updated", () => {
  it('is the last change to the client or any of its documents', async () => {
    const fresh = await signInNewAdviser(testApp);
    const created = (await call('POST', '/api/clients', sampleClient(), fresh.cookie)).json();
    const listed = async () =>
      (await call('GET', '/api/clients', undefined, fresh.cookie)).json()[0] as {
        createdAt: string;
        lastUpdatedAt: string;
      };
    const first = await listed();
    expect(first.lastUpdatedAt).toBe(first.createdAt);

    // A document read a day later.
    const later = new Date(Date.parse(first.createdAt) + 24 * 3600_000);
    await testApp.db.insert(documents).values({
      practiceId: fresh.practiceId,
      clientId: created.id,
      type: 'payslip',
      filename: 'payslip.pdf',
      storageKey: newStorageKey('documents', fresh.practiceId),
      source: 'upload',
      uploadedAt: later,
      updatedAt: later,
    });
    // Written straight to the database, as another process would: the list follows once the change is heard.
    const heard = { timeout: 5_000, interval: 20 };
    await expect.poll(async () => (await listed()).lastUpdatedAt, heard).toBe(later.toISOString());

    // Then the client's record changed two days after that.
    const changed = new Date(later.getTime() + 2 * 24 * 3600_000);
    await testApp.db.update(clients).set({ updatedAt: changed }).where(eq(clients.id, created.id));
    await expect.poll(async () => (await listed()).lastUpdatedAt, heard).toBe(changed.toISOString());
    expect((await listed()).createdAt).toBe(first.createdAt);
  });
});

describe('a create request sent again', () => {
  const post = (key: string, cookie = adviser.cookie, overrides = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient({ email: 'retry@example.com', ...overrides }) as object,
      headers: { cookie, 'idempotency-key': key },
    });
  const countNamed = async (cookie: string, email: string) =>
    ((await call('GET', '/api/clients', undefined, cookie)).json() as { email: string }[]).filter(
      (client) => client.email === email,
    ).length;

  it('answers with the client the first one made, also when both arrive at once, and never makes two', async () => {
    const key = 'c6f1d2a4-7b1e-4c55-9a0e-2f1d8b3c4e5f';
    const first = await post(key);
    expect(first.statusCode).toBe(201);
    const again = await post(key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);

    const together = await Promise.all([post('same-moment-key-1'), post('same-moment-key-1')]);
    expect(together.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(together[0]?.json().id).toBe(together[1]?.json().id);
    expect(await countNamed(adviser.cookie, 'retry@example.com')).toBe(2);
  });

  it('keeps keys apart by practice, and refuses a malformed key', async () => {
    const key = 'shared-key-between-practices';
    const mine = await post(key);
    const theirs = await post(key, otherPractice.cookie);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await countNamed(otherPractice.cookie, 'retry@example.com')).toBe(1);
    const bad = await post('no');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idempotency-Key');
  });
});

describe('two advisers saving the same client', () => {
  it('refuses a save made on an older version (409), keeps the first save, and accepts one made on the latest', async () => {
    const client = await createClient();
    const opened = await call('GET', `/api/clients/${client.id}`);
    const version = opened.headers.etag as string;
    expect(version).toBe(`"${client.updatedAt}"`);
    const patch = (changes: object, ifMatch: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/clients/${client.id}`,
        payload: changes,
        headers: { cookie: adviser.cookie, 'if-match': ifMatch },
      });

    const first = await patch({ occupation: 'Engineer' }, version);
    expect(first.statusCode).toBe(200);
    const second = await patch({ employer: 'Acme Pty Ltd' }, version);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Someone else saved changes to this client'),
    });
    const kept = (await call('GET', `/api/clients/${client.id}`)).json();
    expect(kept).toMatchObject({ occupation: 'Engineer', employer: client.employer });

    const third = await patch({ employer: 'Acme Pty Ltd' }, first.headers.etag as string);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ occupation: 'Engineer', employer: 'Acme Pty Ltd' });
  });
});

describe('GET /api/stats', () => {
  type Adviser = Awaited<ReturnType<typeof signInNewAdviser>>;
  type DocumentState = { ocrStatus: string; parseStatus: string };
  const processed = { ocrStatus: 'completed', parseStatus: 'completed' };
  // Every code point String.prototype.trim removes: a value made only of them is not filled in.
  const whiteSpace = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
    .filter((character) => !/[\ud800-\udfff]/.test(character) && character.trim() === '')
    .join('');

  const addDocument = (owner: Adviser, clientId: string | null, state: DocumentState) =>
    testApp.db.insert(documents).values({
      practiceId: owner.practiceId,
      clientId,
      type: 'bank',
      filename: 'statement.pdf',
      storageKey: newStorageKey('documents', owner.practiceId),
      source: 'upload',
      ...state,
    });

  /** A client through the API; complete (all ten checks) unless told otherwise, with its documents. */
  async function addClient(
    owner: Adviser,
    {
      fields = {},
      superAccount = true,
      bankAccount = true,
      goal = true,
      documents: states = [],
    }: {
      fields?: Partial<typeof clients.$inferInsert>;
      superAccount?: boolean;
      bankAccount?: boolean;
      goal?: boolean;
      documents?: DocumentState[];
    } = {},
  ): Promise<string> {
    const response = await call('POST', '/api/clients', sampleClient(), owner.cookie);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    if (Object.keys(fields).length > 0)
      await testApp.db.update(clients).set(fields).where(eq(clients.id, id));
    if (superAccount) await testApp.db.insert(superAccounts).values({ clientId: id, fundName: 'Hostplus' });
    if (bankAccount) await testApp.db.insert(bankAccounts).values({ clientId: id, bankName: 'ANZ' });
    if (goal) await testApp.db.insert(goals).values({ clientId: id, description: 'Retire at 60' });
    for (const state of states) await addDocument(owner, id, state);
    // The questionnaire's sections for sampleClient's scope (Retirement planning, Insurance advice).
    await call(
      'PATCH',
      `/api/clients/${id}/questionnaire`,
      { completedSections: ['goals', 'retirement', 'insurance'] },
      owner.cookie,
    );
    return id;
  }

  const statsOf = async (owner: Adviser) => {
    const response = await call('GET', '/api/stats', undefined, owner.cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('counts a practice with clients in every state, and only its own clients and documents', async () => {
    const practice = await signInNewAdviser(testApp);
    const other = await signInNewAdviser(testApp);
    // Ready to Sign: complete, documents read or failed (a failed one is no longer in flight).
    await addClient(practice, {
      documents: [processed, processed, { ocrStatus: 'failed', parseStatus: 'pending' }],
    });
    await addClient(practice, {
      fields: { employer: '\u200b', givenNames: ' Ann\u00a0' }, // trim() leaves something: filled
      documents: [{ ocrStatus: 'completed', parseStatus: 'failed' }],
    });
    // Processing: complete, but a document is still being read or parsed.
    await addClient(practice, {
      documents: [processed, { ocrStatus: 'processing', parseStatus: 'pending' }],
    });
    await addClient(practice, { documents: [{ ocrStatus: 'completed', parseStatus: 'pending' }] });
    // Needs Info: one check short each.
    await addClient(practice, { fields: { employer: whiteSpace } });
    await addClient(practice, { fields: { mobile: null } });
    await addClient(practice, { fields: { dob: null } });
    await addClient(practice, { bankAccount: false });
    await addClient(practice, { superAccount: false, goal: false, documents: [processed] });
    // A document no client has claimed (a documents-first run left unfinished) counts once a client claims it.
    await addDocument(practice, null, processed);
    await addDocument(practice, null, { ocrStatus: 'pending', parseStatus: 'pending' });

    // The other practice: complete and incomplete clients, processed documents, none of them counted.
    await addClient(other, { documents: [processed, processed] });
    await addClient(other, { goal: false, documents: [processed] });
    await addDocument(other, null, processed);

    expect(await statsOf(practice)).toEqual({
      activeClients: 9,
      documentsProcessed: 4,
      pendingReview: 7,
      completed: 2,
    });
    expect(await statsOf(other)).toEqual({
      activeClients: 2,
      documentsProcessed: 3,
      pendingReview: 1,
      completed: 1,
    });

    // The same definitions as the client list's statuses.
    const list: { status: string }[] = (await call('GET', '/api/clients', undefined, practice.cookie)).json();
    const statuses = list.map((client) => client.status).sort();
    expect(statuses).toEqual([
      ...Array<string>(5).fill('Needs Info'),
      ...Array<string>(2).fill('Processing'),
      ...Array<string>(2).fill('Ready to Sign'),
    ]);
  });
});

describe("another practice's clients", () => {
  it('are 404 for read, update and delete, and never listed', async () => {
    const client = await createClient();
    const asOther = (method: 'GET' | 'PATCH' | 'DELETE', payload?: unknown) =>
      call(method, `/api/clients/${client.id}`, payload, otherPractice.cookie);
    for (const response of [
      await asOther('GET'),
      await asOther('PATCH', { occupation: 'x' }),
      await asOther('DELETE'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Client not found' });
    }
    const list = (await call('GET', '/api/clients', undefined, otherPractice.cookie)).json();
    expect(list.map((c: { id: string }) => c.id)).not.toContain(client.id);
    const stillThere = await call('GET', `/api/clients/${client.id}`);
    expect(stillThere.json().occupation).toBe('Civil engineer');
  });
});

describe('DELETE /api/clients/:id', () => {
  it('removes the client, its owned rows and its stored files', async () => {
    const client = await createClient();
    const storageKey = newStorageKey('documents', adviser.practiceId);
    await testApp.storage.put(storageKey, Buffer.from('%PDF-1.4 test'), 'application/pdf');
    await testApp.db.insert(documents).values({
      practiceId: adviser.practiceId,
      clientId: client.id,
      type: 'bank',
      filename: 'statement.pdf',
      storageKey,
      source: 'upload',
    });
    await testApp.db.insert(goals).values({ clientId: client.id, description: 'Pay off the mortgage' });
    await testApp.db.insert(factFinds).values({ clientId: client.id });

    const response = await call('DELETE', `/api/clients/${client.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/clients/${client.id}`)).statusCode).toBe(404);
    expect(await testApp.db.select().from(documents).where(eq(documents.clientId, client.id))).toHaveLength(
      0,
    );
    expect(await testApp.db.select().from(goals).where(eq(goals.clientId, client.id))).toHaveLength(0);
    expect(await testApp.db.select().from(factFinds).where(eq(factFinds.clientId, client.id))).toHaveLength(
      0,
    );
    expect(await testApp.db.select().from(clients).where(eq(clients.id, client.id))).toHaveLength(0);
    await expect(testApp.storage.get(storageKey)).rejects.toThrow();
  });
});
