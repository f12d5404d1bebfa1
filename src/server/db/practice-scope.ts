import { and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from './connection';
import { clients, documentBatches, documents } from './schema';

/**
 * Every query for a client or anything a client owns goes through here, so that a record of another
 * practice is indistinguishable from a missing one: both answer 404.
 */
export type PracticeScope = { db: Database; practiceId: string };

export function clientOfPractice(practiceId: string, clientId: string): SQL {
  return and(eq(clients.practiceId, practiceId), eq(clients.id, clientId)) as SQL;
}

export function documentOfPractice(practiceId: string, documentId: string): SQL {
  return and(eq(documents.practiceId, practiceId), eq(documents.id, documentId)) as SQL;
}

export function batchOfPractice(practiceId: string, batchId: string): SQL {
  return and(eq(documentBatches.practiceId, practiceId), eq(documentBatches.id, batchId)) as SQL;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not even well formed are missing records too (and never reach the database as such). */
export function isRecordId(id: string): boolean {
  return uuidPattern.test(id);
}

/** Throws 404 unless the client exists in the practice; returns its id for the follow-up query. */
export async function requireClientInPractice(
  { db, practiceId }: PracticeScope,
  clientId: string,
): Promise<string> {
  if (!isRecordId(clientId)) throw notFound('Client');
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(clientOfPractice(practiceId, clientId));
  if (!row) throw notFound('Client');
  return row.id;
}

/** Throws 404 unless the document exists in the practice. */
export async function requireDocumentInPractice(
  { db, practiceId }: PracticeScope,
  documentId: string,
): Promise<typeof documents.$inferSelect> {
  if (!isRecordId(documentId)) throw notFound('Document');
  const [row] = await db.select().from(documents).where(documentOfPractice(practiceId, documentId));
  if (!row) throw notFound('Document');
  return row;
}

export function notFound(what: 'Client' | 'Document' | 'Batch' | 'Record'): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}
