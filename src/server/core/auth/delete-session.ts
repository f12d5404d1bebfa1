import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { sessions } from '@/server/db/schema';
import { sessionIdOf } from './session-token';

export async function deleteSession({ db, token }: { db: Database; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sessionIdOf(token)));
}
