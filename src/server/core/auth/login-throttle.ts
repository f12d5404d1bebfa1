import { sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { loginAttempts } from '@/server/db/schema';

/**
 * Guesses at a secret (a password, a current password, a request link's check) are counted per key in the
 * database, so every API process sees them. Each failure slows the next answer; past a limit the key is
 * refused for a while.
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

/** A key to count an attempt against, and how many attempts it may have in a window. */
export type AttemptKey = { key: string; max: number };

/** An attempt that was counted and may go on to check the secret. */
export type CountedAttempt = {
  /** The highest count among the keys, this attempt included (1 for a first try). */
  attempt: number;
  /** The keys this attempt was the last allowed for: a wrong answer now means the next is refused. */
  lastAllowed: string[];
};

/** Thrown when a key is locked: which keys this very attempt locked (for the security log). */
export class AttemptsRefused extends AppError {
  readonly newlyLocked: string[];

  constructor(message: string, newlyLocked: string[]) {
    super('TOO_MANY_REQUESTS', message);
    this.newlyLocked = newlyLocked;
  }
}

export function lockedMessage(what: string, lockedUntil: number, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
  return `${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * Counts one attempt against every key *before* the secret is checked, each in one atomic statement
 * (INSERT … ON CONFLICT DO UPDATE SET failures = failures + 1 … RETURNING), and decides on the counted
 * value: the attempt past a key's limit locks it and is refused, as is any attempt while it is locked. So
 * however many guesses arrive at once, at most `max` of them are ever checked in a window; a right answer
 * gives its count back (clearAttempts / returnAttempt). Throws AttemptsRefused (429) when refused.
 */
export async function takeAttempt(
  db: Database,
  keys: AttemptKey[],
  what: string,
  policy: Pick<ThrottlePolicy, 'windowMs' | 'lockMs'> = loginThrottlePolicy,
): Promise<CountedAttempt> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const lockUntil = new Date(now.getTime() + policy.lockMs);
  let attempt = 0;
  let lockedUntil = 0;
  const newlyLocked: string[] = [];
  const lastAllowed: string[] = [];
  for (const { key, max } of keys) {
    // A lock that has ended, or a first failure older than the window, starts the count again.
    const startsOver = sql`(${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now}::timestamptz)
      or (${loginAttempts.lockedUntil} is null and ${loginAttempts.firstFailureAt} < ${windowStart}::timestamptz)`;
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, firstFailureAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${startsOver} then 1 else ${loginAttempts.failures} + 1 end`,
          firstFailureAt: sql`case when ${startsOver} then ${now}::timestamptz else ${loginAttempts.firstFailureAt} end`,
          lockedUntil: sql`case when ${startsOver} then null
            when ${loginAttempts.lockedUntil} is null and ${loginAttempts.failures} + 1 > ${max} then ${lockUntil}::timestamptz
            else ${loginAttempts.lockedUntil} end`,
        },
      })
      .returning({ failures: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil });
    const failures = row?.failures ?? 1;
    const until = row?.lockedUntil?.getTime() ?? 0;
    if (until > now.getTime()) {
      lockedUntil = Math.max(lockedUntil, until);
      if (failures === max + 1) newlyLocked.push(key);
    }
    if (failures === max) lastAllowed.push(key);
    attempt = Math.max(attempt, failures);
  }
  if (lockedUntil > now.getTime())
    throw new AttemptsRefused(lockedMessage(what, lockedUntil, now.getTime()), newlyLocked);
  return { attempt, lastAllowed };
}

/** The slowing a wrong answer gets: 250 ms per earlier attempt in the window, at most 3 s. */
export function failureDelayMs(attempt: number, policy: ThrottlePolicy = loginThrottlePolicy): number {
  return Math.min(policy.maxDelayMs, policy.delayPerFailureMs * Math.max(0, attempt - 1));
}

/** After a right answer for this key (the adviser's e-mail, their session): its count starts again. */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.key} = ${key}`);
}

/**
 * After a right answer from a key shared by many people (an office's IP address): this attempt's count is
 * given back, so only wrong answers (and attempts still being checked) count against it.
 */
export async function returnAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(sql`${loginAttempts.key} = ${key}`);
}
