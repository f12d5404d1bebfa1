import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '@/server/db/connection';
import { trainPracticeModel } from '@/server/core/practice-models/train-practice-model';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import type { TrainingQueue } from './training-queue';

/** One job per practice: train its reading model from its corrections, shadow-evaluate, promote or reject. */
export const trainPracticeModelQueue = 'train-practice-model';

const payload = z.object({ practiceId: z.string().uuid() });

/**
 * A job waits this long before it starts: an adviser correcting a document's fields one after another (or 50
 * at once) asks once, because 'stately' keeps one waiting job per practice and the others are not added.
 */
export const TRAINING_DELAY_SECONDS = 60;

const queueOptions = { retryLimit: 1, retryDelay: 30, expireInSeconds: 15 * 60 };

export async function createTrainPracticeModelQueue(boss: PgBoss): Promise<void> {
  // 'stately': at most one waiting and one running job per practice (singletonKey).
  await boss.createQueue(trainPracticeModelQueue, { policy: 'stately', ...queueOptions });
}

export function pgBossTrainingQueue(
  boss: PgBoss,
  log: (error: unknown) => void,
  delaySeconds = TRAINING_DELAY_SECONDS,
): TrainingQueue {
  return {
    request: async (practiceId) => {
      try {
        await boss.send(
          trainPracticeModelQueue,
          { practiceId },
          { singletonKey: practiceId, startAfter: delaySeconds, ...queueOptions },
        );
      } catch (error) {
        log(error);
      }
    },
  };
}

/** Trains practices' models as their jobs come due, one at a time. */
export async function startTrainingWorker({
  boss,
  db,
  log,
}: {
  boss: PgBoss;
  db: Database;
  log: {
    error: (context: object, message: string) => void;
    info?: (context: object, message: string) => void;
  };
}): Promise<void> {
  await boss.work(trainPracticeModelQueue, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    const { practiceId } = payload.parse(job.data);
    try {
      const trained = await trainPracticeModel(db, practiceId);
      if (trained)
        log.info?.(
          { practiceId, version: trained.version, status: trained.status },
          'Trained a practice model',
        );
    } catch (error) {
      log.error({ error: describeErrorForLog(error), practiceId }, 'Could not train a practice model');
      throw error;
    }
  });
}
