import { PgBoss } from 'pg-boss';
import type { DatabaseConnection } from '@/server/db/connection';

const jobSchema = 'pgboss';
/** pg-boss 11 rewrote its schema (version 25) and pg-boss 12 migrates only from there. */
const oldestMigratableJobSchema = 25;

/**
 * pg-boss on the application's own database: PGlite through pg-boss's PGlite adapter, PostgreSQL through
 * the same pool the app uses.
 */
export async function startJobQueue(
  connection: DatabaseConnection,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  await connection.withStartupLock(() => dropUnmigratableJobSchema(connection));
  const boss = new PgBoss({
    db: connection.jobQueueDatabase,
    backend: connection.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: jobSchema,
    // Jobs whose heartbeat stopped are failed (and retried) on the supervisor's pass: every 5 s, so a killed
    // worker's document is back within 30 s (decision 021). Each instance also beats every 5 s in
    // pgboss.instance, which readiness reads to know whether a worker is alive.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    instanceHeartbeatSeconds: 5,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/**
 * A database first run with pg-boss 10 holds its schema 24, which pg-boss 12 cannot migrate. Nothing in it
 * needs keeping: a document's job is made again from the document (the worker re-queues every unfinished
 * document when it starts), so the old schema is dropped and pg-boss creates its own. Returns whether it was.
 */
export async function dropUnmigratableJobSchema(connection: DatabaseConnection): Promise<boolean> {
  const run = (text: string) => connection.jobQueueDatabase.executeSql(text);
  const found = await run(`select to_regclass('${jobSchema}.version') is not null as "exists"`);
  if (!found.rows[0]?.exists) return false;
  const versions = await run(`select version from ${jobSchema}.version`);
  const version = Number(versions.rows[0]?.version ?? 0);
  if (version >= oldestMigratableJobSchema) return false;
  await run(`drop schema ${jobSchema} cascade`);
  console.log(`Replaced the job queue's schema ${version} (pg-boss 10) with pg-boss 12's`);
  return true;
}
