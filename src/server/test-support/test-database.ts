import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '@/server/db/connection';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for the file and dropped afterwards (so parallel files never collide).
 */
export async function openTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });

  const empty = await createEmptyTestDatabase(adminUrl);
  const connection = await openDatabase({ databaseUrl: empty.url, dataDir: 'memory://' });
  return {
    ...connection,
    url: empty.url,
    close: async () => {
      await connection.close();
      await empty.drop();
    },
  };
}

/** A new, empty PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function createEmptyTestDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `factfind_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
