import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { practiceModels } from '@/server/db/schema';
import type { PracticeReadingModel } from './practice-model';

/** The practice's newest promoted reading model, or null (the shipped models read alone). Only its own. */
export async function loadPracticeModel(
  db: Database,
  practiceId: string,
): Promise<PracticeReadingModel | null> {
  const [row] = await db
    .select({ data: practiceModels.data })
    .from(practiceModels)
    .where(
      and(
        eq(practiceModels.practiceId, practiceId),
        eq(practiceModels.kind, 'reading'),
        eq(practiceModels.status, 'promoted'),
      ),
    )
    .orderBy(desc(practiceModels.version))
    .limit(1);
  return row ? (row.data as unknown as PracticeReadingModel) : null;
}

/** What documents.read_by records: which model read it. */
export const readByName = (model: PracticeReadingModel | null): string =>
  model ? `practice v${model.version}` : 'global';
