/**
 * What of an unexpected error may go into the log. Database errors carry the statement's parameters (a
 * client's health notes, Medicare number) in their message and the offending value in their cause's
 * message and detail, so the log keeps only names, codes, the statement without its values, and the
 * stack's frames: enough to find the fault, nothing about the client.
 */
export type LoggedError = {
  name: string;
  code?: string;
  query?: string;
  cause?: { name: string; code?: string };
  frames: string[];
};

function codeOf(error: object): string | undefined {
  const code = 'code' in error ? error.code : undefined;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

export function describeErrorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error, frames: [] };
  const query = 'query' in error && typeof error.query === 'string' ? error.query : undefined;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    name: error.name,
    ...(codeOf(error) ? { code: codeOf(error) } : {}),
    ...(query ? { query } : {}),
    ...(cause ? { cause: { name: cause.name, ...(codeOf(cause) ? { code: codeOf(cause) } : {}) } } : {}),
    frames: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .map((line) => line.trim()),
  };
}
