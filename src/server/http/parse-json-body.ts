import type { FastifyInstance } from 'fastify';
import { AppError } from '@/shared/app-error';

/** No form of the app nests deeper than a few levels; 64 leaves room and refuses a 20,000-level bomb. */
export const maxJsonDepth = 64;

/** How deep the arrays and objects of a JSON text nest, scanned without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c /* \ */) index += 1;
      else if (character === 0x22 /* " */) inString = false;
      continue;
    }
    if (character === 0x22) inString = true;
    else if (character === 0x5b /* [ */ || character === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (character === 0x5d /* ] */ || character === 0x7d /* } */) depth -= 1;
  }
  return deepest;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), after a depth check: a body nested
 * deeper than any form is refused with a 400 before it is parsed, so nothing downstream (validation, the
 * control-character check, zod) ever meets a value deep enough to exhaust the stack.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > maxJsonDepth) {
      done(
        new AppError(
          'BAD_REQUEST',
          `The request body is nested too deeply (more than ${maxJsonDepth} levels)`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
