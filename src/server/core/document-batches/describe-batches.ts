import { and, eq, inArray } from 'drizzle-orm';
import { fullName } from '@/shared/format/name';
import type { DocumentBatch } from '@/shared/schemas/document-batch';
import type { PracticeScope } from '@/server/db/practice-scope';
import { clients, documentBatches, documents, users } from '@/server/db/schema';
import { batchIdentity, toMergeInput, type BatchIdentity } from './batch-identity';

type BatchRow = typeof documentBatches.$inferSelect;

const nameOf = (identity: BatchIdentity | null) =>
  identity ? fullName(identity.givenNames, identity.familyName) || null : null;

/**
 * Batches as the screens show them: who started each, its documents (in upload order) and the person they
 * name, and the client it became or joined. Three queries whatever the number of batches.
 */
export async function describeBatches(
  { db, practiceId }: PracticeScope,
  rows: readonly BatchRow[],
  askingUserId: string,
): Promise<DocumentBatch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.flatMap((row) => (row.createdById ? [row.createdById] : [])))];
  const clientIds = [...new Set(rows.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  const [documentRows, userRows, clientRows] = await Promise.all([
    db
      .select({
        id: documents.id,
        batchId: documents.batchId,
        filename: documents.filename,
        type: documents.type,
        ocrStatus: documents.ocrStatus,
        parseStatus: documents.parseStatus,
        clientId: documents.clientId,
        uploadedAt: documents.uploadedAt,
        extractedData: documents.extractedData,
      })
      .from(documents)
      .where(and(eq(documents.practiceId, practiceId), inArray(documents.batchId, ids)))
      .orderBy(documents.uploadedAt, documents.filename),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
    clientIds.length === 0
      ? []
      : db
          .select({ id: clients.id, givenNames: clients.givenNames, familyName: clients.familyName })
          .from(clients)
          .where(and(eq(clients.practiceId, practiceId), inArray(clients.id, clientIds))),
  ]);
  return rows.map((row) => {
    const own = documentRows.filter((document) => document.batchId === row.id);
    const creator = userRows.find((user) => user.id === row.createdById);
    const client = clientRows.find((candidate) => candidate.id === row.clientId);
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt.toISOString(),
      createdBy: {
        id: row.createdById,
        name: creator ? fullName(creator.firstName, creator.lastName) || creator.email : null,
      },
      createdByMe: row.createdById === askingUserId,
      clientId: row.clientId,
      clientName: client ? fullName(client.givenNames, client.familyName) : null,
      filedAt: row.filedAt?.toISOString() ?? null,
      filedAs: (row.filedAs as DocumentBatch['filedAs']) ?? null,
      personName: nameOf(batchIdentity(own.flatMap((document) => toMergeInput(document) ?? []))),
      documents: own.map((document) => ({
        id: document.id,
        filename: document.filename,
        type: document.type,
        ocrStatus: document.ocrStatus as DocumentBatch['documents'][number]['ocrStatus'],
        parseStatus: document.parseStatus as DocumentBatch['documents'][number]['parseStatus'],
        clientId: document.clientId,
      })),
    };
  });
}
