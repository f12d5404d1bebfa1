/**
 * Trains practices' reading models from their advisers' corrections now, as the training job does after
 * corrections (decision 033): each new version is shadow-evaluated and promoted only when it reads neither the
 * practice's corrected documents nor the guard set worse.
 *   npm run train -- [--practice <practice id>]
 * Without --practice, every practice. Uses the app's database (DATABASE_URL or DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { practices } from '@/server/db/schema';
import { trainPracticeModel } from '@/server/core/practice-models/train-practice-model';

const { values } = parseArgs({ options: { practice: { type: 'string' } } });
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const share = (score: { right: number; total: number }) => `${score.right}/${score.total}`;
try {
  const ids = values.practice
    ? [values.practice]
    : (await database.db.select({ id: practices.id }).from(practices)).map((row) => row.id);
  for (const id of ids) {
    const trained = await trainPracticeModel(database.db, id);
    if (!trained) {
      console.log(`${id}: nothing to learn from`);
      continue;
    }
    const { own, guard, trainingMs, evaluationMs } = trained.evaluation;
    console.log(
      `${id}: v${trained.version} ${trained.status}, from ${trained.trainedFrom} corrections in ${trainingMs} ms; ` +
        `own documents ${share(own.before)} → ${share(own.after)}, guard set ${share(guard.before)} → ${share(guard.after)} (evaluated in ${evaluationMs} ms)`,
    );
  }
} finally {
  await database.close();
}
process.exit(0);
