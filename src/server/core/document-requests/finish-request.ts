import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentRequests } from '@/server/db/schema';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { clientActor } from './client-actor';
import type { RequestRow } from './open-request';

/** The client said that's everything: the request is finished once, and the audit trail says so. */
export async function finishRequest(db: Database, row: RequestRow): Promise<void> {
  if (row.finishedAt) return;
  await db.update(documentRequests).set({ finishedAt: new Date() }).where(eq(documentRequests.id, row.id));
  await recordAuditEvent(db, {
    practiceId: row.practiceId,
    clientId: row.clientId,
    actor: clientActor,
    action: 'request.finished',
    summary: "The client said that's everything",
    detail: { requestId: row.id },
  });
}
