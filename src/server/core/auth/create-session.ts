import { lt } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { sessions } from '@/server/db/schema';
import { createSessionToken, sessionIdOf } from './session-token';

type CreateSessionOptions = { db: Database; userId: string; idleMs: number };

/** Starts a session with a fresh id (never reusing one the browser sent) and returns its cookie token. */
export async function createSession({ db, userId, idleMs }: CreateSessionOptions): Promise<string> {
  const token = createSessionToken();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expire, now));
  await db.insert(sessions).values({
    sid: sessionIdOf(token),
    userId,
    sess: { userId, createdAt: now.toISOString() },
    expire: new Date(now.getTime() + idleMs),
  });
  return token;
}
