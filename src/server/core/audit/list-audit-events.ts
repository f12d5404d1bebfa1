import { desc, eq } from 'drizzle-orm';
import type { AuditEventView } from '@/shared/schemas/audit';
import { requireClientInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { auditEvents } from '@/server/db/schema';

/** The client file's history, newest first (the latest 500 events). */
export async function listAuditEvents({
  db,
  practiceId,
  clientId,
}: PracticeScope & { clientId: string }): Promise<AuditEventView[]> {
  await requireClientInPractice({ db, practiceId }, clientId);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.clientId, clientId))
    .orderBy(desc(auditEvents.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    summary: row.summary,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
