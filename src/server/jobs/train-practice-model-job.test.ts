import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '@/server/config';
import { createUser } from '@/server/core/users/create-user';
import { documentCorrections, practiceModels } from '@/server/db/schema';
import { makeRecognisedDocument } from '@/server/reading/extract/testing/make-recognised-document';
import { createStorage } from '@/server/storage/create-storage';
import { readRecognisedDocument } from '@/server/test-support/recognised-document-row';
import { openTestDatabase } from '@/server/test-support/test-database';
import { startJobQueue } from './job-queue';
import {
  createTrainPracticeModelQueue,
  pgBossTrainingQueue,
  startTrainingWorker,
  trainPracticeModelQueue,
} from './train-practice-model-job';

const statement = makeRecognisedDocument(`Harbourside Super
Member statement
Member number        88123456
Statement period     1 July 2024 to 30 June 2025
Value of your super         $95,310.22
Insured benefits balance    $400,000.00`);

describe('the training job', () => {
  it('trains once for many corrections of a practice, and one job per practice', async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'factfind-training-'));
    const boss = await startJobQueue(database, () => undefined);
    try {
      await createTrainPracticeModelQueue(boss);
      const practices = await Promise.all(
        ['one', 'two'].map((name) =>
          createUser({
            db: database.db,
            email: `${name}.${Date.now()}@example.com.au`,
            name,
            password: 'correct horse battery',
            practiceName: `Practice ${name}`,
          }),
        ),
      );
      const [one, two] = practices.map((practice) => practice.practiceId) as [string, string];
      const storage = createStorage(readConfig({ DATA_DIR: dataDir }));
      const documentId = await readRecognisedDocument(
        { db: database.db, storage },
        { practiceId: one, recognised: statement },
      );
      await database.db
        .insert(documentCorrections)
        .values({ documentId, fieldKey: 'balance', action: 'corrected', value: 95310.22 });

      const queue = pgBossTrainingQueue(
        boss,
        (error) => {
          throw error;
        },
        2,
      );
      await Promise.all(Array.from({ length: 50 }, () => queue.request(one)));
      await queue.request(two);
      const jobs = await database.jobQueueDatabase.executeSql(
        `select singleton_key from pgboss.job where name = '${trainPracticeModelQueue}' order by singleton_key`,
      );
      expect(jobs.rows.map((row) => row.singleton_key).sort()).toEqual([one, two].sort());

      await startTrainingWorker({ boss, db: database.db, log: { error: () => undefined } });
      const deadline = Date.now() + 60_000;
      let models: (typeof practiceModels.$inferSelect)[] = [];
      while (Date.now() < deadline) {
        models = await database.db.select().from(practiceModels).where(eq(practiceModels.practiceId, one));
        if (models.some((model) => model.status !== 'shadow')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(models.map((model) => [model.version, model.status, model.trainedFrom])).toEqual([
        [1, 'promoted', 1],
      ]);
      // Practice two had nothing to learn from: no model.
      expect(
        await database.db.select().from(practiceModels).where(eq(practiceModels.practiceId, two)),
      ).toEqual([]);
    } finally {
      await boss.stop({ graceful: false, timeout: 1_000 });
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
