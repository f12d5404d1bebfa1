import { eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { DocumentRequestStatus } from '@/shared/schemas/document-request';
import type { Database } from '@/server/db/connection';
import { documentRequests } from '@/server/db/schema';
import { sessionIdOf } from '@/server/core/auth/session-token';

export type RequestRow = typeof documentRequests.$inferSelect;

export function requestStatus(row: RequestRow, now = Date.now()): DocumentRequestStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return row.finishedAt ? 'finished' : 'open';
}

/** Link tokens are 256 random bits in base64url; anything else is not a link of ours. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The request a link's token opens: 404 for a token that was never issued, 410 with a clear reason for a
 * link that was cancelled or has expired. A finished request stays open until it expires, so the client
 * can still add a document they forgot or confirm their facts.
 */
export async function openRequest(db: Database, token: string): Promise<RequestRow> {
  const [row] = tokenPattern.test(token)
    ? await db
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.tokenHash, sessionIdOf(token)))
    : [];
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'This link is not valid. Please check it, or ask your adviser for a new one.',
    );
  const status = requestStatus(row);
  if (status === 'revoked')
    throw new AppError(
      'GONE',
      'This link has been cancelled by your adviser. Please ask them for a new one.',
    );
  if (status === 'expired')
    throw new AppError('GONE', 'This link has expired. Please ask your adviser for a new one.');
  return row;
}
