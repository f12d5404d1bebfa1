import type { DocumentType } from '@/shared/options';
import { isDatedRow } from '../layout/locate';
import type { Layout } from '../layout/types';
import { candidateFeatures, FEATURE_NAMES } from './candidate-features';
import type { Candidate } from './detect-values';
import shippedModel from './field-ranker-model.json';

/**
 * Logistic weights per document type and key ("payslip.ytdTax"), over FEATURE_NAMES: the probability that a
 * candidate is that key's value. Trained by training/train-field-ranker.ts on the document factory.
 */
export type FieldRankerModel = {
  features: readonly string[];
  weights: Record<string, number[]>;
  /** Weights per document type and text field ("bank.name", "payslip.position") over SPAN_FEATURE_NAMES: the
   * probability that a span is the field's value (candidates/text-spans.ts). */
  spans?: { features: readonly string[]; weights: Record<string, number[]> };
};

export type RankedCandidate = { candidate: Candidate; probability: number };

export const shippedFieldRanker = shippedModel as FieldRankerModel;

const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

export function probability(weights: readonly number[], features: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < features.length; index++) sum += (weights[index] ?? 0) * (features[index] ?? 0);
  return sigmoid(sum);
}

/** Sums over a period: never the figure of one dated transaction line. */
const PERIOD_TOTALS = new Set(['totalCredits', 'totalDebits', 'contributionsTotal', 'employerContributions']);

/** For each key of the type the model knows, its candidates, most likely first (a period's total is not
 * looked for on a transaction's line). */
export function rankCandidates(
  type: DocumentType,
  layout: Layout,
  model: FieldRankerModel = shippedFieldRanker,
): Map<string, RankedCandidate[]> {
  if (model.features.join('|') !== FEATURE_NAMES.join('|'))
    throw new Error('The field ranker model was trained on other features: run npm run train:field-ranker.');
  const ranked = new Map<string, RankedCandidate[]>();
  for (const { candidate, features } of candidateFeatures(type, layout)) {
    const transactionLine = isDatedRow(layout.rows[candidate.rowIndex]);
    for (const [key, values] of features) {
      const weights = model.weights[`${type}.${key}`];
      if (!weights || (transactionLine && PERIOD_TOTALS.has(key))) continue;
      const list = ranked.get(key) ?? [];
      list.push({ candidate, probability: probability(weights, values) });
      ranked.set(key, list);
    }
  }
  for (const list of ranked.values()) list.sort((a, b) => b.probability - a.probability);
  return ranked;
}
