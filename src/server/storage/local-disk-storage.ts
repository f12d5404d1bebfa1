import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MissingFileError, StorageUnavailableError, type Storage } from './storage';

const safeKey = /^[a-z]+\/[0-9a-f-]+\/[0-9a-f-]+$/;

/** Files under a folder of the data directory; writes go to a temporary name first so none is half-written. */
export function createLocalDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw new StorageUnavailableError({ cause: error });
      }
    },
    get: (key) =>
      readFile(pathOf(key)).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') throw new MissingFileError(key, { cause: error });
        throw error;
      }),
    exists: (key) =>
      access(pathOf(key)).then(
        () => true,
        () => false,
      ),
    delete: (key) => rm(pathOf(key), { force: true }),
    pathOnDisk: pathOf,
  };
}
