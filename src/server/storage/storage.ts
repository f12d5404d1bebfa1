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

export function newStorageKey(kind: 'documents' | 'audio', practiceId: string): string {
  return `${kind}/${practiceId}/${randomUUID()}`;
}
