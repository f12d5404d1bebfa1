import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients, sessions } from '@/server/db/schema';
import { sessionIdOf } from '@/server/core/auth/session-token';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';

/**
 * Sessions, the client list and the dashboard figures are kept in memory between requests. They must
 * never outlive a change: the adviser's own (at once), or another process's (as soon as PostgreSQL
 * announces it; the embedded database announces at commit). "Another process" is a write straight to the
 * database here, which no route of this app sees.
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, cookie = adviser.cookie) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie } });
const names = async () =>
  ((await get('/api/clients')).json() as { givenNames: string }[]).map((client) => client.givenNames);
const announced = { timeout: 3_000, interval: 20 };

describe('reads kept in memory', () => {
  it("show the adviser's own change in their very next request", async () => {
    expect(await names()).toEqual([]);
    expect((await get('/api/stats')).json()).toMatchObject({ activeClients: 0 });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient({ givenNames: 'Ada' }) as object,
      headers: { cookie: adviser.cookie },
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toEqual(['Ada']);
    expect((await get('/api/stats')).json()).toMatchObject({ activeClients: 1 });
  });

  it("show another process's change once the database announces it", async () => {
    expect(await names()).toEqual(['Ada']);
    await testApp.db.insert(clients).values({
      practiceId: adviser.practiceId,
      givenNames: 'Grace',
      familyName: 'Hopper',
      email: 'grace@example.com',
    });
    await expect.poll(names, announced).toEqual(['Grace', 'Ada']);
    await expect
      .poll(async () => (await get('/api/stats')).json(), announced)
      .toMatchObject({ activeClients: 2 });
  });

  it('are served from memory: a change the database does not announce is not seen', async () => {
    expect(await names()).toEqual(['Grace', 'Ada']);
    // With triggers off for one transaction (as a replica applies changes), nothing is announced.
    await testApp.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(clients).set({ givenNames: 'Unannounced' }).where(eq(clients.givenNames, 'Grace'));
    });
    expect(await names()).toEqual(['Grace', 'Ada']);
    await testApp.db
      .update(clients)
      .set({ familyName: 'Hopper' })
      .where(eq(clients.givenNames, 'Unannounced'));
    await expect.poll(names, announced).toEqual(['Unannounced', 'Ada']);
  });

  it("forget only what a change can alter: one client's change keeps another client's read and another practice's list", async () => {
    const create = async (givenNames: string, cookie = adviser.cookie) =>
      (
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/api/clients',
            payload: sampleClient({ givenNames }) as object,
            headers: { cookie },
          })
        ).json() as { id: string }
      ).id;
    const first = await create('First');
    const second = await create('Second');
    const other = await signInNewAdviser(testApp);
    const elsewhere = await create('Elsewhere', other.cookie);
    // PostgreSQL announces a commit a moment later: wait until the feed has heard the creations (a write made
    // now is announced after them), or one heard late would forget the reads this test expects kept.
    let heard = false;
    const stopListening = testApp.changes.onChange((change) => {
      if (change.clientId === elsewhere) heard = true;
    });
    await testApp.db.update(clients).set({ givenNames: 'Elsewhere' }).where(eq(clients.id, elsewhere));
    await expect.poll(() => heard, announced).toBe(true);
    stopListening();
    const occupationOf = async (id: string) =>
      ((await get(`/api/clients/${id}`)).json() as { occupation: string | null }).occupation;
    const otherNames = async () =>
      ((await get('/api/clients', other.cookie)).json() as { givenNames: string }[]).map((c) => c.givenNames);
    const initial = await occupationOf(first);
    expect(await occupationOf(second)).toBe(initial);
    expect(await otherNames()).toEqual(['Elsewhere']);
    // Unannounced changes to the second client and to the other practice's client: what is kept still shows.
    await testApp.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(clients).set({ occupation: 'Unannounced' }).where(eq(clients.id, second));
      await tx.update(clients).set({ givenNames: 'Unannounced' }).where(eq(clients.id, elsewhere));
    });
    // An announced change to the first client is seen; the second's read and the other practice's list stay.
    await testApp.db.update(clients).set({ occupation: 'Nurse' }).where(eq(clients.id, first));
    await expect.poll(() => occupationOf(first), announced).toBe('Nurse');
    expect(await occupationOf(second)).toBe(initial);
    expect(await otherNames()).toEqual(['Elsewhere']);
    // A change to the second client is seen once announced.
    await testApp.db.update(clients).set({ familyName: 'Changed' }).where(eq(clients.id, second));
    await expect.poll(() => occupationOf(second), announced).toBe('Unannounced');
  });

  it("show the adviser's own save of one client in their very next read of it and of the list", async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient({ givenNames: 'Own' }) as object,
      headers: { cookie: adviser.cookie },
    });
    const { id } = created.json() as { id: string };
    const read = await get(`/api/clients/${id}`);
    expect(await names()).toContain('Own');
    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/clients/${id}`,
      payload: { givenNames: 'Saved' },
      headers: { cookie: adviser.cookie, 'if-match': String(read.headers.etag) },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(`/api/clients/${id}`)).json()).toMatchObject({ givenNames: 'Saved' });
    expect(await names()).toContain('Saved');
  });

  it('end a session at once when the adviser signs out', async () => {
    const other = await signInNewAdviser(testApp);
    expect((await get('/api/clients', other.cookie)).statusCode).toBe(200);
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: other.cookie },
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    expect((await get('/api/clients', other.cookie)).statusCode).toBe(401);
  });

  it('end a session another process ended once the database announces it', async () => {
    const other = await signInNewAdviser(testApp);
    expect((await get('/api/clients', other.cookie)).statusCode).toBe(200);
    const token = decodeURIComponent(other.cookie.split('=')[1] ?? '');
    await testApp.db.delete(sessions).where(eq(sessions.sid, sessionIdOf(token)));
    await expect.poll(async () => (await get('/api/clients', other.cookie)).statusCode, announced).toBe(401);
  });
});
