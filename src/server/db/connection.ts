import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { promisify } from 'node:util';
import pg from 'pg';
import { fromPglite, type Db as JobQueueDatabase } from 'pg-boss';
import * as schema from './schema';
import { listenToPglite, listenToPostgres, type ChangeFeed } from './change-feed';
import { takeTurns } from './embedded-turns';

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
  /**
   * The embedded database only: whether it answered a statement within the last `ms` (liveness need not
   * queue behind the statements waiting for its one connection).
   */
  answeredWithin?: (ms: number) => boolean;
  /**
   * The embedded database on disk only: leaves nothing readable of rows just deleted in its files (see
   * scrubDeletedRows). PostgreSQL's files are the operator's to manage (README, "Destroying a client's data").
   */
  scrubDeletedRows?: () => Promise<void>;
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
    if (!existsSync(path.join(directory, 'PG_VERSION'))) await createEmbeddedDatabase(directory);
    client = new PGlite(directory);
  }
  await client.waitReady;
  const turns = takeTurns(client);
  // A finished WAL segment is deleted rather than renamed for reuse: a reused one keeps its old contents on
  // disk until they are overwritten (scrubDeletedRows depends on this).
  if (dataDir !== 'memory://') await client.exec('set wal_recycle = off');
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
    answeredWithin: turns.answeredWithin,
    ...(dataDir === 'memory://' ? {} : { scrubDeletedRows: () => scrubDeletedRows(client) }),
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/** A new embedded database is made in a process of its own (see create-embedded-database.mjs for why). */
async function createEmbeddedDatabase(directory: string): Promise<void> {
  const script = fileURLToPath(new URL('./create-embedded-database.mjs', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [script, directory, migrationsFolder]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${directory}${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
}

/**
 * After a client's rows are deleted (APP 11), nothing of them may stay readable in the embedded database's
 * files. A DELETE only marks rows dead: their bytes stay in the table's pages (and its indexes and TOAST)
 * until overwritten, and in the write-ahead log that recorded them. So every table that holds a client's
 * rows (those that reference clients, directly or through another such table) is rewritten with VACUUM FULL
 * (new files holding only live rows; the old ones are emptied when the transaction commits and removed at
 * the next checkpoint), then the WAL moves to a new segment and a checkpoint removes the segments before it
 * (recycling is off, so they are deleted, not kept for reuse). The whole database waits meanwhile: a second
 * or two for a practice's database.
 */
async function scrubDeletedRows(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(`
    with recursive owning(relation) as (
      select 'public.clients'::regclass
      union
      select constraints.conrelid from pg_constraint constraints
        join owning on constraints.confrelid = owning.relation
       where constraints.contype = 'f'
    )
    select format('%s', relation::regclass) as name from owning`);
  for (const { name } of rows) await client.exec(`vacuum full ${name}`);
  await client.exec('select pg_switch_wal()');
  await client.exec('checkpoint');
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
