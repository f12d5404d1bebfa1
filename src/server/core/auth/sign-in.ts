import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from './hash-password';
import { createSession } from './create-session';
import {
  assertNotLocked,
  clearFailures,
  loginThrottlePolicy,
  recordFailure,
  throttleKeys,
  type ThrottlePolicy,
} from './login-throttle';

type SignInOptions = {
  db: Database;
  email: string;
  password: string;
  ip: string;
  idleMs: number;
  policy?: ThrottlePolicy;
};

// Verifying against a real hash when the address is unknown keeps the answer time the same either way.
let unknownUserHash: Promise<string> | undefined;

/** Checks the credentials and starts a session; returns the user id and the session token. */
export async function signIn({
  db,
  email,
  password,
  ip,
  idleMs,
  policy = loginThrottlePolicy,
}: SignInOptions): Promise<{ userId: string; token: string }> {
  const { emailKey, ipKey } = throttleKeys(email, ip);
  await assertNotLocked(db, [emailKey, ipKey]);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  unknownUserHash ??= hashPassword('no such user');
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), password);

  if (!user || !valid) {
    const emailFailures = await recordFailure(db, emailKey, policy.maxFailuresPerEmail, policy);
    const ipFailures = await recordFailure(db, ipKey, policy.maxFailuresPerIp, policy);
    const failures = Math.max(emailFailures, ipFailures);
    await sleep(Math.min(policy.maxDelayMs, policy.delayPerFailureMs * (failures - 1)));
    throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  }

  await clearFailures(db, emailKey);
  const token = await createSession({ db, userId: user.id, idleMs });
  return { userId: user.id, token };
}
