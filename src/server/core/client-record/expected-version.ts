/**
 * The version a writer read, as its request's If-Match gave it (parsed by http/if-match.ts): a write whose
 * expected version does not match the record's current one is stale and is refused (409).
 */
export type IfMatch = { matches: (version: string) => boolean };
