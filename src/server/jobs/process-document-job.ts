import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DocumentQueue } from './document-queue';

/** One job per document: read it (OCR), then classify and extract. Safe to run twice. */
export const processDocumentQueue = 'process-document';

export const processDocumentPayload = z.object({ documentId: z.string().uuid() });
export type ProcessDocumentPayload = z.infer<typeof processDocumentPayload>;

/**
 * A failed attempt (an error, or its worker's death) is tried again after 2-4 s, then 4-8 s. A retried job
 * keeps its creation time, and workers take the oldest job first, so work a dead worker left goes ahead of
 * documents uploaded since.
 */
export const processDocumentRetries = { retryLimit: 2, retryDelay: 2, retryBackoff: true } as const;

/**
 * pg-boss's heartbeat: a worker refreshes its job's heartbeat every 5 s while its handler runs; a job whose
 * heartbeat is 10 s old belongs to a dead process and is failed by the supervisor (every 5 s, job-queue.ts)
 * into a retry. So a killed worker's document is back in the queue within about 15 s, and taken again
 * 2-4 s later (decision 021).
 */
export const processDocumentHeartbeatSeconds = 10;

const queueOptions = {
  heartbeatSeconds: processDocumentHeartbeatSeconds,
  // The bound on a job whose process is alive but stuck; a dead one is found by its heartbeat.
  expireInSeconds: 15 * 60,
  ...processDocumentRetries,
};

export async function createProcessDocumentQueue(boss: PgBoss): Promise<void> {
  // 'stately': at most one waiting and one running job per document (singletonKey), so re-queueing an
  // unfinished document after a crash never piles up duplicates.
  await boss.createQueue(processDocumentQueue, { policy: 'stately', ...queueOptions });
  // A queue made before heartbeats (or with other retries) takes the current options; jobs already queued
  // keep theirs, and the worker re-queues unfinished documents at start.
  await boss.updateQueue(processDocumentQueue, queueOptions);
}

/** The queue uploads use. Never throws (see DocumentQueue): a failure is logged and left to recovery. */
export function pgBossDocumentQueue(boss: PgBoss, log: (error: unknown) => void): DocumentQueue {
  return {
    enqueue: async (documentIds) => {
      try {
        await boss.insert(
          processDocumentQueue,
          documentIds.map((documentId) => ({
            data: { documentId } satisfies ProcessDocumentPayload,
            singletonKey: documentId,
            heartbeatSeconds: processDocumentHeartbeatSeconds,
            ...processDocumentRetries,
          })),
        );
      } catch (error) {
        log(error);
      }
    },
  };
}
