import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '@/server/test-support/test-database';
import { StorageUnavailableError } from '@/server/storage/storage';
import { registerErrorHandler } from './error-handler';

/** What a route answers when its work throws `error`. */
async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/work', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/work' });
  await app.close();
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

/** A query error as drizzle wraps pg's (the SQLSTATE is on the cause). */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the error handler', () => {
  it.each([
    [
      '55000 (a database not accepting connections)',
      pgError('55000', 'database "factfind" is not currently accepting connections'),
    ],
    ['57P03 (cannot connect now)', pgError('57P03', 'the database system is starting up')],
    ['57P01 (admin shutdown)', pgError('57P01', 'terminating connection due to administrator command')],
    ['53300 (too many connections)', pgError('53300', 'sorry, too many clients already')],
    ['08006 (connection failure)', pgError('08006', 'connection failure')],
    ['ECONNREFUSED', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ])('answers 503 for the database unavailable: %s', async (_name, cause) => {
    for (const error of [cause, wrapped(cause)]) {
      const answer = await answerTo(error);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'The database is not reachable right now. Nothing was changed; please try again in a moment.',
      });
      expect(answer.retryAfter).toBe('5');
    }
  });

  it('answers 500 for a 55000 that is about a statement, not the connection', async () => {
    const answer = await answerTo(
      wrapped(pgError('55000', 'cannot ALTER TABLE "x" because it has pending trigger events')),
    );
    expect(answer.status).toBe(500);
  });

  it('answers 503 when storage refuses a file', async () => {
    const answer = await answerTo(
      new StorageUnavailableError({ cause: pgError('ENOSPC', 'no space left on device') }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/^File storage is not accepting files right now\. Nothing was saved/);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "answers 503 for PostgreSQL's own refusal of a database that does not accept connections",
    async () => {
      const adminUrl = process.env.DATABASE_URL ?? '';
      const closed = await createEmptyTestDatabase(adminUrl);
      const name = new URL(closed.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`alter database ${name} allow_connections false`);
        const client = new pg.Client({ connectionString: closed.url });
        const refusal = await client.connect().then(
          () => null,
          (error: unknown) => error,
        );
        await client.end().catch(() => undefined);
        expect(refusal).toMatchObject({ code: '55000' });
        expect((await answerTo(wrapped(refusal as Error))).status).toBe(503);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
        await closed.drop();
      }
    },
  );
});
