import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './embedded-turns';

let client: PGlite;
let turns: ReturnType<typeof takeTurns>;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  turns = takeTurns(client);
});
afterAll(async () => {
  await client.close();
});

describe('the embedded database takes turns with the event loop', () => {
  it('serves a request that arrives while many statements are queued before the last of them', async () => {
    let answered = 0;
    const statements = Array.from({ length: 50 }, () =>
      client.query('select count(*) from generate_series(1, 2000)').then(() => (answered += 1)),
    );
    // A timer stands for an HTTP request arriving meanwhile: it runs between statements, not after them all.
    const servedAfter = await new Promise<number>((resolve) => setTimeout(() => resolve(answered), 0));
    await Promise.all(statements);
    expect(servedAfter).toBeLessThan(50);
  });

  it('knows whether a statement was answered recently', async () => {
    await client.exec('select 1');
    expect(turns.answeredWithin(1_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(turns.answeredWithin(10)).toBe(false);
  });

  it('keeps transactions whole', async () => {
    await client.exec('create table turns (n int)');
    await Promise.all([
      client.transaction(async (tx) => {
        await tx.query('insert into turns values (1)');
        await tx.query('insert into turns values (2)');
      }),
      client.query('insert into turns values (3)'),
    ]);
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from turns');
    expect(rows[0]?.count).toBe(3);
  });
});
