/**
 * Trains the document-type model and writes it to src/server/reading/classify/model/document-type-model.json.
 *   npx tsx training/train-document-type-model.ts [--check]
 * Training data: the document factory's families (each document as its text layer reads, as a photo would be
 * read, and as a fragment of a poor photo) and the dev corpus's born-digital documents. Prints the
 * leave-family-out accuracy (each fold of families classified by a model trained without it), by reading and
 * by type, and the families it gets wrong most. --check compares with the committed file instead of writing
 * it (same data and seed, same file; a unit test does the same).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { documentTypes } from '@/shared/options';
import {
  MODEL_FILE,
  modelJson,
  trainShippedModel,
  type HeldOutPrediction,
} from './document-type-model/train-shipped-model';

const { model, heldOut, factoryDocuments, families, devDocuments } = await trainShippedModel();
console.log(
  `training corpus: ${factoryDocuments} factory documents from ${families} families (${heldOut.length} examples with photo-like copies and fragments) + ${devDocuments} born-digital fixtures (fixtures/corpus)`,
);
const accuracy = (items: HeldOutPrediction[]) =>
  items.filter((item) => item.predicted === item.type).length / Math.max(1, items.length);
const byReading = (['text layer', 'photo-like', 'fragment', 'invented labels'] as const).map(
  (reading) => `${reading} ${accuracy(heldOut.filter((item) => item.reading === reading)).toFixed(3)}`,
);
console.log(
  `LEAVE-FAMILY-OUT typeAccuracy=${accuracy(heldOut).toFixed(3)} (${byReading.join(', ')}) docs=${heldOut.length}`,
);
for (const type of documentTypes) {
  const items = heldOut.filter((item) => item.type === type);
  const confused = new Map<string, number>();
  for (const item of items)
    if (item.predicted !== type) confused.set(item.predicted, (confused.get(item.predicted) ?? 0) + 1);
  const called = [...confused].map(([other, count]) => `${other} ×${count}`).join(', ');
  console.log(`  ${type.padEnd(10)} ${accuracy(items).toFixed(3)}${called ? `  called ${called}` : ''}`);
}
const weak = [...new Set(heldOut.map((item) => item.family))]
  .map((family) => ({ family, share: accuracy(heldOut.filter((item) => item.family === family)) }))
  .filter(({ share }) => share < 0.8);
if (weak.length)
  console.log(
    `families below 0.8: ${weak.map(({ family, share }) => `${family} ${share.toFixed(2)}`).join(', ')}`,
  );
console.log(`temperature ${model.temperature}`);

const json = modelJson(model);
console.log(`model: ${Object.keys(model.weights).length} features, ${(json.length / 1024).toFixed(0)} KB`);
if (process.argv.includes('--check')) {
  if ((await readFile(MODEL_FILE, 'utf8').catch(() => '')) !== json) {
    console.error('The committed model differs from what training makes: run this script without --check.');
    process.exit(1);
  }
  console.log('The committed model is what training makes.');
} else {
  await writeFile(MODEL_FILE, json);
  console.log(`wrote ${path.relative(process.cwd(), MODEL_FILE)}`);
}
