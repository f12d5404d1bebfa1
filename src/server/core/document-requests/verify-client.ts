import { randomInt } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { VerifyRequestBody } from '@/shared/schemas/document-request';
import type { Database } from '@/server/db/connection';
import { clients, documentRequestSessions, documentRequests } from '@/server/db/schema';
import { createSessionToken, sessionIdOf } from '@/server/core/auth/session-token';
import type { Mailer } from '@/server/mail/mailer';
import type { RequestRow } from './open-request';

/** How the link's checks are limited: wrong answers in a row lock the link; a code lives minutes. */
export const verificationPolicy = {
  maxFailedChecks: 5,
  lockMs: 15 * 60_000,
  codeLifetimeMs: 10 * 60_000,
  /** A new code at most this often (each e-mail is a message the client receives). */
  codeIntervalMs: 60_000,
  visitMs: 2 * 60 * 60_000,
};

function lockedMessage(lockedUntil: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil - Date.now()) / 60_000));
  return `Too many attempts. For your security this link is paused; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function assertNotLocked(request: Pick<RequestRow, 'lockedUntil'>): void {
  const lockedUntil = request.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > Date.now()) throw new AppError('TOO_MANY_REQUESTS', lockedMessage(lockedUntil));
}

/** A check of the link that was counted: which one it was, and whether it was the last one allowed. */
type CountedCheck = { check: number; last: boolean };

/** Thrown when the link is locked; `newlyLocked` when this very attempt locked it (for the security log). */
export class LinkLocked extends AppError {
  readonly newlyLocked: boolean;

  constructor(lockedUntil: number, newlyLocked: boolean) {
    super('TOO_MANY_REQUESTS', lockedMessage(lockedUntil));
    this.newlyLocked = newlyLocked;
  }
}

/**
 * Counts a check of the link before its answer is compared, in one atomic statement (UPDATE … SET
 * failed_checks = failed_checks + 1 … RETURNING), and decides on the counted value: the check past the limit
 * locks the link and is refused, as is every check while it is locked. So guesses sent all at once are
 * counted as guesses sent one by one: at most five are ever compared. A right answer resets the count.
 */
async function countCheck(db: Database, request: RequestRow): Promise<CountedCheck> {
  const now = new Date();
  const lockUntil = new Date(now.getTime() + verificationPolicy.lockMs);
  const max = verificationPolicy.maxFailedChecks;
  const lockEnded = sql`(${documentRequests.lockedUntil} is not null and ${documentRequests.lockedUntil} <= ${now}::timestamptz)`;
  const [row] = await db
    .update(documentRequests)
    .set({
      failedChecks: sql`case when ${lockEnded} then 1 else ${documentRequests.failedChecks} + 1 end`,
      lockedUntil: sql`case when ${lockEnded} then null
        when ${documentRequests.lockedUntil} is null and ${documentRequests.failedChecks} + 1 > ${max} then ${lockUntil}::timestamptz
        else ${documentRequests.lockedUntil} end`,
    })
    .where(eq(documentRequests.id, request.id))
    .returning({ failedChecks: documentRequests.failedChecks, lockedUntil: documentRequests.lockedUntil });
  const check = row?.failedChecks ?? max + 1;
  const lockedUntil = row?.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > now.getTime()) throw new LinkLocked(lockedUntil, check === max + 1);
  return { check, last: check === max };
}

/** A wrong date of birth or code (403), with which check it was and whether the next one is refused. */
export class WrongAnswer extends AppError {
  readonly check: number;
  readonly last: boolean;

  constructor(message: string, check: number, last: boolean) {
    super('FORBIDDEN', message);
    this.check = check;
    this.last = last;
  }
}

/** "s••••@example.com": enough for the client to know which address, not enough to read it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'•'.repeat(Math.max(3, name.length - 1))}@${domain}`;
}

export async function clientOf(db: Database, request: RequestRow) {
  const [client] = await db.select().from(clients).where(eq(clients.id, request.clientId));
  if (!client)
    throw new AppError('NOT_FOUND', 'This link is not valid. Please ask your adviser for a new one.');
  return client;
}

/**
 * E-mails a 6-digit code to the client's address on record (never to an address the visitor gives), at
 * most one a minute: the code is claimed in one statement that also checks the minute has passed, so codes
 * asked for all at once send one e-mail.
 */
export async function sendVerificationCode(db: Database, mailer: Mailer, request: RequestRow): Promise<void> {
  assertNotLocked(request);
  const client = await clientOf(db, request);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  const [claimed] = await db
    .update(documentRequests)
    .set({
      codeHash: sessionIdOf(`${request.id}:${code}`),
      codeExpiresAt: new Date(now.getTime() + verificationPolicy.codeLifetimeMs),
      codeSentAt: now,
    })
    .where(
      and(
        eq(documentRequests.id, request.id),
        or(
          isNull(documentRequests.codeSentAt),
          lte(documentRequests.codeSentAt, new Date(now.getTime() - verificationPolicy.codeIntervalMs)),
        ),
        or(isNull(documentRequests.lockedUntil), lte(documentRequests.lockedUntil, now)),
      ),
    )
    .returning({ id: documentRequests.id });
  if (!claimed)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'A code was sent less than a minute ago. Please check your e-mail, or try again shortly.',
    );
  await mailer.send({
    to: client.email,
    subject: 'Your FactFind code',
    text: `Your code is ${code}. It works once, for the next 10 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  });
}

/**
 * Checks the client's date of birth or one-time code; on success starts a visit and returns its token (for
 * a cookie). Every check is counted before it is compared (countCheck): a wrong answer throws WrongAnswer
 * (403), and the sixth check in a row locks the link for 15 minutes (LinkLocked, 429).
 */
export async function verifyClient(
  db: Database,
  request: RequestRow,
  answer: VerifyRequestBody,
): Promise<{ visitToken: string; expiresAt: Date }> {
  assertNotLocked(request);
  if ('dob' in answer) {
    const client = await clientOf(db, request);
    const known = client.dob && !client.defaultedFields.includes('dob');
    if (!known)
      throw new AppError(
        'BAD_REQUEST',
        'We cannot check your date of birth. Please ask for a code by e-mail instead.',
      );
    const { check, last } = await countCheck(db, request);
    if (answer.dob !== client.dob)
      throw new WrongAnswer(
        'That date of birth does not match our records. Please check it and try again.',
        check,
        last,
      );
  } else {
    const { check, last } = await countCheck(db, request);
    // The code as it is now: another check may have used it since the link was read.
    const [current] = await db
      .select({
        codeHash: documentRequests.codeHash,
        codeExpiresAt: documentRequests.codeExpiresAt,
        codeUsedAt: documentRequests.codeUsedAt,
        codeSentAt: documentRequests.codeSentAt,
      })
      .from(documentRequests)
      .where(eq(documentRequests.id, request.id));
    const matches =
      current?.codeHash != null && current.codeHash === sessionIdOf(`${request.id}:${answer.code}`);
    const usedBefore =
      current?.codeHash === null && current.codeUsedAt !== null && current.codeSentAt !== null;
    if (!matches)
      throw new WrongAnswer(
        usedBefore
          ? 'That code has already been used. Please ask for a new one.'
          : 'That code is not right. Please check the e-mail and try again.',
        check,
        last,
      );
    if ((current.codeExpiresAt?.getTime() ?? 0) <= Date.now())
      throw new AppError('FORBIDDEN', 'That code has expired. Please ask for a new one.');
    request = { ...request, codeHash: current.codeHash };
  }

  const visitToken = createSessionToken();
  const expiresAt = new Date(Math.min(Date.now() + verificationPolicy.visitMs, request.expiresAt.getTime()));
  await db.transaction(async (tx) => {
    // A used code is gone: the same code cannot open the link again, even sent twice at the same moment.
    const updated = await tx
      .update(documentRequests)
      .set({
        failedChecks: 0,
        lockedUntil: null,
        verifiedAt: sql`coalesce(${documentRequests.verifiedAt}, now())`,
        ...('code' in answer ? { codeHash: null, codeExpiresAt: null, codeUsedAt: new Date() } : {}),
      })
      .where(
        and(
          eq(documentRequests.id, request.id),
          'code' in answer ? eq(documentRequests.codeHash, request.codeHash ?? '') : undefined,
        ),
      )
      .returning({ id: documentRequests.id });
    if (updated.length === 0)
      throw new AppError('FORBIDDEN', 'That code has already been used. Please ask for a new one.');
    await tx
      .insert(documentRequestSessions)
      .values({ sid: sessionIdOf(visitToken), requestId: request.id, expire: expiresAt });
  });
  return { visitToken, expiresAt };
}

/** Whether a visit token belongs to this request and has not ended. */
export async function isVerifiedVisit(
  db: Database,
  request: RequestRow,
  visitToken: string | undefined,
): Promise<boolean> {
  if (!visitToken) return false;
  const [visit] = await db
    .select()
    .from(documentRequestSessions)
    .where(eq(documentRequestSessions.sid, sessionIdOf(visitToken)));
  return Boolean(visit && visit.requestId === request.id && visit.expire.getTime() > Date.now());
}
