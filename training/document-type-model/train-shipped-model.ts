import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeLogits, type DocumentTypeModel } from '@/server/reading/classify/model/document-type-model';
import { documentTypes, type DocumentType } from '@/shared/options';
import { FOLDS } from '../factory/compose';
import { makeCorpus } from '../factory/make-corpus';
import { devCorpusExamples, factoryExamples, type FactoryExample } from './examples';
import {
  DEFAULT_TRAINING,
  fitTemperature,
  trainDocumentTypeModel,
  type TrainingExample,
  type TrainingOptions,
} from './train';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MODEL_FILE = path.join(repoRoot, 'src/server/reading/classify/model/document-type-model.json');

export type HeldOutPrediction = {
  logits: number[];
  label: number;
  type: DocumentType;
  predicted: DocumentType;
  reading: FactoryExample['reading'];
  family: string;
  key: string;
};

export type ShippedModel = {
  model: DocumentTypeModel;
  factoryDocuments: number;
  families: number;
  devDocuments: number;
  /** Each factory example classified by a model trained without its fold of families. */
  heldOut: HeldOutPrediction[];
};

/**
 * The shipped model: first each fold of factory families is left out in turn and classified by a model
 * trained on the rest (the leave-family-out figure, and the temperature that calibrates the probabilities),
 * then the model is trained on everything with that temperature.
 */
export async function trainShippedModel(): Promise<ShippedModel> {
  const options = { ...DEFAULT_TRAINING, classes: documentTypes };
  const documents = makeCorpus();
  const factory = factoryExamples(documents);
  // The repository's own born-digital fixtures as the real-world examples: training needs nothing beside it.
  const dev = await devCorpusExamples(path.resolve(repoRoot, 'fixtures/corpus'));
  const heldOut = leaveFamilyOut(factory, dev, options);
  const temperature = fitTemperature(heldOut);
  return {
    model: trainDocumentTypeModel([...factory, ...dev], { ...options, temperature }),
    factoryDocuments: documents.length,
    families: new Set(documents.map((document) => document.family.id)).size,
    devDocuments: dev.length,
    heldOut,
  };
}

/** Each fold of factory families classified by a model trained on the other folds and the dev examples. */
export function leaveFamilyOut(
  factory: readonly FactoryExample[],
  dev: readonly TrainingExample[],
  options: TrainingOptions,
): HeldOutPrediction[] {
  const heldOut: HeldOutPrediction[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainDocumentTypeModel(
      [...factory.filter((example) => example.fold !== fold), ...dev],
      options,
    );
    for (const example of factory.filter((candidate) => candidate.fold === fold)) {
      const logits = typeLogits(model, example.features);
      heldOut.push({
        logits,
        label: documentTypes.indexOf(example.type),
        type: example.type,
        predicted: documentTypes[logits.indexOf(Math.max(...logits))] ?? 'other',
        reading: example.reading,
        family: example.family,
        key: example.key,
      });
    }
  }
  return heldOut;
}

export const modelJson = (model: DocumentTypeModel) => `${JSON.stringify(model)}\n`;
