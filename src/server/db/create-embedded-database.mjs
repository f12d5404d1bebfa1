// Creates a new embedded database (PGlite's initdb, then the committed migrations) in a process of its own,
// for connection.ts. PGlite's WebAssembly memory grows to what initdb and the first migrations needed and
// never shrinks, so a server that created its database itself held about 160 MB more for as long as it ran
// than one that opened the same files later. This process exits and takes that memory with it.
// Arguments: the database's folder, then the migrations folder.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [directory, migrationsFolder] = process.argv.slice(2);
const client = new PGlite(directory);
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
await client.close();
