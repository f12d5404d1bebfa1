import { AppError } from '@/shared/app-error';
import type { Database } from './connection';

/** An Idempotency-Key as clients send it: a UUID, or any token of letters, digits and - _ . : */
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The request's Idempotency-Key header, checked; undefined when it sent none. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key))
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key must be 8 to 100 letters, digits or - _ . :');
  return key;
}

class ClaimedBefore extends Error {}

/**
 * Does a create once per Idempotency-Key. `make` does the work and claims the key in one transaction (an
 * insert that does nothing on conflict, so a request with the same key at the same moment waits for the
 * first to commit); when the key was claimed before, the work is rolled back and `replay` answers with what
 * the first request made. Either way the caller learns which happened, to say so and to record it once.
 */
export async function oncePerKey<T>({
  db,
  make,
  replay,
}: {
  db: Database;
  make: (transaction: Database) => Promise<{ value: T; claimed: boolean }>;
  replay: () => Promise<T | null>;
}): Promise<{ value: T; replayed: boolean }> {
  try {
    return await db.transaction(async (transaction) => {
      const { value, claimed } = await make(transaction);
      if (!claimed) throw new ClaimedBefore();
      return { value, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof ClaimedBefore)) throw error;
    const value = await replay();
    // The first request's record is gone again (deleted since): nothing to answer with, and nothing made.
    if (value === null)
      throw new AppError(
        'CONFLICT',
        'What this request made before has since been deleted; please try again.',
      );
    return { value, replayed: true };
  }
}
