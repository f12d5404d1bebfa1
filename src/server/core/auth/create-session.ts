import { lt } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { sessions } from '@/server/db/schema';
import { createSessionToken, sessionIdOf } from './session-token';

/** Where a sign-in came from: the client address (as TRUST_PROXY reads it) and the browser's User-Agent. */
export type SessionClient = { ip: string; userAgent?: string };

type CreateSessionOptions = { db: Database; userId: string; idleMs: number; client: SessionClient };

/** A User-Agent as kept for the session list: printable characters only, and not a novel. */
function keptUserAgent(userAgent: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? cleaned.slice(0, 400) : null;
}

/** Starts a session with a fresh id (never reusing one the browser sent) and returns its cookie token. */
export async function createSession({ db, userId, idleMs, client }: CreateSessionOptions): Promise<string> {
  const token = createSessionToken();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expire, now));
  await db.insert(sessions).values({
    sid: sessionIdOf(token),
    userId,
    sess: { userId, createdAt: now.toISOString() },
    expire: new Date(now.getTime() + idleMs),
    createdAt: now,
    lastSeenAt: now,
    ip: client.ip.slice(0, 100),
    userAgent: keptUserAgent(client.userAgent),
  });
  return token;
}
