import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/connection';
import { registerErrorHandler } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { acceptBackupRequests } from './backup/backup-requests';
import { buildApp } from './app';
import { createSmtpMailer } from './mail/mailer';
import { ensureDemoUser } from './core/users/ensure-demo-user';
import { createOpenAiCompatibleProvider } from './reading/ai/openai-compatible-provider';
import { createTesseractOcrEngine } from './reading/recognise/create-tesseract-ocr-engine';
import { startJobQueue } from './jobs/job-queue';
import { createProcessDocumentQueue, pgBossDocumentQueue } from './jobs/process-document-job';
import { startDocumentWorker } from './jobs/start-document-worker';
import {
  createTrainPracticeModelQueue,
  pgBossTrainingQueue,
  startTrainingWorker,
} from './jobs/train-practice-model-job';
import { createStorage } from './storage/create-storage';
import { createPropertyValuation } from './property/create-property-valuation';
import { describeErrorForLog } from './logging/describe-error-for-log';
import { redactStoredTaxFileNumbers } from './core/documents/redact-stored-tax-file-numbers';

/**
 * Starts FactFind from the environment: the database (migrated), the job queue, and then the document
 * worker and/or the API with the built browser app, as PROCESS_ROLE says.
 */
async function main(): Promise<void> {
  const config = {
    ...readConfig(),
    // CLIENT_DIR lets a test run serve its own build.
    clientDir: process.env.CLIENT_DIR || fileURLToPath(new URL('../../dist/client', import.meta.url)),
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  const redactedPages = await redactStoredTaxFileNumbers(database.db);
  if (redactedPages > 0) console.log(`Redacted tax file numbers on ${redactedPages} stored page(s)`);
  const boss = await startJobQueue(database, (error) =>
    console.error('Job queue error:', describeErrorForLog(error)),
  );
  await database.withStartupLock(async () => {
    await createProcessDocumentQueue(boss);
    await createTrainPracticeModelQueue(boss);
  });

  const runsWorker = config.processRole !== 'api';
  const runsApi = config.processRole !== 'worker';
  const ocr = runsWorker ? createTesseractOcrEngine({ workers: availableParallelism() }) : null;
  let stopRecovery = () => undefined as void;
  if (ocr) {
    stopRecovery = await startDocumentWorker({
      boss,
      db: database.db,
      storage,
      ocr,
      ai: config.ai ? createOpenAiCompatibleProvider(config.ai) : undefined,
      concurrency: ocr.concurrency,
      log: { error: (context, message) => console.error(message, context) },
    });
    await startTrainingWorker({
      boss,
      db: database.db,
      log: {
        error: (context, message) => console.error(message, context),
        info: (context, message) => console.log(message, context),
      },
    });
  }

  const app = runsApi
    ? await buildApp({
        db: database.db,
        changes: database.changes,
        config,
        storage,
        documentQueue: pgBossDocumentQueue(boss, (error) =>
          console.error('Could not queue documents:', describeErrorForLog(error)),
        ),
        trainingQueue: pgBossTrainingQueue(
          boss,
          (error) =>
            console.error('Could not ask for a practice model to be trained:', describeErrorForLog(error)),
          config.practiceTrainingDelaySeconds,
        ),
        propertyValuation: createPropertyValuation(),
        mailer: config.mail ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : null,
        scrubDeletedRows: database.scrubDeletedRows,
        databaseAnsweredWithin: database.answeredWithin,
      })
    : null;
  if (app) {
    // Only an embedded install gets a demo adviser; a production database gets its users from user:create.
    const demo = config.databaseUrl ? null : await ensureDemoUser({ db: database.db, ...config.demo });
    await app.listen({ port: config.port, host: config.host });
    console.log(`\nFactFind is running at http://localhost:${config.port}`);
    if (!config.publicUrlConfigured)
      console.log(
        `PUBLIC_URL is not set: document request links will point at ${config.publicUrl}. Set it to the address clients reach the app at.`,
      );
    if (demo) console.log(`Sign in with the demo adviser: ${demo.email} / ${demo.password}\n`);
  } else {
    console.log('FactFind document worker is running');
  }
  // A worker-only process has no API to serve /metrics from: it serves it alone, on its own port.
  const metricsOnly =
    !app && config.metrics?.port ? await serveMetricsOnly(database.db, config.metrics.token) : null;
  if (metricsOnly && config.metrics?.port) {
    await metricsOnly.listen({ port: config.metrics.port, host: config.host });
    console.log(`Worker metrics at http://localhost:${config.metrics.port}/metrics`);
  }

  const stopBackups = database.embedded ? acceptBackupRequests(database.embedded, config.dataDir) : () => {};

  const stop = async () => {
    stopBackups();
    stopRecovery();
    await app?.close();
    await metricsOnly?.close();
    await boss.stop({ graceful: true, timeout: 10_000 });
    await ocr?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function serveMetricsOnly(db: Database, token: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  registerErrorHandler(server);
  registerMetrics(server, db, token);
  return server;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
