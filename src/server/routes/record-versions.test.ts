import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';

let testApp: TestApp;
/** Two advisers of one practice: two sessions editing the same records. */
let first: Awaited<ReturnType<typeof signInNewAdviser>>;
let second: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const practiceName = `Versions ${Date.now()}`;
  first = await signInNewAdviser(testApp, { practiceName });
  second = await signInNewAdviser(testApp, { practiceName });
});

afterAll(async () => {
  await testApp?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const send = (
  method: Method,
  url: string,
  {
    cookie = first.cookie,
    payload,
    headers = {},
  }: { cookie?: string; payload?: unknown; headers?: object } = {},
) => testApp.app.inject({ method, url, payload: payload as object, headers: { cookie, ...headers } });

const ifMatch = (version: string | number) => ({ 'if-match': `"${version}"` });

async function createClient(): Promise<string> {
  const response = await send('POST', '/api/clients', { payload: sampleClient() });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('two advisers saving the same record from the same screen', () => {
  it('super account: the second save answers 409 with the first one’s values, and nothing is lost', async () => {
    const clientId = await createClient();
    const created = await send('POST', `/api/clients/${clientId}/super-accounts`, {
      payload: { fundName: 'AustralianSuper', balance: 100_000 },
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json() as { id: string; version: number };
    const url = `/api/clients/${clientId}/super-accounts/${id}`;

    // Both read version `version`; the first saves a balance.
    const saved = await send('PATCH', url, { payload: { balance: 111_111 }, headers: ifMatch(version) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(version + 1);
    expect(saved.headers.etag).toBe(`"${version + 1}"`);

    // The second, on the same version, is refused and told what the record is now.
    const stale = await send('PATCH', url, {
      cookie: second.cookie,
      payload: { balance: 222_222 },
      headers: ifMatch(version),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved changes to this super account/);
    expect(stale.json().details).toMatchObject({
      version: String(version + 1),
      current: { id, balance: 111_111 },
    });
    const listed = (await send('GET', `/api/clients/${clientId}/accounts`)).json().superAccounts;
    expect(listed).toEqual([expect.objectContaining({ id, balance: 111_111, version: version + 1 })]);

    // Keeping theirs after seeing it: saved on the version the 409 gave.
    const kept = await send('PATCH', url, {
      cookie: second.cookie,
      payload: { balance: 222_222 },
      headers: ifMatch(stale.json().details.version),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().balance).toBe(222_222);
  });

  it('bank account and goal: the second save on the same version answers 409', async () => {
    const clientId = await createClient();
    const bank = (
      await send('POST', `/api/clients/${clientId}/bank-accounts`, {
        payload: { bankName: 'ING', balance: 5 },
      })
    ).json();
    const goal = (
      await send('POST', `/api/clients/${clientId}/goals`, { payload: { description: 'Retire at 60' } })
    ).json();
    for (const [url, firstChange, secondChange, field, kept] of [
      [`/api/clients/${clientId}/bank-accounts/${bank.id}`, { balance: 10 }, { balance: 20 }, 'balance', 10],
      [
        `/api/clients/${clientId}/goals/${goal.id}`,
        { description: 'Retire at 55' },
        { description: 'Retire at 65' },
        'description',
        'Retire at 55',
      ],
    ] as const) {
      const version = url.includes('/goals/') ? goal.version : bank.version;
      expect((await send('PATCH', url, { payload: firstChange, headers: ifMatch(version) })).statusCode).toBe(
        200,
      );
      const stale = await send('PATCH', url, {
        cookie: second.cookie,
        payload: secondChange,
        headers: ifMatch(version),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().details.current[field]).toBe(kept);
    }
    const goals = (await send('GET', `/api/clients/${clientId}/goals`)).json();
    expect(goals[0]).toMatchObject({ description: 'Retire at 55' });
    // A delete on a version someone else has changed since is refused too.
    const removed = await send('DELETE', `/api/clients/${clientId}/goals/${goal.id}`, {
      headers: ifMatch(goal.version),
    });
    expect(removed.statusCode).toBe(409);
  });

  it('insurance policy and answers through the questionnaire: the second save answers 409', async () => {
    const clientId = await createClient();
    const questionnaireUrl = `/api/clients/${clientId}/questionnaire`;
    const read = async () => {
      const response = await send('GET', questionnaireUrl);
      return { etag: response.headers.etag as string, body: response.json() };
    };
    const start = await read();
    const added = await send('PATCH', questionnaireUrl, {
      payload: {
        answers: { retirementAge: '60' },
        cashFlow: {},
        insurancePolicies: {
          add: [{ type: 'life', insurer: 'TAL', premium: '1200' }],
          update: [],
          remove: [],
        },
        completedSections: [],
      },
      headers: { 'if-match': start.etag },
    });
    expect(added.statusCode).toBe(200);
    const policyId = added.json().insurancePolicies[0].id as string;

    // Both advisers open the questionnaire now.
    const both = await read();
    const changePolicy = (premium: string, cookie: string) =>
      send('PATCH', questionnaireUrl, {
        cookie,
        payload: {
          answers: {},
          cashFlow: {},
          insurancePolicies: { add: [], update: [{ id: policyId, changes: { premium } }], remove: [] },
          completedSections: [],
        },
        headers: { 'if-match': both.etag },
      });
    const saved = await changePolicy('1500', first.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(both.etag);
    const stale = await changePolicy('1800', second.cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.insurancePolicies[0]).toMatchObject({ id: policyId, premium: 1500 });
    expect(stale.json().details.version).toBe(JSON.parse(saved.headers.etag as string));

    // The answers likewise: the second adviser's answer on the old version is refused, the first's stays.
    const answersBoth = await read();
    const answer = (retirementAge: string, cookie: string) =>
      send('PATCH', questionnaireUrl, {
        cookie,
        payload: { answers: { retirementAge }, cashFlow: {}, completedSections: [] },
        headers: { 'if-match': answersBoth.etag },
      });
    expect((await answer('62', first.cookie)).statusCode).toBe(200);
    expect((await answer('67', second.cookie)).statusCode).toBe(409);
    const after = await read();
    expect(after.body.answers.retirementAge).toBe('62');
    expect(after.body.insurancePolicies[0].premium).toBe(1500);
  });

  it('client: the second save on the same version answers 409 with the client as saved', async () => {
    const clientId = await createClient();
    const read = await send('GET', `/api/clients/${clientId}`);
    const etag = read.headers.etag as string;
    const save = (occupation: string, cookie: string) =>
      send('PATCH', `/api/clients/${clientId}`, {
        cookie,
        payload: { occupation },
        headers: { 'if-match': etag },
      });
    expect((await save('Pilot', first.cookie)).statusCode).toBe(200);
    const stale = await save('Surgeon', second.cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.occupation).toBe('Pilot');
    expect((await send('GET', `/api/clients/${clientId}`)).json().occupation).toBe('Pilot');
  });
});

describe('If-Match on versioned writes', () => {
  it('is required: each versioned write without it answers 428 and changes nothing', async () => {
    const clientId = await createClient();
    const account = (
      await send('POST', `/api/clients/${clientId}/super-accounts`, {
        payload: { fundName: 'Aware', balance: 1 },
      })
    ).json();
    const bank = (
      await send('POST', `/api/clients/${clientId}/bank-accounts`, {
        payload: { bankName: 'ING', balance: 1 },
      })
    ).json();
    const goal = (
      await send('POST', `/api/clients/${clientId}/goals`, { payload: { description: 'Retire' } })
    ).json();
    const writes: [Method, string, unknown][] = [
      ['PATCH', `/api/clients/${clientId}`, { occupation: 'Pilot' }],
      ['PATCH', `/api/clients/${clientId}/super-accounts/${account.id}`, { balance: 2 }],
      ['PATCH', `/api/clients/${clientId}/bank-accounts/${bank.id}`, { balance: 2 }],
      ['PATCH', `/api/clients/${clientId}/goals/${goal.id}`, { description: 'Travel' }],
      [
        'PATCH',
        `/api/clients/${clientId}/questionnaire`,
        { answers: { retirementAge: '61' }, completedSections: [] },
      ],
      [
        'POST',
        `/api/clients/${clientId}/questionnaire/complete`,
        { answers: { retirementAge: '61' }, completedSections: ['goals'] },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const response = await send(method, url, { payload });
      expect(response.statusCode, url).toBe(428);
      expect(response.json()).toMatchObject({ code: 'PRECONDITION_REQUIRED' });
      expect(response.json().message).toMatch(/If-Match/);
    }
    const accounts = (await send('GET', `/api/clients/${clientId}/accounts`)).json();
    expect(accounts.superAccounts[0].balance).toBe(1);
    expect((await send('GET', `/api/clients/${clientId}`)).json().occupation).not.toBe('Pilot');
    expect(
      (await send('GET', `/api/clients/${clientId}/questionnaire`)).json().answers.retirementAge,
    ).toBeUndefined();
  });

  it('compares strongly (RFC 9110): a weak tag is stale, a list or * matches, an unquoted version is refused', async () => {
    const clientId = await createClient();
    const account = (
      await send('POST', `/api/clients/${clientId}/super-accounts`, {
        payload: { fundName: 'Aware', balance: 1 },
      })
    ).json() as { id: string; version: number };
    const url = `/api/clients/${clientId}/super-accounts/${account.id}`;
    const patch = (header: string, balance: number) =>
      send('PATCH', url, { payload: { balance }, headers: { 'if-match': header } });

    expect((await patch(`W/"${account.version}"`, 2)).statusCode).toBe(409);
    const unquoted = await patch(String(account.version), 2);
    expect(unquoted.statusCode).toBe(400);
    expect(unquoted.json().message).toMatch(/in quotes/);
    expect((await patch(`"nope", "${account.version}"`, 3)).statusCode).toBe(200);
    expect((await patch(`"${account.version}"`, 4)).statusCode).toBe(409);
    expect((await patch('*', 5)).statusCode).toBe(200);
    const listed = (await send('GET', `/api/clients/${clientId}/accounts`)).json().superAccounts[0];
    expect(listed).toMatchObject({ balance: 5, version: account.version + 2 });
  });
});

describe('Idempotency-Key on creating a client', () => {
  it('replays the same body, and answers 409 to the same key with another body', async () => {
    const key = `versions-${Date.now()}`;
    const body = sampleClient({ email: `same-${Date.now()}@example.com` });
    const create = (payload: object) =>
      send('POST', '/api/clients', { payload, headers: { 'idempotency-key': key } });
    const made = await create(body);
    expect(made.statusCode).toBe(201);
    const again = await create(body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(made.json().id);

    const other = await create({ ...body, givenNames: 'Someone', familyName: 'Else' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/Idempotency-Key was already used/);
    const list = await send('GET', `/api/clients?search=${encodeURIComponent('Someone Else')}`);
    expect(list.json()).toEqual([]);
  });
});

describe('GET /api/clients', () => {
  it('is paged by default: 50 clients, with the total in X-Total-Count', async () => {
    const practice = await signInNewAdviser(testApp);
    for (let index = 0; index < 55; index++)
      await send('POST', '/api/clients', {
        cookie: practice.cookie,
        payload: sampleClient({ email: `paged${index}@example.com` }),
      });
    const page = await send('GET', '/api/clients', { cookie: practice.cookie });
    expect(page.json()).toHaveLength(50);
    expect(page.headers['x-total-count']).toBe('55');
    const rest = await send('GET', '/api/clients?offset=50', { cookie: practice.cookie });
    expect(rest.json()).toHaveLength(5);
  });
});
