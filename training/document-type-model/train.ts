import type { DocumentType } from '@/shared/options';
import type { DocumentTypeModel } from '@/server/reading/classify/model/document-type-model';
import { softmax } from '@/server/reading/classify/model/document-type-model';
import type { DocumentFeatures } from '@/server/reading/classify/model/document-features';
import { Random } from '../factory/random';

/** A feature whose weights are all smaller than this changes no decision and is left out of the file. */
const SMALLEST_WEIGHT = 0.05;

/** `key` names the example (its document and reading) the same way however the rest of the corpus changes. */
export type TrainingExample = { key: string; features: DocumentFeatures; type: DocumentType };
export type TrainingOptions = {
  classes: readonly DocumentType[];
  seed: string;
  epochs: number;
  learningRate: number;
  /** Weight decay per update, pulling weights of rare features back to zero. */
  l2: number;
  /** A feature seen in fewer training documents than this is ignored. */
  minDocuments: number;
  /** Share of an example's features hidden at each step, so the model learns to use all of its evidence
   * instead of the few words that happen to separate the training families. */
  dropout: number;
  /** Models trained from this many seeds and averaged: one run's weights hang on its order and dropout, so a
   * change to any example reshuffles them all; their average moves only as far as the evidence does. */
  runs: number;
  temperature?: number;
};
export const DEFAULT_TRAINING: Omit<TrainingOptions, 'classes'> = {
  seed: 'document-type-model/v1',
  epochs: 12,
  learningRate: 0.3,
  l2: 1e-4,
  minDocuments: 3,
  dropout: 0.5,
  runs: 8,
};

/** Softmax regression by AdaGrad over sparse binary features, in a seeded order: the same examples and seed
 * always give the same model, to the last digit written. */
export function trainDocumentTypeModel(
  examples: readonly TrainingExample[],
  options: TrainingOptions,
): DocumentTypeModel {
  const counts = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, count]) => count >= options.minDocuments)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(vocabulary.map((feature, position) => [feature, position]));
  const classCount = options.classes.length;
  const encoded = examples.map((example) => ({
    features: [...example.features]
      .map((feature) => index.get(feature))
      .filter((position): position is number => position !== undefined)
      .sort((a, b) => a - b),
    label: options.classes.indexOf(example.type),
    key: example.key,
  }));
  const weights = new Float64Array(vocabulary.length * classCount);
  const bias = new Float64Array(classCount);
  for (let run = 0; run < options.runs; run++) {
    const seed = run === 0 ? options.seed : `${options.seed}/run-${run}`;
    const trained = trainRun(encoded, vocabulary.length, classCount, options, seed);
    trained.weights.forEach((value, at) => (weights[at] = (weights[at] ?? 0) + value / options.runs));
    trained.bias.forEach((value, type) => (bias[type] = (bias[type] ?? 0) + value / options.runs));
  }
  const rounded = (value: number) => Math.round(value * 100) / 100;
  const shipped: Record<string, number[]> = {};
  vocabulary.forEach((feature, position) => {
    const row = Array.from(weights.subarray(position * classCount, (position + 1) * classCount), rounded);
    if (row.some((value) => Math.abs(value) >= SMALLEST_WEIGHT)) shipped[feature] = row;
  });
  return {
    version: 1,
    classes: [...options.classes],
    temperature: options.temperature ?? 1,
    bias: Array.from(bias, rounded),
    weights: shipped,
  };
}

/**
 * One run of softmax regression by AdaGrad. Each epoch's order and each example's dropout are drawn from its
 * own key, the run's seed and the epoch, not from one stream: an example added, dropped or changed then moves
 * nothing but its own steps, where one stream reshuffled every step after it.
 */
function trainRun(
  encoded: readonly { key: string; features: number[]; label: number }[],
  featureCount: number,
  classCount: number,
  options: TrainingOptions,
  seed: string,
): { weights: Float64Array; bias: Float64Array } {
  const weights = new Float64Array(featureCount * classCount);
  const squared = new Float64Array(featureCount * classCount).fill(1e-8);
  const bias = new Float64Array(classCount);
  const biasSquared = new Float64Array(classCount).fill(1e-8);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const drawn = encoded.map((example) => {
      const random = new Random(`${seed}/${epoch}/${example.key}`);
      return { example, place: random.float(), random };
    });
    drawn.sort((a, b) => a.place - b.place || (a.example.key < b.example.key ? -1 : 1));
    for (const { example, random } of drawn) {
      const features =
        options.dropout > 0
          ? example.features.filter(() => !random.chance(options.dropout))
          : example.features;
      const logits = Array.from(bias);
      for (const feature of features)
        for (let type = 0; type < classCount; type++)
          logits[type] = (logits[type] ?? 0) + (weights[feature * classCount + type] ?? 0);
      const probabilities = softmax(logits);
      for (let type = 0; type < classCount; type++) {
        const gradient = (probabilities[type] ?? 0) - (type === example.label ? 1 : 0);
        biasSquared[type] = (biasSquared[type] ?? 0) + gradient * gradient;
        bias[type] =
          (bias[type] ?? 0) - (options.learningRate * gradient) / Math.sqrt(biasSquared[type] ?? 1);
        for (const feature of features) {
          const at = feature * classCount + type;
          const step = gradient + options.l2 * (weights[at] ?? 0);
          squared[at] = (squared[at] ?? 0) + step * step;
          weights[at] = (weights[at] ?? 0) - (options.learningRate * step) / Math.sqrt(squared[at] ?? 1);
        }
      }
    }
  }
  return { weights, bias };
}

/** The temperature that makes held-out probabilities honest: the one with the least negative log-likelihood. */
export function fitTemperature(heldOut: { logits: number[]; label: number }[]): number {
  let best = { temperature: 1, loss: Infinity };
  for (let temperature = 0.25; temperature <= 6; temperature += 0.05) {
    const loss = heldOut.reduce(
      (sum, { logits, label }) =>
        sum - Math.log(Math.max(1e-12, softmax(logits.map((logit) => logit / temperature))[label] ?? 0)),
      0,
    );
    if (loss < best.loss) best = { temperature: Math.round(temperature * 100) / 100, loss };
  }
  return best.temperature;
}
