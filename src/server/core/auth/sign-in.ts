import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { users } from '@/server/db/schema';
import { recordSecurityEvent, type SecurityLog } from '@/server/core/audit/record-security-event';
import { hashPassword, verifyPassword } from './hash-password';
import { createSession, type SessionClient } from './create-session';
import {
  AttemptsRefused,
  clearAttempts,
  failureDelayMs,
  loginThrottlePolicy,
  returnAttempt,
  takeAttempt,
  throttleKeys,
  type ThrottlePolicy,
} from './login-throttle';

type SignInOptions = {
  db: Database;
  email: string;
  password: string;
  /** Where the attempt came from (the address and browser a session list shows). */
  client: SessionClient;
  idleMs: number;
  log: SecurityLog;
  policy?: ThrottlePolicy;
};

// Verifying against a real hash when the address is unknown keeps the answer time the same either way.
let unknownUserHash: Promise<string> | undefined;

/**
 * Checks the credentials and starts a session; returns the user id and the session token. The attempt is
 * counted per e-mail address and per IP before the password is checked (login-throttle.ts), so guesses sent
 * all at once are limited like guesses sent one by one.
 */
export async function signIn({
  db,
  email,
  password,
  client,
  idleMs,
  log,
  policy = loginThrottlePolicy,
}: SignInOptions): Promise<{ userId: string; token: string }> {
  const normalised = email.trim().toLowerCase();
  const { emailKey, ipKey } = throttleKeys(normalised, client.ip);
  const [user] = await db
    .select({
      id: users.id,
      practiceId: users.practiceId,
      passwordHash: users.passwordHash,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.email, normalised));
  const who = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || 'an adviser' : null;
  const actor = { id: null, name: `Sign-in attempt from ${client.ip}` };

  let attempt: number;
  try {
    ({ attempt } = await takeAttempt(
      db,
      [
        { key: emailKey, max: policy.maxFailuresPerEmail },
        { key: ipKey, max: policy.maxFailuresPerIp },
      ],
      'Too many failed sign-in attempts',
      policy,
    ));
  } catch (error) {
    if (!(error instanceof AttemptsRefused)) throw error;
    for (const key of error.newlyLocked) {
      const forAccount = key === emailKey;
      await recordSecurityEvent(db, log, {
        action: 'security.sign-in-locked',
        practiceId: forAccount ? (user?.practiceId ?? null) : null,
        actor,
        summary: forAccount
          ? `Sign-in ${who ? `to ${who}'s account` : 'to an unknown address'} locked for ${policy.lockMs / 60_000} minutes after ${policy.maxFailuresPerEmail} failed attempts`
          : `Sign-in from ${client.ip} locked for ${policy.lockMs / 60_000} minutes after ${policy.maxFailuresPerIp} failed attempts`,
        detail: {
          userId: forAccount ? (user?.id ?? null) : null,
          ip: client.ip,
          lockedBy: forAccount ? 'account' : 'address',
        },
      });
    }
    if (error.newlyLocked.length === 0)
      log.warn(
        { securityEvent: 'security.sign-in-refused', userId: user?.id ?? null, ip: client.ip },
        'A sign-in attempt was refused while locked',
      );
    throw error;
  }

  unknownUserHash ??= hashPassword('no such user');
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), password);
  if (!user || !valid) {
    await recordSecurityEvent(db, log, {
      action: 'security.sign-in-failed',
      practiceId: user?.practiceId ?? null,
      actor,
      summary: user
        ? `Failed sign-in to ${who}'s account (wrong password)`
        : 'Failed sign-in (unknown address)',
      detail: { userId: user?.id ?? null, ip: client.ip, attempt },
    });
    await sleep(failureDelayMs(attempt, policy));
    throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  }

  await clearAttempts(db, emailKey);
  await returnAttempt(db, ipKey);
  const token = await createSession({ db, userId: user.id, idleMs, client });
  return { userId: user.id, token };
}
