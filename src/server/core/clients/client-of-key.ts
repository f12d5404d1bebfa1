import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/shared/app-error';
import type { Database } from '@/server/db/connection';
import { clientCreations } from '@/server/db/schema';

/** What a create sent, as a hash: an Idempotency-Key is bound to it (the body as parsed, so key order is moot). */
export const requestFingerprint = (input: unknown): string =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

/**
 * The client an Idempotency-Key made in the practice, if it made one. The key sent again with other details
 * is a mistake, not a retry: 409, never the first request's client in silence.
 */
export async function clientOfKey(
  db: Database,
  practiceId: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<string | null> {
  const [row] = await db
    .select({ clientId: clientCreations.clientId, fingerprint: clientCreations.fingerprint })
    .from(clientCreations)
    .where(
      and(eq(clientCreations.practiceId, practiceId), eq(clientCreations.idempotencyKey, idempotencyKey)),
    );
  if (!row) return null;
  // Keys claimed before fingerprints were kept (null) replay as they did.
  if (row.fingerprint !== null && row.fingerprint !== fingerprint)
    throw new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used to create a client with other details; send a new key for a new client.',
    );
  return row.clientId;
}
