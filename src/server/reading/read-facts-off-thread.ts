import { offThread } from '@/server/threads/run-off-thread';
import type { readFacts } from './read-facts';

/**
 * Classification and extraction on a thread of their own. One thread is enough: a document's facts take 2-230
 * ms against seconds of recognition, and a second thread held about 60 MB more (decision 040).
 */
export const readFactsOffThread = offThread<Parameters<typeof readFacts>, ReturnType<typeof readFacts>>({
  module: new URL('./read-facts.ts', import.meta.url),
  exportName: 'readFacts',
  label: 'Reading the facts',
  timeoutMs: 60_000,
});
