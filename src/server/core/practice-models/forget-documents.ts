import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { practiceModels } from '@/server/db/schema';
import { withoutDocument, type PracticeReadingModel } from '@/server/reading/practice/practice-model';

/**
 * Deleted documents teach nothing more: every version of the practice's models (promoted, shadow, rejected)
 * drops the lessons only they taught and their ids from the rest, in the deletion's own transaction. A
 * lesson is words of a layout and a place, so what remains is what the practice's other documents taught.
 */
export async function forgetDocuments(
  db: Pick<Database, 'select' | 'update'>,
  practiceId: string,
  documentIds: readonly string[],
): Promise<void> {
  if (documentIds.length === 0) return;
  const rows = await db
    .select({ id: practiceModels.id, data: practiceModels.data })
    .from(practiceModels)
    .where(eq(practiceModels.practiceId, practiceId));
  for (const row of rows) {
    const before = row.data as unknown as PracticeReadingModel;
    const after = documentIds.reduce(withoutDocument, before);
    if (JSON.stringify(after) === JSON.stringify(before)) continue;
    await db
      .update(practiceModels)
      .set({ data: after as unknown as Record<string, unknown> })
      .where(eq(practiceModels.id, row.id));
  }
}
