import path from 'node:path';
import type { Config } from '@/server/config';
import { createLocalDiskStorage } from './local-disk-storage';
import type { Storage } from './storage';

/** The storage adapter the configuration asks for: local disk under the data directory by default. */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return createLocalDiskStorage(path.join(config.dataDir, 'files'));
}
