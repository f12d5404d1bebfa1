import { and, eq } from 'drizzle-orm';
import type { PracticeScope } from '@/server/db/practice-scope';
import { isRecordId, notFound } from '@/server/db/practice-scope';
import { documents } from '@/server/db/schema';
import { recordAuditEvent, type AuditActor } from '@/server/core/audit/record-audit-event';

/**
 * The adviser's word on a document set aside as someone else's: "It is the client's document" makes its
 * facts count for the client (offered like any other); null takes the word back. Kept in the client file's
 * history with who said it.
 */
export async function setDocumentOwner({
  db,
  practiceId,
  clientId,
  documentId,
  actor,
  owner,
}: PracticeScope & {
  clientId: string;
  documentId: string;
  actor: AuditActor;
  owner: 'client' | null;
}): Promise<void> {
  if (!isRecordId(clientId) || !isRecordId(documentId)) throw notFound('Document');
  const [updated] = await db
    .update(documents)
    .set({ personOverride: owner })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.clientId, clientId),
        eq(documents.practiceId, practiceId),
      ),
    )
    .returning({ filename: documents.filename });
  if (!updated) throw notFound('Document');
  await recordAuditEvent(db, {
    practiceId,
    clientId,
    actor,
    action: owner ? 'document.owner-confirmed' : 'document.owner-undone',
    summary: owner
      ? `Said "${updated.filename}" is the client's document although its name or date of birth differ`
      : `Took back that "${updated.filename}" is the client's document`,
    detail: { documentId },
  });
}
