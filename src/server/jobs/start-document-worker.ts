import type { PgBoss } from 'pg-boss';
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { documents } from '@/server/db/schema';
import { replaceDefaultedValues } from '@/server/core/client-record/replace-defaulted-values';
import { processDocument, type ProcessingDeps } from '@/server/reading/process-document';
import { markDocumentFailed } from '@/server/reading/mark-document-failed';
import { RecognitionError } from '@/server/reading/recognise/recognition-error';
import { MissingFileError } from '@/server/storage/storage';
import { ThreadLimitError } from '@/server/threads/run-off-thread';
import { deleteScheduledFiles } from '@/server/storage/delete-files';
import { deleteAbandonedBatches } from '@/server/core/document-batches/delete-abandoned-batches';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { pgBossDocumentQueue, processDocumentPayload, processDocumentQueue } from './process-document-job';

/** How often to delete files whose deletion storage refused before. */
const sweepIntervalMs = 15_000;
/** How often to delete documents-first documents no client claimed in time. */
const abandonedSweepIntervalMs = 60 * 60_000;

type WorkerOptions = ProcessingDeps & {
  boss: PgBoss;
  /** Jobs worked on at once; matches the OCR engine's workers (one per core). */
  concurrency: number;
  log: { error: (context: object, message: string) => void };
};

/**
 * Starts processing documents in the background. First re-queues every unfinished document, so work that
 * a stopped process left behind resumes. A job whose worker dies (killed, crashed, its machine gone) stops
 * beating, and pg-boss fails it into a retry (process-document-job.ts). Every few seconds, deletes stored
 * files whose deletion storage refused before; once an hour, documents-first documents no client claimed
 * in 30 days. Returns a function that stops the sweep timer (pg-boss's own stop ends the workers). The
 * queue must exist: the process creates it at start-up, under the database's start-up lock.
 */
export async function startDocumentWorker(options: WorkerOptions): Promise<() => void> {
  const { boss, db, concurrency, log } = options;

  const unfinished = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        notInArray(documents.ocrStatus, ['failed']),
        notInArray(documents.parseStatus, ['failed']),
        or(
          inArray(documents.ocrStatus, ['pending', 'processing']),
          inArray(documents.parseStatus, ['pending', 'processing']),
        ),
      ),
    );
  const queue = pgBossDocumentQueue(boss, (error) =>
    log.error({ error: describeErrorForLog(error) }, 'Could not re-queue documents'),
  );
  if (unfinished.length > 0) await queue.enqueue(unfinished.map((row) => row.id));

  for (let worker = 0; worker < concurrency; worker += 1) {
    await boss.work(
      processDocumentQueue,
      { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const { documentId } = processDocumentPayload.parse(job.data);
        try {
          await processDocument(options, documentId);
        } catch (error) {
          // A document we cannot read, whose file is gone, or that reached a limit on its time or memory, will
          // not read better next time: fail it now, without retries.
          const permanent =
            error instanceof RecognitionError ||
            error instanceof MissingFileError ||
            error instanceof ThreadLimitError;
          if (permanent || job.retryCount >= job.retryLimit) {
            await markDocumentFailed(db, documentId, error, job.retryCount + 1);
            if (!permanent)
              log.error({ error: describeErrorForLog(error), documentId }, 'Document processing failed');
            return;
          }
          throw error;
        }
        await fillDefaultedValues(options, documentId);
      },
    );
  }

  let lastAbandonedSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastAbandonedSweep >= abandonedSweepIntervalMs) {
      lastAbandonedSweep = Date.now();
      await deleteAbandonedBatches(db, options.storage).catch((error: unknown) =>
        log.error({ error: describeErrorForLog(error) }, 'Could not delete abandoned documents'),
      );
    }
    // Files whose records were deleted while storage refused: try them again.
    await deleteScheduledFiles(db, options.storage);
  };
  await sweep();
  const timer = setInterval(() => void sweep(), sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The document's client may hold intake defaults its document now replaces; a failure here never fails the document. */
async function fillDefaultedValues({ db, log }: WorkerOptions, documentId: string): Promise<void> {
  try {
    const [row] = await db
      .select({ clientId: documents.clientId })
      .from(documents)
      .where(eq(documents.id, documentId));
    if (row?.clientId) await replaceDefaultedValues(db, row.clientId);
  } catch (error) {
    log.error(
      { error: describeErrorForLog(error), documentId },
      'Could not update the client from the document',
    );
  }
}
