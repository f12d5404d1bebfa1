import path from 'node:path';
import type { Config } from '@/server/config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage adapter the configuration asks for: local disk under the data directory by default. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.driver === 's3') {
    const { driver: _driver, ...options } = config.storage;
    return createS3Storage(options);
  }
  return createLocalDiskStorage(path.join(config.dataDir, 'files'));
}
