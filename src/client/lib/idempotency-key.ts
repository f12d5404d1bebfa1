/**
 * A random key for one create request and its retries: the server makes one record per key, so a request
 * sent again after a lost answer or a second click does not make a second. (crypto.randomUUID needs a secure
 * context, which a practice's intranet address may not be; getRandomValues does not.)
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
