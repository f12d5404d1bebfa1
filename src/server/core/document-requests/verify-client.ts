import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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

function assertNotLocked(request: RequestRow): void {
  const lockedUntil = request.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > Date.now()) {
    const minutes = Math.ceil((lockedUntil - Date.now()) / 60_000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many attempts. For your security this link is paused; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

async function recordFailedCheck(db: Database, request: RequestRow): Promise<void> {
  const failures = request.failedChecks + 1;
  const locks = failures >= verificationPolicy.maxFailedChecks;
  await db
    .update(documentRequests)
    .set({
      failedChecks: locks ? 0 : failures,
      lockedUntil: locks ? new Date(Date.now() + verificationPolicy.lockMs) : request.lockedUntil,
    })
    .where(eq(documentRequests.id, request.id));
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

/** E-mails a 6-digit code to the client's address on record (never to an address the visitor gives). */
export async function sendVerificationCode(db: Database, mailer: Mailer, request: RequestRow): Promise<void> {
  assertNotLocked(request);
  const sentAt = request.codeSentAt?.getTime() ?? 0;
  if (Date.now() - sentAt < verificationPolicy.codeIntervalMs)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'A code was sent less than a minute ago. Please check your e-mail, or try again shortly.',
    );
  const client = await clientOf(db, request);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(documentRequests)
    .set({
      codeHash: sessionIdOf(`${request.id}:${code}`),
      codeExpiresAt: new Date(Date.now() + verificationPolicy.codeLifetimeMs),
      codeSentAt: new Date(),
    })
    .where(eq(documentRequests.id, request.id));
  await mailer.send({
    to: client.email,
    subject: 'Your FactFind code',
    text: `Your code is ${code}. It works once, for the next 10 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  });
}

/**
 * Checks the client's date of birth or one-time code; on success starts a visit and returns its token (for
 * a cookie). Wrong answers count against the link; at five it is locked for 15 minutes.
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
    if (answer.dob !== client.dob) {
      await recordFailedCheck(db, request);
      throw new AppError(
        'FORBIDDEN',
        'That date of birth does not match our records. Please check it and try again.',
      );
    }
  } else {
    const matches =
      request.codeHash !== null && request.codeHash === sessionIdOf(`${request.id}:${answer.code}`);
    const usedBefore =
      request.codeHash === null && request.codeUsedAt !== null && request.codeSentAt !== null;
    if (!matches) {
      await recordFailedCheck(db, request);
      throw new AppError(
        'FORBIDDEN',
        usedBefore
          ? 'That code has already been used. Please ask for a new one.'
          : 'That code is not right. Please check the e-mail and try again.',
      );
    }
    if ((request.codeExpiresAt?.getTime() ?? 0) <= Date.now())
      throw new AppError('FORBIDDEN', 'That code has expired. Please ask for a new one.');
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
