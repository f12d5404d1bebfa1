import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuditEventView } from '@/shared/schemas/audit';
import type { Database } from '@/server/db/connection';
import { auditEvents } from '@/server/db/schema';
import { securityActions } from './record-security-event';

/**
 * The practice's security events, newest first (the latest 200): failed and locked sign-ins to its advisers'
 * accounts, wrong current passwords, password changes, sessions ended, and its request links' failed and
 * locked checks. Only the practice's own: another practice's are never listed.
 */
export async function listSecurityEvents({
  db,
  practiceId,
}: {
  db: Database;
  practiceId: string;
}): Promise<AuditEventView[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.practiceId, practiceId), inArray(auditEvents.action, [...securityActions])))
    .orderBy(desc(auditEvents.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    summary: row.summary,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
