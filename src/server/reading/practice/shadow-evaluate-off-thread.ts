import { offThread } from '@/server/threads/run-off-thread';
import type { shadowEvaluate } from './shadow-evaluate';

/** Shadow evaluation reads dozens of documents: on a pool thread, so the worker's event loop never waits for it. */
export const shadowEvaluateOffThread = offThread<
  Parameters<typeof shadowEvaluate>,
  ReturnType<typeof shadowEvaluate>
>({
  module: new URL('./shadow-evaluate.ts', import.meta.url),
  exportName: 'shadowEvaluate',
  label: 'Evaluating a practice model',
  timeoutMs: 10 * 60_000,
  threads: 1,
});
