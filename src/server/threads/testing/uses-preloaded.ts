import { evaluations } from './count-loads.mjs';

/** How often count-loads.mjs was evaluated on this thread: once, when the preload is the module imported. */
export async function preloadEvaluations(): Promise<number> {
  return evaluations();
}
