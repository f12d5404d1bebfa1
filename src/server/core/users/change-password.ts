import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { practices, sessions, users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from '@/server/core/auth/hash-password';
import { sessionIdOf } from '@/server/core/auth/session-token';
import { assertAcceptablePassword } from '@/server/core/auth/password-policy';
import {
  AttemptsRefused,
  clearAttempts,
  loginThrottlePolicy,
  takeAttempt,
} from '@/server/core/auth/login-throttle';
import { recordSecurityEvent, type SecurityLog } from '@/server/core/audit/record-security-event';

type ChangePasswordOptions = {
  db: Database;
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The session making the change stays signed in; every other session of the user ends. */
  currentToken: string;
  /** The configured demo password, refused as a new password. */
  demoPassword: string;
  ip: string;
  log: SecurityLog;
};

export async function changePassword({
  db,
  userId,
  currentPassword,
  newPassword,
  currentToken,
  demoPassword,
  ip,
  log,
}: ChangePasswordOptions): Promise<{ endedSessions: number }> {
  const [user] = await db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      practiceId: users.practiceId,
      practiceName: practices.name,
    })
    .from(users)
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const actor = { id: userId, name };

  // Current passwords are counted like sign-ins, before the check: a stolen session cannot guess its way on,
  // not even with all its guesses sent at once.
  const throttleKey = `password-change:${userId}`;
  try {
    await takeAttempt(
      db,
      [{ key: throttleKey, max: loginThrottlePolicy.maxFailuresPerEmail }],
      'Too many wrong current passwords',
    );
  } catch (error) {
    if (error instanceof AttemptsRefused && error.newlyLocked.length > 0)
      await recordSecurityEvent(db, log, {
        action: 'security.password-check-locked',
        practiceId: user.practiceId,
        actor,
        summary: `Password changes for ${name} locked for 15 minutes after ${loginThrottlePolicy.maxFailuresPerEmail} wrong current passwords`,
        detail: { userId, ip },
      });
    throw error;
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordSecurityEvent(db, log, {
      action: 'security.password-check-failed',
      practiceId: user.practiceId,
      actor,
      summary: `${name} gave a wrong current password when changing it`,
      detail: { userId, ip },
    });
    throw new AppError('BAD_REQUEST', 'The current password is not correct');
  }
  await clearAttempts(db, throttleKey);
  assertAcceptablePassword(newPassword, {
    email: user.email,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`,
    practiceName: user.practiceName,
    demoPassword,
  });
  if (await verifyPassword(user.passwordHash, newPassword))
    throw new AppError('BAD_REQUEST', 'newPassword: Choose a password different from the current one');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false })
    .where(eq(users.id, userId));
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, sessionIdOf(currentToken))))
    .returning({ id: sessions.id });
  await recordSecurityEvent(db, log, {
    action: 'security.password-changed',
    practiceId: user.practiceId,
    actor,
    summary: `${name} changed their password${ended.length ? ` (${ended.length} other session${ended.length === 1 ? '' : 's'} ended)` : ''}`,
    detail: { userId, ip, endedSessions: ended.length },
  });
  return { endedSessions: ended.length };
}
