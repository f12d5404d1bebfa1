import { randomUUID } from 'node:crypto';

/**
 * Where original files live. Keys are generated here, never taken from a user's filename, so a name can
 * never become a path.
 */
export type Storage = {
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  delete: (key: string) => Promise<void>;
};

/** `get` of a key that holds no file (removed outside the app, or lost): the answer is a 404, not a 500. */
export class MissingFileError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`Stored file is missing: ${key}`, options);
    this.name = 'MissingFileError';
  }
}

export function newStorageKey(kind: 'documents' | 'audio' | 'health', practiceId: string): string {
  return `${kind}/${practiceId}/${randomUUID()}`;
}
