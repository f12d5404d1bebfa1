import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '@/server/db/connection';

/**
 * pg-boss on the application's own database: PGlite through the connection's executeSql adapter (statements
 * without parameters go through exec), PostgreSQL through the same pool the app uses.
 */
export async function startJobQueue(
  connection: DatabaseConnection,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => connection.executeSql(text, values) },
    schema: 'pgboss',
    // Our own queries keep an eye on the documents; pg-boss's state monitor would only add polling.
    monitorStateIntervalMinutes: 60,
    maintenanceIntervalSeconds: 120,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
