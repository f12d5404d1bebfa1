/**
 * Creates an adviser: npm run user:create -- --email a@b.au --name "Jo Citizen" --password '…'
 *   [--tier enterprise|professional] [--practice "Practice name"]
 * Uses the same database as the app (DATABASE_URL, or the embedded one under DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { createUser } from '@/server/core/users/create-user';
import { passwordProblem } from '@/server/core/auth/password-policy';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    tier: { type: 'string', default: 'professional' },
    practice: { type: 'string' },
  },
});

if (!values.email || !values.name || !values.password) {
  console.error(
    'Usage: npm run user:create -- --email <email> --name <name> --password <password> [--tier enterprise|professional] [--practice <name>]',
  );
  process.exit(2);
}

const config = readConfig();
const problem = passwordProblem(values.password, {
  email: values.email,
  name: values.name,
  practiceName: values.practice,
  demoPassword: config.demo.password,
});
if (problem) {
  console.error(`Password: ${problem}.`);
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { userId, practiceId } = await createUser({
    db: database.db,
    email: values.email,
    name: values.name,
    password: values.password,
    subscriptionTier: values.tier,
    practiceName: values.practice,
  });
  console.log(`Created adviser ${values.email} (user ${userId}, practice ${practiceId})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
