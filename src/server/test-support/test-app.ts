import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readConfig, type Config } from '@/server/config';
import type { Database } from '@/server/db/connection';
import { buildApp } from '@/server/app';
import { createUser } from '@/server/core/users/create-user';
import { sessionCookieName } from '@/server/http/authenticate';
import { openTestDatabase } from './test-database';
import { createStorage } from '@/server/storage/create-storage';
import type { Storage } from '@/server/storage/storage';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  storage: Storage;
  close: () => Promise<void>;
};

/** The real app on a real, fresh database and a temporary file store, for tests through app.inject. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'factfind-test-'));
  const config = { ...readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), ...overrides };
  const storage = createStorage(config);
  const app = await buildApp({ db: database.db, config, storage });
  return {
    app,
    db: database.db,
    config,
    storage,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let adviserCount = 0;

/** Creates an adviser (in a practice of its own unless one is named) and signs in; returns the cookie. */
export async function signInNewAdviser(
  testApp: TestApp,
  options: { practiceName?: string; tier?: string } = {},
): Promise<{ email: string; password: string; cookie: string; userId: string; practiceId: string }> {
  adviserCount += 1;
  const email = `adviser${adviserCount}.${Date.now()}@example.com.au`;
  const password = 'correct horse battery';
  const { userId, practiceId } = await createUser({
    db: testApp.db,
    email,
    name: `Adviser ${adviserCount}`,
    password,
    subscriptionTier: options.tier,
    practiceName: options.practiceName ?? `Practice ${adviserCount} ${Date.now()}`,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return { email, password, cookie: sessionCookieFrom(response), userId, practiceId };
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === sessionCookieName);
  if (!cookie) throw new Error(`No session cookie in the response (status ${response.statusCode})`);
  return `${sessionCookieName}=${cookie.value}`;
}
