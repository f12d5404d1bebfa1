import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { ClaimDocumentsResult } from '@/shared/schemas/fact-find';
import { notFound, requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';

/**
 * Attaches documents-first documents (no client yet, owned by the practice) to a client, so the client
 * keeps the documents its facts came from. Documents already the client's are left as they are; another
 * client's document is refused whole (409), and an unknown or other practice's document is missing (404).
 */
export async function claimDocuments({
  db,
  practiceId,
  clientId,
  documentIds,
}: PracticeScope & { clientId: string; documentIds: string[] }): Promise<ClaimDocumentsResult> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const ids = [...new Set(documentIds)];
  return db.transaction(async (transaction) => {
    const rows = await transaction
      .select({ id: documents.id, clientId: documents.clientId })
      .from(documents)
      .where(and(eq(documents.practiceId, practiceId), inArray(documents.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound('Document');
    if (rows.some((row) => row.clientId !== null && row.clientId !== clientId)) {
      throw new AppError('CONFLICT', 'A document already belongs to another client');
    }
    const unclaimed = rows
      .filter((row) => row.clientId === null)
      .map((row) => row.id)
      .sort();
    if (unclaimed.length > 0) {
      await transaction
        .update(documents)
        .set({ clientId })
        .where(
          and(
            eq(documents.practiceId, practiceId),
            inArray(documents.id, unclaimed),
            isNull(documents.clientId),
          ),
        );
    }
    return {
      claimed: unclaimed,
      alreadyAttached: rows
        .filter((row) => row.clientId === clientId)
        .map((row) => row.id)
        .sort(),
    };
  });
}
