import type { Database } from '@/server/db/connection';
import { maskForAudit, recordAuditEvent, type AuditActor } from './record-audit-event';

/** "spouseDob" → "spouse dob": the history names fields in words. */
const inWords = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Records which of the client's fields an update changed, each from what to what (masked). Nothing is
 * recorded when the update changed nothing.
 */
export async function recordClientChanges(
  db: Database,
  options: {
    practiceId: string;
    clientId: string;
    actor: AuditActor;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    fields: string[];
  },
): Promise<void> {
  const changes = options.fields
    .filter(
      (field) =>
        JSON.stringify(options.before[field] ?? null) !== JSON.stringify(options.after[field] ?? null),
    )
    .map((field) => ({
      field,
      from: maskForAudit(options.before[field]),
      to: maskForAudit(options.after[field]),
    }));
  if (changes.length === 0) return;
  await recordAuditEvent(db, {
    practiceId: options.practiceId,
    clientId: options.clientId,
    actor: options.actor,
    action: 'client.changed',
    summary: `Changed ${changes.map((change) => `${inWords(change.field)} (${change.from} → ${change.to})`).join(', ')}`,
    detail: { changes },
  });
}
