import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { buildApp } from './app';
import { ensureDemoUser } from './core/users/ensure-demo-user';
import { createStorage } from './storage/create-storage';

/** Starts FactFind: database (migrated), then the API with the built browser app. */
async function main(): Promise<void> {
  const config = {
    ...readConfig(),
    clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Only an embedded install gets a demo adviser; a production database gets its users from user:create.
  const demo = config.databaseUrl ? null : await ensureDemoUser({ db: database.db, ...config.demo });

  const app = await buildApp({ db: database.db, config, storage: createStorage(config) });
  await app.listen({ port: config.port, host: config.host });

  const address = `http://localhost:${config.port}`;
  console.log(`\nFactFind is running at ${address}`);
  if (demo) console.log(`Sign in with the demo adviser: ${demo.email} / ${demo.password}\n`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
