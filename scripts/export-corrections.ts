/**
 * Writes the documents advisers corrected as evaluation data (shared/eval/FIELDS.md form):
 *   npm run --silent corrections:export -- [--out DIR] [--practice "Practice name"]
 * Uses the same database and storage as the app (DATABASE_URL or DATA_DIR; STORAGE_DRIVER). Default DIR:
 * DATA_DIR/corrections-export. Score the pipeline on it with training/scoring/score.ts --truth DIR.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';
import { exportCorrections } from '@/server/core/documents/export-corrections';
import { createStorage } from '@/server/storage/create-storage';

const { values } = parseArgs({ options: { out: { type: 'string' }, practice: { type: 'string' } } });
const config = readConfig();
const outDir = path.resolve(values.out ?? path.join(config.dataDir, 'corrections-export'));
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const exported = await exportCorrections({
    db: database.db,
    storage: createStorage(config),
    outDir,
    practiceName: values.practice,
  });
  console.log(`Exported ${exported.length} corrected documents to ${outDir}`);
} finally {
  await database.close();
}
