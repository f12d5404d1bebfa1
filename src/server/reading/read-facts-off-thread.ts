import { availableParallelism } from 'node:os';
import { offThread } from '@/server/threads/run-off-thread';
import type { readFacts } from './read-facts';

/** Classification and extraction on the pool's threads, one per core (as many as documents read at once). */
export const readFactsOffThread = offThread<Parameters<typeof readFacts>, ReturnType<typeof readFacts>>({
  module: new URL('./read-facts.ts', import.meta.url),
  exportName: 'readFacts',
  label: 'Reading the facts',
  timeoutMs: 60_000,
  threads: Math.max(1, availableParallelism()),
});
