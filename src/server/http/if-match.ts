import { AppError } from '@/shared/app-error';
import type { IfMatch } from '@/server/core/client-record/expected-version';

/*
 * What a write's If-Match header asks for (RFC 9110 section 13.1.1): `*` (any current version), or a list of
 * entity tags. If-Match compares strongly: a weak tag (W/"…") never matches, so a save carrying one is stale.
 */

/** An entity tag: optionally W/, then a quoted run of characters other than `"`, space and control. */
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** Reads the header; undefined when absent. A malformed one (an unquoted version) is refused, not ignored. */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return { matches: () => true };
  const strongTags: string[] = [];
  for (const part of text.split(',')) {
    const match = ENTITY_TAG.exec(part.trim());
    if (!match)
      throw new AppError(
        'BAD_REQUEST',
        'If-Match must hold the ETag you read, in quotes as it was sent (If-Match: "3"), or *.',
      );
    if (!match[1] && match[2] !== undefined) strongTags.push(match[2]);
  }
  return { matches: (version) => strongTags.includes(version) };
}

/** The ETag header value of a version. */
export const etagOf = (version: string | number) => `"${version}"`;
