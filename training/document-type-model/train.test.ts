import { describe, expect, it } from 'vitest';
import { documentFeatures } from '@/server/reading/classify/model/document-features';
import { typeProbabilities } from '@/server/reading/classify/model/document-type-model';
import { documentTypes } from '@/shared/options';
import { makeCorpus } from '../factory/make-corpus';
import { toRecognised } from '../factory/to-recognised';
import { factoryExamples } from './examples';
import { DEFAULT_TRAINING, fitTemperature, trainDocumentTypeModel } from './train';

const small = makeCorpus({ familiesPerType: 4, documentsPerFamily: 3 });
const options = { ...DEFAULT_TRAINING, classes: documentTypes, epochs: 4 };

describe('trainDocumentTypeModel', () => {
  it('makes the same model from the same examples and seed, and another from another seed', () => {
    const examples = factoryExamples(small);
    const first = JSON.stringify(trainDocumentTypeModel(examples, options));
    expect(JSON.stringify(trainDocumentTypeModel(factoryExamples(small), options))).toBe(first);
    expect(JSON.stringify(trainDocumentTypeModel(examples, { ...options, seed: 'another' }))).not.toBe(first);
  });

  it('makes the same model whatever order its examples come in, so a change to one moves only its own steps', () => {
    const examples = factoryExamples(small);
    const first = JSON.stringify(trainDocumentTypeModel(examples, options));
    expect(JSON.stringify(trainDocumentTypeModel([...examples].reverse(), options))).toBe(first);
    const [moved, ...rest] = examples;
    expect(JSON.stringify(trainDocumentTypeModel([...rest, moved!], options))).toBe(first);
  });

  it("averages runs from several seeds: each weight is the mean of the runs' weights", () => {
    const examples = factoryExamples(small);
    const one = { ...options, runs: 1 };
    const first = trainDocumentTypeModel(examples, one);
    const second = trainDocumentTypeModel(examples, { ...one, seed: `${options.seed}/run-1` });
    const averaged = trainDocumentTypeModel(examples, { ...options, runs: 2 });
    averaged.bias.forEach((value, type) =>
      expect(Math.abs(value - ((first.bias[type] ?? 0) + (second.bias[type] ?? 0)) / 2)).toBeLessThan(0.011),
    );
    expect(averaged.bias).not.toEqual(first.bias);
  });

  it('learns types it can then tell apart on families it was not trained on', () => {
    const training = factoryExamples(small.filter((document) => document.family.fold !== 0));
    const model = trainDocumentTypeModel(training, options);
    const heldOut = small.filter((document) => document.family.fold === 0);
    const right = heldOut.filter((document) => {
      const probabilities = typeProbabilities(model, documentFeatures(toRecognised(document)));
      return documentTypes[probabilities.indexOf(Math.max(...probabilities))] === document.documentType;
    });
    // Ten families, one per type, none seen in training: a phrase-free model must still get most of them.
    expect(right.length / heldOut.length).toBeGreaterThanOrEqual(0.8);
  });

  it('ignores features too rare to trust', () => {
    const model = trainDocumentTypeModel(factoryExamples(small), { ...options, minDocuments: 3 });
    const counts = new Map<string, number>();
    for (const example of factoryExamples(small))
      for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    for (const feature of Object.keys(model.weights)) expect(counts.get(feature)).toBeGreaterThanOrEqual(3);
  });
});

describe('fitTemperature', () => {
  it('softens overconfident scores and sharpens timid ones', () => {
    // Always sure, right only half the time: the honest temperature flattens the scores.
    const overconfident = Array.from({ length: 20 }, (_, index) => ({ logits: [8, 0], label: index % 2 }));
    expect(fitTemperature(overconfident)).toBeGreaterThan(3);
    // Barely leaning, always right: the honest temperature sharpens them.
    const timid = Array.from({ length: 20 }, () => ({ logits: [0.5, 0], label: 0 }));
    expect(fitTemperature(timid)).toBeLessThan(0.5);
  });
});
