import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { sessions, users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from '@/server/core/auth/hash-password';
import { sessionIdOf } from '@/server/core/auth/session-token';

type ChangePasswordOptions = {
  db: Database;
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The session making the change stays signed in; every other session of the user ends. */
  currentToken: string;
};

export async function changePassword({
  db,
  userId,
  currentPassword,
  newPassword,
  currentToken,
}: ChangePasswordOptions): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('BAD_REQUEST', 'The current password is not correct');
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, sessionIdOf(currentToken))));
}
