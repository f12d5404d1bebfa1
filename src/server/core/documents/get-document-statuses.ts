import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentStatus } from '@/shared/schemas/document';
import type { PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import { describeDocuments, withDescriptions } from './describe-documents';
import { toDocumentStatus } from './to-document-summary';

/**
 * The statuses of the practice's documents among `documentIds` (well-formed, lower-case ids), in one
 * query, in the order given. Ids of another practice's documents, like unknown ids, are left out.
 */
export async function getDocumentStatuses({
  db,
  practiceId,
  documentIds,
}: PracticeScope & { documentIds: readonly string[] }): Promise<DocumentStatus[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.practiceId, practiceId), inArray(documents.id, [...documentIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const described = await describeDocuments({ db, practiceId }, rows);
  return withDescriptions(
    documentIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toDocumentStatus(row)] : [];
    }),
    described,
  );
}
