import type { Database } from '@/server/db/connection';
import { auditEvents } from '@/server/db/schema';

/** Who did it: an adviser, or (id null) the client through a document request link. */
export type AuditActor = { id: string | null; name: string };

export type AuditEvent = {
  practiceId: string;
  /** null for events that must not name a client (its deletion). */
  clientId: string | null;
  actor: AuditActor;
  action: string;
  /** What happened, for the History panel, with any value masked (maskForAudit). */
  summary: string;
  detail?: unknown;
};

/** Appends one event to the client file's history. */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    practiceId: event.practiceId,
    clientId: event.clientId,
    userId: event.actor.id,
    actorName: event.actor.name,
    action: event.action,
    summary: event.summary,
    detail: event.detail ?? null,
  });
}

/**
 * A value as the history shows it: enough to recognise ("jo…au", "19…12"), not enough to read. Empty
 * values show as "(none)".
 */
export function maskForAudit(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (text.length <= 4) return '•'.repeat(text.length);
  const shown = Math.max(1, Math.floor(text.length / 5));
  return `${text.slice(0, shown)}…${text.slice(-shown)}`;
}
