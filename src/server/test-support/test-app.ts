import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import { readConfig, type Config } from '@/server/config';
import type { Database } from '@/server/db/connection';
import type { ChangeFeed } from '@/server/db/change-feed';
import { buildApp } from '@/server/app';
import { createSmtpMailer } from '@/server/mail/mailer';
import { createUser } from '@/server/core/users/create-user';
import { sessionCookieName } from '@/server/http/authenticate';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import type { OcrEngine } from '@/server/reading/recognise/ocr-engine';
import type { DocumentQueue } from '@/server/jobs/document-queue';
import { startJobQueue } from '@/server/jobs/job-queue';
import { createProcessDocumentQueue, pgBossDocumentQueue } from '@/server/jobs/process-document-job';
import { startDocumentWorker } from '@/server/jobs/start-document-worker';
import {
  createTrainPracticeModelQueue,
  pgBossTrainingQueue,
  startTrainingWorker,
} from '@/server/jobs/train-practice-model-job';
import type { TrainingQueue } from '@/server/jobs/training-queue';
import { createStorage } from '@/server/storage/create-storage';
import { createOfflineMedianValuation } from '@/server/property/create-offline-median-valuation';
import type { Storage } from '@/server/storage/storage';
import { openTestDatabase } from './test-database';
import { openDatabase } from '@/server/db/connection';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The folder the app keeps its files in (DATA_DIR): stored originals, and with embeddedOnDisk the database. */
  dataDir: string;
  /** The database itself: the embedded one (for its backups), or PostgreSQL's address. */
  connection: { embedded?: PGlite; url?: string };
  /** The app's feed of committed changes (the caches' source). */
  changes: ChangeFeed;
  config: Config;
  storage: Storage;
  /** Documents handed to processing (when the app runs no worker, they stay pending). */
  queued: string[];
  /** Practices whose model training was asked for (when the app runs no worker). */
  trainingRequested: string[];
  /** Present when the app processes documents: stop and start the worker as a crash and a restart would. */
  worker?: { stop: () => Promise<void>; start: () => Promise<void> };
  close: () => Promise<void>;
};

type TestAppOptions = Partial<Config> & {
  processDocuments?: boolean;
  /** Receives the app's log (give a logLevel too: tests are silent by default). */
  logStream?: NodeJS.WritableStream;
  /**
   * The embedded database in files under the test's data folder (DATA_DIR/db), as an install keeps it,
   * rather than in memory (or PostgreSQL): for tests of what is left on disk.
   */
  embeddedOnDisk?: boolean;
  /** How long a practice's training job waits for more corrections (60 s in the app). */
  trainingDelaySeconds?: number;
};

/**
 * The real app on a real, fresh database and a temporary file store, for tests through app.inject. With
 * processDocuments, the real queue (pg-boss) and document worker (tesseract) run too.
 */
export async function createTestApp({
  processDocuments = false,
  logStream,
  embeddedOnDisk = false,
  trainingDelaySeconds,
  ...overrides
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'factfind-test-'));
  const database: Awaited<ReturnType<typeof openTestDatabase>> = embeddedOnDisk
    ? await openDatabase({ dataDir })
    : await openTestDatabase();
  const config = { ...readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), ...overrides };
  const storage = createStorage(config);
  const queued: string[] = [];

  let boss: PgBoss | undefined;
  let stopRecovery = () => undefined as void;
  let ocr: OcrEngine | undefined;
  let documentQueue: DocumentQueue = { enqueue: async (ids) => void queued.push(...ids) };
  const trainingRequested: string[] = [];
  let trainingQueue: TrainingQueue = { request: async (id) => void trainingRequested.push(id) };
  const startWorker = async () => {
    boss = await startJobQueue(database, () => undefined);
    await createProcessDocumentQueue(boss);
    await createTrainPracticeModelQueue(boss);
    ocr = createTesseractOcrEngine({ workers: 2 });
    stopRecovery = await startDocumentWorker({
      boss,
      db: database.db,
      storage,
      ocr,
      concurrency: ocr.concurrency,
      log: { error: () => undefined },
    });
    await startTrainingWorker({ boss, db: database.db, log: { error: () => undefined } });
    const started = boss;
    documentQueue = pgBossDocumentQueue(started, () => undefined);
    trainingQueue = pgBossTrainingQueue(started, () => undefined, trainingDelaySeconds);
  };
  const stopWorker = async () => {
    stopRecovery();
    await boss?.stop({ graceful: false, timeout: 1_000 });
    await ocr?.close();
    boss = undefined;
    ocr = undefined;
  };
  if (processDocuments) await startWorker();

  const app = await buildApp({
    db: database.db,
    changes: database.changes,
    config,
    storage,
    // Resolved at call time so a restarted worker's queue is used.
    documentQueue: { enqueue: async (ids) => documentQueue.enqueue(ids) },
    trainingQueue: { request: async (id) => trainingQueue.request(id) },
    propertyValuation: createOfflineMedianValuation(),
    mailer: config.mail ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : null,
    logStream,
    scrubDeletedRows: database.scrubDeletedRows,
    databaseAnsweredWithin: database.answeredWithin,
  });
  return {
    app,
    dataDir,
    connection: { embedded: database.embedded, url: database.url },
    db: database.db,
    changes: database.changes,
    config,
    storage,
    queued,
    trainingRequested,
    worker: processDocuments ? { stop: stopWorker, start: startWorker } : undefined,
    close: async () => {
      await app.close();
      await stopWorker();
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
