import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/connection';
import { createUser } from '@/server/core/users/create-user';
import { e2eAdvisers } from './advisers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    /** The app sends e-mail to an SMTP server on this port; client-request.spec.ts listens there. */
    smtpPort: number;
  }
}

const SERVER_LOG = 'test-results/e2e-server.log';

/**
 * Starts the real app (built client, API, embedded database in a temporary folder) on a free port, with
 * the advisers the browser tests sign in as; stops it and removes the data afterwards.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'factfind-e2e-'));
  const database = await openDatabase({ dataDir });
  for (const adviser of Object.values(e2eAdvisers)) await createUser({ db: database.db, ...adviser });
  await database.close();

  const port = await freePort();
  const smtpPort = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Request links are built from it (never from the Host header).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every request and its answer, in test-results/e2e-server.log, to explain a failure after the fact.
      LOG_LEVEL: 'info',
      // A practice's model trains 10 s after a correction, not a minute (practice-model.spec.ts waits for it).
      PRACTICE_TRAINING_DELAY_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept in memory for a failed start, and written to test-results/e2e-server.log for a failed test
  // (npm test then prints its warnings, errors and refused requests: scripts/e2e-log-summary.ts).
  mkdirSync('test-results', { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  let output = '';
  const record = (chunk: Buffer) => {
    output += chunk;
    log.write(chunk);
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('smtpPort', smtpPort);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited while starting:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The app did not start within 90 s:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
