import type { Database } from '@/server/db/connection';
import type { documents } from '@/server/db/schema';
import { recordAuditEvent, type AuditActor } from './record-audit-event';

/** The adviser opened a client's original (its file, or its first page's picture): in the client's history. */
export async function recordDocumentViewed(
  db: Database,
  scope: { practiceId: string; actor: AuditActor },
  document: Pick<typeof documents.$inferSelect, 'id' | 'clientId' | 'filename'>,
): Promise<void> {
  if (!document.clientId) return;
  await recordAuditEvent(db, {
    ...scope,
    clientId: document.clientId,
    action: 'document.viewed',
    summary: `Viewed the original of "${document.filename}"`,
    detail: { documentId: document.id },
  });
}
