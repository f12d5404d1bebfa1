import { and, eq, inArray } from 'drizzle-orm';
import { documentTypes, type DocumentType } from '@/shared/options';
import { isRecordId, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import type { ExtractedFields } from '@/server/reading/extract/types';
import { mergeClientData, type MergedClientData } from '@/server/reading/merge/merge-client-data';

/**
 * The client's facts merged from the practice's processed documents among those given: the newest evidence
 * wins and disagreements are listed. Documents not yet processed (or of another practice) are left out.
 */
export async function extractClientData({
  db,
  practiceId,
  documentIds,
}: PracticeScope & { documentIds: string[] }): Promise<MergedClientData> {
  const ids = documentIds.filter(isRecordId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(documents)
          .where(
            and(
              eq(documents.practiceId, practiceId),
              inArray(documents.id, ids),
              eq(documents.ocrStatus, 'completed'),
              eq(documents.parseStatus, 'completed'),
            ),
          );
  return mergeClientData(
    rows
      .filter((row) => (documentTypes as readonly string[]).includes(row.type))
      .map((row) => ({
        documentId: row.id,
        documentType: row.type as DocumentType,
        documentDate:
          typeof row.extractedData?._documentDate === 'string' ? row.extractedData._documentDate : undefined,
        uploadedAt: row.uploadedAt.toISOString(),
        fields: (row.extractedData?._fields ?? {}) as ExtractedFields,
      })),
  );
}
