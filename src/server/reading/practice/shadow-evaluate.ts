import { guardSet, scoreModel, type Score, type ScoredDocument } from './evaluate-practice-model';
import type { PracticeReadingModel } from './practice-model';

export type ShadowEvaluation = {
  /** The practice's corrected documents, each read without its own lessons (leave-one-out). */
  own: { before: Score; after: Score };
  /** The guard set: documents no model was trained or tuned on. */
  guard: { before: Score; after: Score };
  promote: boolean;
};

/**
 * A new version beside the one reading now (`current`, null for the shipped models alone), on the practice's
 * corrected documents and on the guard set: promoted only when it reads neither worse.
 */
export function shadowEvaluate(
  candidate: PracticeReadingModel,
  current: PracticeReadingModel | null,
  own: readonly ScoredDocument[],
): ShadowEvaluation {
  const guard = guardSet();
  const result = {
    own: { before: scoreModel(current, own, true), after: scoreModel(candidate, own, true) },
    guard: { before: scoreModel(current, guard, false), after: scoreModel(candidate, guard, false) },
  };
  return {
    ...result,
    promote:
      result.own.after.right >= result.own.before.right &&
      result.guard.after.right >= result.guard.before.right,
  };
}
