import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { sessions, users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from '@/server/core/auth/hash-password';
import { sessionIdOf } from '@/server/core/auth/session-token';
import { assertAcceptablePassword } from '@/server/core/auth/password-policy';
import {
  assertNotLocked,
  clearFailures,
  loginThrottlePolicy,
  recordFailure,
} from '@/server/core/auth/login-throttle';

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
  // Wrong current passwords are counted like failed sign-ins: a stolen session cannot guess its way on.
  const throttleKey = `password-change:${userId}`;
  await assertNotLocked(db, [throttleKey], 'Too many wrong current passwords');
  const [user] = await db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordFailure(db, throttleKey, loginThrottlePolicy.maxFailuresPerEmail, loginThrottlePolicy);
    throw new AppError('BAD_REQUEST', 'The current password is not correct');
  }
  await clearFailures(db, throttleKey);
  assertAcceptablePassword(newPassword, {
    email: user.email,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`,
  });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, sessionIdOf(currentToken))));
}
