import { FEATURE_NAMES } from '@/server/reading/extract/candidates/candidate-features';
import { SPAN_FEATURE_NAMES } from '@/server/reading/extract/candidates/text-spans';
import { probability, type FieldRankerModel } from '@/server/reading/extract/candidates/field-ranker';
import { Random } from '../factory/random';
import type { RankerExample } from './examples';

export type RankerTrainingOptions = { seed: string; epochs: number; learningRate: number; l2: number };
export const DEFAULT_RANKER_TRAINING: RankerTrainingOptions = {
  seed: 'field-ranker/v1',
  epochs: 8,
  learningRate: 0.5,
  l2: 1e-4,
};

/** Weights are written to this many decimals: enough for every decision, and a stable file. */
const DECIMALS = 4;

/**
 * One logistic regression per document type and key, and one per type and text field (the person's name, a payslip's position), by AdaGrad over
 * its examples in a seeded order: the same examples and seed always give the same model file.
 */
export function trainFieldRanker(
  examples: readonly RankerExample[],
  options: RankerTrainingOptions = DEFAULT_RANKER_TRAINING,
): FieldRankerModel {
  return {
    features: FEATURE_NAMES,
    weights: trainWeights(
      examples.filter((example) => !example.spans),
      FEATURE_NAMES.length,
      options,
    ),
    spans: {
      features: SPAN_FEATURE_NAMES,
      weights: trainWeights(
        examples.filter((example) => example.spans),
        SPAN_FEATURE_NAMES.length,
        options,
      ),
    },
  };
}

/** Each group's weights; the last feature is the bias, updated on every example. */
function trainWeights(
  examples: readonly RankerExample[],
  featureCount: number,
  options: RankerTrainingOptions,
): Record<string, number[]> {
  const groups = new Map<string, RankerExample[]>();
  for (const example of examples) {
    const list = groups.get(example.group) ?? [];
    list.push(example);
    groups.set(example.group, list);
  }
  const weights: Record<string, number[]> = {};
  for (const group of [...groups.keys()].sort()) {
    const list = groups.get(group) ?? [];
    // A key never seen with its true value among the candidates cannot be learned.
    if (!list.some((example) => example.isValue)) continue;
    const random = new Random(`${options.seed}/${group}`);
    const w = new Array<number>(featureCount).fill(0);
    const squared = new Array<number>(featureCount).fill(1e-8);
    for (let epoch = 0; epoch < options.epochs; epoch++) {
      for (const example of random.shuffle(list)) {
        const error = probability(w, example.features) - (example.isValue ? 1 : 0);
        example.features.forEach((value, index) => {
          if (value === 0 && index !== featureCount - 1) return;
          const gradient = error * value + options.l2 * (w[index] ?? 0);
          squared[index] = (squared[index] ?? 0) + gradient * gradient;
          w[index] = (w[index] ?? 0) - (options.learningRate * gradient) / Math.sqrt(squared[index] ?? 1);
        });
      }
    }
    weights[group] = w.map((value) => Number(value.toFixed(DECIMALS)));
  }
  return weights;
}
