import { and, desc, eq, ne } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { AdviserSession } from '@/shared/schemas/auth';
import type { Database } from '@/server/db/connection';
import { sessions } from '@/server/db/schema';
import { recordSecurityEvent, type SecurityLog } from '@/server/core/audit/record-security-event';
import { describeDevice } from './describe-device';
import { sessionIdOf } from './session-token';

type SessionScope = { db: Database; userId: string; currentToken: string };

/** The adviser's live sessions, the current one first, then by last activity. */
export async function listAdviserSessions({
  db,
  userId,
  currentToken,
}: SessionScope): Promise<AdviserSession[]> {
  const currentSid = sessionIdOf(currentToken);
  const now = new Date();
  const rows = await db
    .select({
      sid: sessions.sid,
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expire: sessions.expire,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((row) => row.expire > now)
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      address: row.ip ?? 'unknown',
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export type EndSessionsOptions = SessionScope & {
  /** One session by its id, every other session, or all of them (this one too). */
  which: { sessionId: string } | 'others' | 'all';
  practiceId: string;
  actorName: string;
  ip: string;
  log: SecurityLog;
};

/** Ends the adviser's sessions (never another adviser's); returns how many ended and whether this one did. */
export async function endAdviserSessions({
  db,
  userId,
  currentToken,
  which,
  practiceId,
  actorName,
  ip,
  log,
}: EndSessionsOptions): Promise<{ ended: number; endedCurrent: boolean }> {
  const currentSid = sessionIdOf(currentToken);
  const condition =
    which === 'all'
      ? eq(sessions.userId, userId)
      : which === 'others'
        ? and(eq(sessions.userId, userId), ne(sessions.sid, currentSid))
        : and(eq(sessions.userId, userId), eq(sessions.id, which.sessionId));
  const ended = await db.delete(sessions).where(condition).returning({ sid: sessions.sid });
  if (typeof which === 'object' && ended.length === 0)
    throw new AppError('NOT_FOUND', 'That session has already ended');
  const endedCurrent = ended.some((row) => row.sid === currentSid);
  const what =
    which === 'all'
      ? 'signed out everywhere'
      : which === 'others'
        ? 'signed out of their other sessions'
        : endedCurrent
          ? 'signed out of this session'
          : 'ended one of their other sessions';
  await recordSecurityEvent(db, log, {
    action: 'security.sessions-ended',
    practiceId,
    actor: { id: userId, name: actorName },
    summary: `${actorName} ${what} (${ended.length} session${ended.length === 1 ? '' : 's'} ended)`,
    detail: { userId, ip, ended: ended.length, which: typeof which === 'object' ? 'one' : which },
  });
  return { ended: ended.length, endedCurrent };
}
