import { AppError } from '@/shared/app-error';
import type { IfMatch } from '@/server/core/client-record/expected-version';

/**
 * The 409 of a save made on an older version of a record: someone else saved it since. The details carry the
 * record as it is now (and its version), so the screen can show what changed and let the adviser choose.
 */
export function staleRecord(what: string, version: string | number, current: unknown): AppError {
  return new AppError(
    'CONFLICT',
    `Someone else saved changes to ${what} while you were editing. Your changes are still on the screen: compare them with theirs and choose which to keep.`,
    { version: String(version), current },
  );
}

/**
 * A versioned write's check, made once the record is found (a record of another practice stays a 404) and
 * under the client's row lock: 428 without If-Match, 409 when the version it names is not the current one.
 */
export function requireVersion(
  ifMatch: IfMatch | undefined,
  what: string,
  version: string | number,
  current: unknown,
): void {
  if (ifMatch === undefined)
    throw new AppError(
      'PRECONDITION_REQUIRED',
      `Saving ${what} needs an If-Match header with the ETag (version) you read it at, so that a change saved by someone else since is not overwritten. Read it again (GET) and send its ETag.`,
    );
  if (!ifMatch.matches(String(version))) throw staleRecord(what, version, current);
}
