import type { Database } from '@/server/db/connection';
import { recordAuditEvent } from './record-audit-event';

/** What a security officer looks for; each is in the practice's trail (when it has one) and in the log. */
export const securityActions = [
  'security.sign-in-failed',
  'security.sign-in-locked',
  'security.password-check-failed',
  'security.password-check-locked',
  'security.password-changed',
  'security.sessions-ended',
  'security.link-check-failed',
  'security.link-locked',
] as const;
export type SecurityAction = (typeof securityActions)[number];

/** The log a security event goes to (a request's logger). */
export type SecurityLog = { warn: (context: object, message: string) => void };

export type SecurityEvent = {
  action: SecurityAction;
  /** The practice it concerns: null when nobody's (an unknown e-mail, an address): then only logged. */
  practiceId: string | null;
  clientId?: string | null;
  /** The adviser who acted (null for someone signing in, or a client through a link). */
  actor: { id: string | null; name: string };
  summary: string;
  /**
   * Plain facts for the log and the trail: ids, the address, counts. Never a password, code, date of birth,
   * token or e-mail address typed by a stranger.
   */
  detail: Record<string, string | number | boolean | null>;
};

/**
 * Records a security event: in the log at warn (the default level, so always there), and in the practice's
 * audit trail when it concerns a practice. A failure to write the trail is logged, never thrown: the answer
 * to the request (a refusal, usually) must not change because the trail could not be written.
 */
export async function recordSecurityEvent(
  db: Database,
  log: SecurityLog,
  event: SecurityEvent,
): Promise<void> {
  log.warn(
    {
      securityEvent: event.action,
      practiceId: event.practiceId,
      clientId: event.clientId ?? null,
      ...event.detail,
    },
    event.summary,
  );
  if (!event.practiceId) return;
  try {
    await recordAuditEvent(db, {
      practiceId: event.practiceId,
      clientId: event.clientId ?? null,
      actor: event.actor,
      action: event.action,
      summary: event.summary,
      detail: event.detail,
    });
  } catch (error) {
    log.warn(
      { securityEvent: event.action, failed: error instanceof Error ? error.name : 'unknown' },
      'The security event could not be added to the audit trail',
    );
  }
}
