/**
 * How far the document-type model moves when nothing meant for it changes (tuning set: the factory's
 * leave-family-out folds).
 *   npx tsx bench/factory/type-model-stability.ts [--runs N]
 * Trains the leave-family-out models three times: on the factory as it is, on the factory with one document
 * fewer, and with another seed. A model that moves only as far as its evidence does changes few held-out
 * predictions when one document of 1,600 goes; one whose training hangs on the order of its examples changes
 * many, and then a change to the factory cannot be judged by the sealed figure it gives.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentTypes } from '@/shared/options';
import { devCorpusExamples, factoryExamples } from '../../training/document-type-model/examples';
import { DEFAULT_TRAINING } from '../../training/document-type-model/train';
import {
  leaveFamilyOut,
  type HeldOutPrediction,
} from '../../training/document-type-model/train-shipped-model';
import { makeCorpus } from '../../training/factory/make-corpus';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runsFlag = process.argv.indexOf('--runs');
const options = {
  ...DEFAULT_TRAINING,
  classes: documentTypes,
  ...(runsFlag > 0 ? { runs: Number(process.argv[runsFlag + 1]) } : {}),
};
const documents = makeCorpus();
const factory = factoryExamples(documents);
const dev = await devCorpusExamples(path.join(repoRoot, 'fixtures/corpus'));

const accuracy = (items: HeldOutPrediction[]) =>
  items.filter((item) => item.predicted === item.type).length / Math.max(1, items.length);
function changed(before: HeldOutPrediction[], after: HeldOutPrediction[]): number {
  const predicted = new Map(after.map((item) => [item.key, item.predicted]));
  return before.filter((item) => predicted.has(item.key) && predicted.get(item.key) !== item.predicted)
    .length;
}

const started = Date.now();
const base = leaveFamilyOut(factory, dev, options);
const seconds = (Date.now() - started) / 1000;
const leftOut = documents[0]?.id ?? '';
const fewer = leaveFamilyOut(
  factory.filter((example) => !example.key.startsWith(`${leftOut}/`)),
  dev,
  options,
);
const reseeded = leaveFamilyOut(factory, dev, { ...options, seed: `${options.seed}/another` });

console.log(
  `leave-family-out (tuning set) typeAccuracy ${accuracy(base).toFixed(3)} of ${base.length} held-out examples, trained in ${seconds.toFixed(0)} s (runs=${options.runs}, epochs=${options.epochs})`,
);
console.log(
  `STABILITY one document left out (${leftOut}): ${changed(base, fewer)} predictions changed, typeAccuracy ${accuracy(fewer).toFixed(3)}`,
);
console.log(
  `STABILITY another seed: ${changed(base, reseeded)} predictions changed, typeAccuracy ${accuracy(reseeded).toFixed(3)}`,
);
