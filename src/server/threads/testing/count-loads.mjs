// Plain JavaScript that counts how often it is evaluated on its thread, for the preload test.
globalThis.countLoadsEvaluated = (globalThis.countLoadsEvaluated ?? 0) + 1;
export const evaluations = () => globalThis.countLoadsEvaluated;
