import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type Db as JobQueueDatabase } from 'pg-boss';
import * as schema from './schema';
import { listenToPglite, listenToPostgres, type ChangeFeed } from './change-feed';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, for backups (absent with PostgreSQL, which pg_dump backs up). */
  embedded?: PGlite;
  /** The same database for pg-boss, which brings its own queries. */
  jobQueueDatabase: JobQueueDatabase;
  /**
   * Runs start-up work (creating the job queue) while holding the lock migrations take, so processes
   * starting together against one PostgreSQL do it one after another (pg-boss's create_queue deadlocks
   * when two run at once). The embedded database has one process.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** Changes committed by any process, for the caches that must forget what changed. */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: serialises migrations when several processes start against one PostgreSQL. */
const migrationLockId = 727_3001;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir/db
 * (or in memory when dataDir is 'memory://', for tests). Applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseConnection> {
  const connection = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  await connection.migrate();
  return connection;
}

async function openPglite(dataDir: string): Promise<DatabaseConnection & { migrate: () => Promise<void> }> {
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const directory = path.join(dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    client = new PGlite(directory);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const changes = await listenToPglite(client);
  return {
    db,
    kind: 'pglite',
    embedded: client,
    // pg-boss's own adapter: parameterless multi-statement SQL through exec, and an aborted transaction
    // rolled back so it cannot poison the single connection's next statement.
    jobQueueDatabase: fromPglite(client),
    withStartupLock: (work) => work(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

function openPostgres(databaseUrl: string): DatabaseConnection & { migrate: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection the server ends (a restart, a failover, pg_terminate_backend) is reported here while idle.
  // The pool drops it and opens a new one on the next query; without a listener the process would exit.
  pool.on('error', (error) =>
    console.error('A database connection was lost; it will be replaced.', describeErrorForLog(error)),
  );
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const changes = listenToPostgres(databaseUrl);
  const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [migrationLockId]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
      lock.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    jobQueueDatabase: { executeSql: (text, values) => pool.query(text, values) },
    withStartupLock,
    migrate: () => withStartupLock(() => migratePostgres(drizzlePostgres(pool), { migrationsFolder })),
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}
