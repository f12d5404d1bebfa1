import { asc, eq } from 'drizzle-orm';
import type { DocumentCorrection } from '@/shared/schemas/document-correction';
import { requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documentCorrections } from '@/server/db/schema';

export function toCorrection(row: typeof documentCorrections.$inferSelect): DocumentCorrection {
  return {
    fieldKey: row.fieldKey,
    action: row.action,
    value: row.value ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/documents/:id/corrections: the adviser's corrections of a document of the practice. */
export async function listDocumentCorrections({
  db,
  practiceId,
  documentId,
}: PracticeScope & { documentId: string }): Promise<DocumentCorrection[]> {
  const document = await requireDocumentInPractice({ db, practiceId }, documentId);
  const rows = await db
    .select()
    .from(documentCorrections)
    .where(eq(documentCorrections.documentId, document.id))
    .orderBy(asc(documentCorrections.fieldKey));
  return rows.map(toCorrection);
}
