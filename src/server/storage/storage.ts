import { randomUUID } from 'node:crypto';

/**
 * Where original files live. Keys are generated here, never taken from a user's filename, so a name can
 * never become a path.
 */
export type Storage = {
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  /** Whether a file is stored under the key (to refuse work up front that would find it missing half-way). */
  exists: (key: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  /**
   * Where the file is on this machine's disk (local storage only), for a worker thread that reads it itself
   * so its bytes never pass through the API's thread (a client export).
   */
  pathOnDisk?: (key: string) => string;
};

/** `get` of a key that holds no file (removed outside the app, or lost): the answer is a 404, not a 500. */
export class MissingFileError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`Stored file is missing: ${key}`, options);
    this.name = 'MissingFileError';
  }
}

/**
 * Storage refused to keep a file (a disk full or read-only, permissions, the bucket unreachable or refusing):
 * nothing was kept, and the request may succeed later, so it answers 503 rather than 500.
 */
export class StorageUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Storage refused to keep the file', options);
    this.name = 'StorageUnavailableError';
  }
}

export function newStorageKey(kind: 'documents' | 'audio' | 'health', practiceId: string): string {
  return `${kind}/${practiceId}/${randomUUID()}`;
}
