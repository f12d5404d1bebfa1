import type { FastifyInstance } from 'fastify';
import { AppError } from '@/shared/app-error';

/**
 * NUL and the other control characters (all but tab, line feed and carriage return) have no place in what
 * an adviser types; PostgreSQL refuses NUL outright, which would surface as a 500. Every API request's
 * body, query and path parameters are checked before any handler sees them, so no route can forget to.
 */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string holding a control character ('' for the value itself), or null. */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (controlCharacter.test(key)) return keyPath;
      const found = findControlCharacter(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Throws a 400 naming the field when `value` holds a control character anywhere. */
export function assertNoControlCharacters(value: unknown): void {
  const field = findControlCharacter(value);
  if (field === null) return;
  throw new AppError(
    'BAD_REQUEST',
    `${field ? `${field}: ` : ''}Remove the control character (such as NUL) from this text`,
  );
}

export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const value of [request.params, request.query, request.body]) assertNoControlCharacters(value);
  });
}
