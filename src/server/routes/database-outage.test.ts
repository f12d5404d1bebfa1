import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';
import { clients } from '@/server/db/schema';

/**
 * PostgreSQL ends the app's connections (a restart, a failover, an administrator): the app must neither
 * exit nor answer 500; it answers 503 while it cannot reach the database and recovers by itself. Runs in the
 * PostgreSQL pass (DATABASE_URL); the embedded database has no connections to lose.
 */
describe.skipIf(!process.env.DATABASE_URL)('when the database ends every connection', () => {
  let testApp: TestApp;
  let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    adviser = await signInNewAdviser(testApp);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps running, answers 503 at worst, and serves again on fresh connections', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: sampleClient() as object,
      headers: { cookie: adviser.cookie },
    });
    // A client's record is read from the database on every request (the client list is kept in memory).
    const list = () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/clients/${created.json().id}`,
        headers: { cookie: adviser.cookie },
      });
    expect((await list()).statusCode).toBe(200);
    expect(testApp.changes.live).toBe(true);
    // Every connection of this database but the one asking, as pg_terminate_backend does in a failover.
    await testApp.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
    `);
    // …and then the asking one too.
    await testApp.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined);

    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await list();
      answers.push(response.statusCode);
      if (response.statusCode === 503) expect(response.json().message).toMatch(/database is not reachable/);
      if (response.statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answers.every((status) => status === 200 || status === 503)).toBe(true);
    expect(answers.at(-1)).toBe(200);

    // The change feed lost its connection too (so nothing was kept meanwhile); it listens again by itself.
    await expect.poll(() => testApp.changes.live, { timeout: 15_000, interval: 100 }).toBe(true);
    const names = async () =>
      (
        (
          await testApp.app.inject({
            method: 'GET',
            url: '/api/clients',
            headers: { cookie: adviser.cookie },
          })
        ).json() as { givenNames: string }[]
      ).map((client) => client.givenNames);
    expect(await names()).toEqual(['Sean Patrick']);
    await testApp.db.update(clients).set({ givenNames: 'Changed elsewhere' });
    await expect.poll(names, { timeout: 3_000, interval: 20 }).toEqual(['Changed elsewhere']);
  });
});
