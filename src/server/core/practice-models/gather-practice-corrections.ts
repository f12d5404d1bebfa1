import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentCorrections, documentPages, documents } from '@/server/db/schema';
import type { CorrectedDocument } from '@/server/reading/practice/build-practice-model';
import { recognisedPageFromRow } from '@/server/reading/recognise/page-from-row';
import type { DocumentType } from '@/shared/options';

/**
 * One practice's documents that teach its model: those with an adviser's corrections or confirmations, and
 * those filed as a type the adviser chose. Only that practice's: every query is bound to its id.
 */
export async function gatherPracticeCorrections(
  db: Database,
  practiceId: string,
): Promise<CorrectedDocument[]> {
  const corrected = await db
    .select({ documentId: documentCorrections.documentId })
    .from(documentCorrections)
    .innerJoin(documents, eq(documents.id, documentCorrections.documentId))
    .where(and(eq(documents.practiceId, practiceId), eq(documents.parseStatus, 'completed')));
  const filed = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.practiceId, practiceId),
        eq(documents.parseStatus, 'completed'),
        ne(documents.requestedType, 'auto'),
      ),
    );
  const ids = [...new Set([...corrected.map((row) => row.documentId), ...filed.map((row) => row.id)])];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.practiceId, practiceId), inArray(documents.id, ids)));
  const pages = await db
    .select()
    .from(documentPages)
    .where(inArray(documentPages.documentId, ids))
    .orderBy(documentPages.documentId, documentPages.pageNumber);
  const corrections = await db
    .select()
    .from(documentCorrections)
    .where(inArray(documentCorrections.documentId, ids));
  return rows
    .sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime() || a.id.localeCompare(b.id))
    .map((row) => {
      const data = row.extractedData ?? {};
      const suggested = (data._classification as { suggested?: string } | undefined)?.suggested ?? null;
      return {
        id: row.id,
        type: row.type as DocumentType,
        requestedType: row.requestedType,
        suggestedType: suggested,
        recognised: {
          mimeType: row.mimeType ?? '',
          elapsedMs: 0,
          pages: pages.filter((page) => page.documentId === row.id).map(recognisedPageFromRow),
        },
        read: (data._fields ?? {}) as CorrectedDocument['read'],
        corrections: corrections
          .filter((correction) => correction.documentId === row.id)
          .map(({ fieldKey, action, value }) => ({ fieldKey, action, value: value ?? null })),
      };
    });
}
