import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DocumentSummary } from '@/shared/schemas/document';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import { describeDocuments, withDescriptions } from './describe-documents';
import { toDocumentSummary } from './to-document-summary';

type ListDocumentsOptions = PracticeScope & {
  /** A client's documents; 'unassigned' for documents-first work no client has claimed; absent for all. */
  clientId?: string | 'unassigned';
  limit?: number;
};

/** The practice's documents, newest first, each with what it holds and whose it is. */
export async function listDocuments({
  db,
  practiceId,
  clientId,
  limit = 200,
}: ListDocumentsOptions): Promise<DocumentSummary[]> {
  const conditions: SQL[] = [eq(documents.practiceId, practiceId)];
  if (clientId === 'unassigned') conditions.push(isNull(documents.clientId));
  else if (clientId)
    conditions.push(eq(documents.clientId, await requireClientInPractice({ db, practiceId }, clientId)));
  const rows = await db
    .select()
    .from(documents)
    .where(and(...conditions))
    .orderBy(desc(documents.uploadedAt))
    .limit(limit);
  return withDescriptions(rows.map(toDocumentSummary), await describeDocuments({ db, practiceId }, rows));
}
