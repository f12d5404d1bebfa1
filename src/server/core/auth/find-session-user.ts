import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { practices, sessions, users } from '@/server/db/schema';
import type { ReadCache } from '@/server/db/read-cache';
import { sessionIdOf } from './session-token';

export type SessionUser = typeof users.$inferSelect & { practiceName: string };

/** A session with its adviser and practice, as read from the database (and kept by a session cache). */
export type SessionRow = {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  practiceName: string;
};

/** The tables a session row is read from: a cache of them forgets on any change to these. */
export const sessionTables = ['sessions', 'users', 'practices'] as const;

type FindSessionUserOptions = {
  db: Database;
  token: string;
  idleMs: number;
  absoluteMs: number;
  /** Keeps session rows between requests (the deadlines are still checked on every request). */
  cache?: ReadCache<SessionRow>;
};

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
  cache,
}: FindSessionUserOptions): Promise<SessionUser | null> {
  const sid = sessionIdOf(token);
  const read = async (): Promise<SessionRow | null> => {
    const [row] = await db
      .select({ session: sessions, user: users, practiceName: practices.name })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(practices, eq(practices.id, users.practiceId))
      .where(eq(sessions.sid, sid));
    return row ?? null;
  };
  const row = cache ? await cache.get(sid, read) : await read();
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
      .set({ expire: new Date(now + idleMs), lastSeenAt: new Date(now) })
      .where(eq(sessions.sid, sid));
  }
  return { ...row.user, practiceName: row.practiceName };
}
