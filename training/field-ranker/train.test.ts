import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES } from '@/server/reading/extract/candidates/candidate-features';
import { SPAN_FEATURE_NAMES } from '@/server/reading/extract/candidates/text-spans';
import { makeCorpus } from '../factory/make-corpus';
import { factoryRankerExamples } from './examples';
import { trainFieldRanker, DEFAULT_RANKER_TRAINING } from './train';
import { trainShippedFieldRanker } from './train-shipped-ranker';

const MODEL_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/server/reading/extract/candidates/field-ranker-model.json',
);

describe('training the field ranker', () => {
  const examples = factoryRankerExamples(makeCorpus().filter((document) => document.documentType === 'bank'));

  it('makes the same model from the same examples and seed, and another with another seed', () => {
    const first = trainFieldRanker(examples);
    expect(trainFieldRanker(examples)).toEqual(first);
    expect(trainFieldRanker(examples, { ...DEFAULT_RANKER_TRAINING, seed: 'other' })).not.toEqual(first);
    expect(first.features).toEqual(FEATURE_NAMES);
    expect(Object.keys(first.weights)).toContain('bank.closingBalance');
    expect(first.spans?.features).toEqual(SPAN_FEATURE_NAMES);
    expect(Object.keys(first.spans?.weights ?? {})).toEqual(['bank.issuer', 'bank.name']);
  });

  it('learns that a label naming the key counts for it', () => {
    const model = trainFieldRanker(examples);
    const weights = model.weights['bank.closingBalance'] ?? [];
    expect(weights[FEATURE_NAMES.indexOf('best margin')]).toBeGreaterThan(0);
  });

  it("learns that a name over an address block is the person's", () => {
    const weights = trainFieldRanker(examples).spans?.weights['bank.name'] ?? [];
    expect(weights[SPAN_FEATURE_NAMES.indexOf('address below')]).toBeGreaterThan(0);
  });

  it("learns an issuer by its trade's words, and a title's words as no issuer", () => {
    const weights = trainFieldRanker(examples).spans?.weights['bank.issuer'] ?? [];
    expect(weights[SPAN_FEATURE_NAMES.indexOf('organisation word')]).toBeGreaterThan(0);
    expect(weights[SPAN_FEATURE_NAMES.indexOf('title words')]).toBeLessThan(0);
    // The masthead's place in its row is the factory's layout, so it is not learned (decision 044).
    expect(weights[SPAN_FEATURE_NAMES.indexOf('first in row')]).toBe(0);
  });

  it('ships exactly what training makes', async () => {
    expect(`${JSON.stringify(trainShippedFieldRanker())}\n`).toBe(await readFile(MODEL_FILE, 'utf8'));
  }, 120_000);
});
