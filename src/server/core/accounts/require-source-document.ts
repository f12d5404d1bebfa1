import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentOfPractice, notFound } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import type { SourceDocumentColumns } from './to-account-response';

/**
 * The document an extracted record is said to come from: it must be one of the client's documents (claim
 * documents-first documents before pointing at them). Anything else is a missing document (404).
 */
export async function requireSourceDocument(
  db: Database,
  { practiceId, clientId, documentId }: { practiceId: string; clientId: string; documentId: string },
): Promise<SourceDocumentColumns> {
  const [row] = await db
    .select({ sourceFilename: documents.filename, sourceType: documents.type })
    .from(documents)
    .where(and(documentOfPractice(practiceId, documentId), eq(documents.clientId, clientId)));
  if (!row) throw notFound('Document');
  return row;
}
