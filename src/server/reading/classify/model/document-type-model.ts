import type { DocumentType } from '@/shared/options';
import type { DocumentFeatures } from './document-features';

/**
 * A multinomial logistic regression over document features, trained by `training/train-document-type-model.ts`
 * and shipped as JSON. `temperature` was fitted on families left out of training, so the probabilities are
 * calibrated: of documents given 0.9, about nine in ten are that type.
 */
export type DocumentTypeModel = {
  version: number;
  classes: DocumentType[];
  temperature: number;
  bias: number[];
  /** Feature → one weight per class; features not listed weigh nothing. */
  weights: Record<string, number[]>;
};

/** Each class's score before calibration. */
export function typeLogits(model: DocumentTypeModel, features: DocumentFeatures): number[] {
  const logits = [...model.bias];
  for (const feature of features) {
    const row = model.weights[feature];
    if (!row) continue;
    for (let index = 0; index < logits.length; index++)
      logits[index] = (logits[index] ?? 0) + (row[index] ?? 0);
  }
  return logits;
}

export function typeProbabilities(model: DocumentTypeModel, features: DocumentFeatures): number[] {
  return softmax(typeLogits(model, features).map((logit) => logit / model.temperature));
}

export function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}
