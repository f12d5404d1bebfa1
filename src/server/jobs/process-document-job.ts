import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DocumentQueue } from './document-queue';

/** One job per document: read it (OCR), then classify and extract. Safe to run twice. */
export const processDocumentQueue = 'process-document';

export const processDocumentPayload = z.object({ documentId: z.string().uuid() });
export type ProcessDocumentPayload = z.infer<typeof processDocumentPayload>;

export const processDocumentRetries = { retryLimit: 2, retryDelay: 5, retryBackoff: true } as const;

export async function createProcessDocumentQueue(boss: PgBoss): Promise<void> {
  // 'stately': at most one waiting and one running job per document (singletonKey), so re-queueing an
  // unfinished document after a crash never piles up duplicates.
  await boss.createQueue(processDocumentQueue, {
    policy: 'stately',
    // A dead worker's job is found much sooner by its document's heartbeat (recover-stalled-jobs.ts).
    expireInSeconds: 15 * 60,
    ...processDocumentRetries,
  });
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
            ...processDocumentRetries,
          })),
        );
      } catch (error) {
        log(error);
      }
    },
  };
}
