import type { FastifyInstance } from 'fastify';
import { AppError } from '@/shared/app-error';
import { isApiRequest } from './request-path';

/**
 * NUL and the other control characters (all but tab, line feed and carriage return) have no place in what
 * an adviser types; PostgreSQL refuses NUL outright, which would surface as a 500. Nor does half of a UTF-16
 * surrogate pair ("\ud800" in JSON): it is no character at all, and PostgreSQL refuses it in jsonb. Every
 * API request's body, query and path parameters are checked before any handler sees them, so no route can
 * forget to; the check walks the value with its own stack, so no depth of nesting can overflow it.
 */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Half of a surrogate pair with no other half: not a character (String.prototype.isWellFormed's test). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = { path: string; kind: 'control' | 'surrogate' };

function problemIn(text: string): TextProblem['kind'] | null {
  if (controlCharacter.test(text)) return 'control';
  if (loneSurrogate.test(text)) return 'surrogate';
  return null;
}

/** The path of the first string (or key) holding a control character or a lone surrogate, or null. */
export function findTextProblem(value: unknown): TextProblem | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const kind = problemIn(current);
      if (kind) return { path, kind };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed in reverse so the first field is looked at first (the message names the first problem).
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const itemPath = path ? `${path}.${key}` : key;
      const keyProblem = Array.isArray(current) ? null : problemIn(key);
      if (keyProblem) return { path: itemPath, kind: keyProblem };
      stack.push({ value: item, path: itemPath });
    }
  }
  return null;
}

/** Throws a 400 naming the field when `value` holds a control character or a lone surrogate anywhere. */
export function assertNoControlCharacters(value: unknown): void {
  const problem = findTextProblem(value);
  if (problem === null) return;
  const field = problem.path ? `${problem.path}: ` : '';
  throw new AppError(
    'BAD_REQUEST',
    problem.kind === 'control'
      ? `${field}Remove the control character (such as NUL) from this text`
      : `${field}This text holds an incomplete character (half of a surrogate pair); please type it again`,
  );
}

export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return;
    for (const value of [request.params, request.query, request.body]) assertNoControlCharacters(value);
  });
}
