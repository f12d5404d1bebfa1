import { inArray, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { loginAttempts } from '@/server/db/schema';

/**
 * Failed sign-ins are counted per e-mail address and per IP in the database (so every API process sees
 * them). Each failure slows the next answer; past a limit the key is refused for a while.
 */
export const loginThrottlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 30,
  delayPerFailureMs: 250,
  maxDelayMs: 3_000,
};

export type ThrottlePolicy = typeof loginThrottlePolicy;

export function throttleKeys(email: string, ip: string): { emailKey: string; ipKey: string } {
  return { emailKey: `email:${email.trim().toLowerCase()}`, ipKey: `ip:${ip}` };
}

/** Refuses with 429 while either key is locked. */
export async function assertNotLocked(
  db: Database,
  keys: string[],
  what = 'Too many failed sign-in attempts',
): Promise<void> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  const now = Date.now();
  const lockedUntil = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now) {
    const minutes = Math.ceil((lockedUntil - now) / 60_000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

/** Counts a failure against a key and returns the failures in the current window. */
export async function recordFailure(
  db: Database,
  key: string,
  maxFailures: number,
  policy: ThrottlePolicy,
): Promise<number> {
  const windowStart = new Date(Date.now() - policy.windowMs);
  const lockUntil = new Date(Date.now() + policy.lockMs);
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
        firstFailureAt: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart} then now() else ${loginAttempts.firstFailureAt} end`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  const failures = row?.failures ?? 1;
  if (failures >= maxFailures) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: lockUntil, failures: 0 })
      .where(sql`${loginAttempts.key} = ${key}`);
  }
  return failures;
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.key} = ${key}`);
}
