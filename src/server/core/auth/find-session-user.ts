import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { practices, sessions, users } from '@/server/db/schema';
import { sessionIdOf } from './session-token';

export type SessionUser = typeof users.$inferSelect & { practiceName: string };

type FindSessionUserOptions = { db: Database; token: string; idleMs: number; absoluteMs: number };

// Extending the idle deadline on every request would write on every request; once a minute is enough.
const touchIntervalMs = 60_000;

/**
 * The user a session token belongs to, or null when the session is unknown, idle for too long or older
 * than the absolute limit (an expired session is deleted). Activity extends the idle deadline.
 */
export async function findSessionUser({
  db,
  token,
  idleMs,
  absoluteMs,
}: FindSessionUserOptions): Promise<SessionUser | null> {
  const sid = sessionIdOf(token);
  const [row] = await db
    .select({ session: sessions, user: users, practiceName: practices.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(eq(sessions.sid, sid));
  if (!row) return null;

  const now = Date.now();
  const startedAt = Date.parse(row.session.sess.createdAt);
  if (row.session.expire.getTime() <= now || startedAt + absoluteMs <= now) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  if (row.session.expire.getTime() - now < idleMs - touchIntervalMs) {
    await db
      .update(sessions)
      .set({ expire: new Date(now + idleMs) })
      .where(eq(sessions.sid, sid));
  }
  return { ...row.user, practiceName: row.practiceName };
}
