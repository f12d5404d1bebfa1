/**
 * Trains the extraction's candidate ranker on the document factory and writes the model the server ships:
 *   npm run train:field-ranker
 * Same corpus and seed → the same file (a unit test checks the committed one).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainShippedFieldRanker } from './field-ranker/train-shipped-ranker';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/server/reading/extract/candidates/field-ranker-model.json',
);
const started = performance.now();
const model = trainShippedFieldRanker();
await writeFile(target, `${JSON.stringify(model)}\n`);
console.log(
  `field ranker: ${Object.keys(model.weights).length} keys, ${model.features.length} features, ${((performance.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), target)}`,
);
