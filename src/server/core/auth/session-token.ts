import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable session token for the cookie. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the token's hash is stored, so a copy of the sessions table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
