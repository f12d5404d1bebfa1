/**
 * The estimate: the document factory's sealed fold (training/factory/sealed, decision 034), whose label
 * wording and institutions no extraction rule, registry synonym or institution entry matches (the
 * contamination test) and on which no model was trained and no rule tuned. Read by the shipped pipeline
 * (classifier, extraction, ranker) as its text layer reads and under simulated OCR noise; with --renditions N
 * the first N documents of each family also as born-digital and scanned PDFs and phone photos (JPEG or PNG,
 * HEIC) through the server's recognition (OCR results cached in bench/.cache/factory-recognised).
 *   npx tsx bench/factory/sealed.ts [--renditions N]
 * Its errors are not printed, by design: looking at them to change a rule would unseal the fold. Per-type and
 * per-field F1 are printed so the weak kinds of fact are known.
 */
import { availableParallelism } from 'node:os';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import type { OcrEngine } from '@/server/reading/recognise/ocr-engine';
import { withOcrNoise } from '../../training/factory/ocr-noise';
import { missingRenditions, readRendition, RENDITIONS } from '../../training/factory/renditions';
import { makeSealedCorpus, makeSealedFamilies } from '../../training/factory/sealed/make-sealed-corpus';
import { scoreSealed, sealedLine, type SealedScore } from '../../training/factory/sealed/score-sealed';
import { toRecognised } from '../../training/factory/to-recognised';
import { personKeys } from '@/shared/document-keys';
import { score, valueCounts, type ScoreReport, type Truth } from '../../training/scoring/score';

const started = performance.now();
const documents = makeSealedCorpus();
const ESTIMATE = 'estimate: never tuned on';

const text = await scoreSealed(async (document) => ({
  recognised: toRecognised(document),
  fields: document.fields,
}));
const byType = (report: ScoreReport) =>
  Object.entries(report.perType)
    .map(([type, rates]) => `${type} ${rates.f1.toFixed(2)}`)
    .join(', ');
console.log(
  `sealed fold: ${documents.length} documents, ${makeSealedFamilies().length} families (decision 034); shipped classifier and ranker, neither trained on it`,
);
console.log(`${sealedLine('sealed', text.report)}  ${ESTIMATE} (text layer)`);
// The person's name and address are read without labels; the document's own facts are where wording counts.
const person = new Set<string>(personKeys);
const ownFacts = <T extends { fields?: Record<string, unknown> }>(item: T): T => ({
  ...item,
  fields: Object.fromEntries(Object.entries(item.fields ?? {}).filter(([key]) => !person.has(key))),
});
console.log(
  `  ${sealedLine('sealed, own facts', score(text.truths.map(ownFacts) as Truth[], text.predictions.map(ownFacts)))}  (without the name and address)`,
);
console.log(
  `  precision ${text.report.overall.precision.toFixed(2)} recall ${text.report.overall.recall.toFixed(2)}; ${valueCounts(text.report.overall)}`,
);
console.log(`  field F1 by type: ${byType(text.report)}`);
const misread = (report: ScoreReport) =>
  Object.entries(report.confusion)
    .flatMap(([type, row]) =>
      Object.entries(row)
        .filter(([called]) => called !== type)
        .map(([called, count]) => `${type} called ${called} ×${count}`),
    )
    .join(', ') || 'none';
console.log(`  document types misread: ${misread(text.report)}`);
const weak = Object.entries(text.report.perKey)
  .filter(([, rates]) => rates.f1 < 0.5)
  .sort(([, a], [, b]) => a.f1 - b.f1);
console.log(
  `  fields below 0.50 (F1, values): ${weak.map(([key, rates]) => `${key} ${rates.f1.toFixed(2)} (${valueCounts(rates)})`).join(', ')}`,
);

const noisy = await scoreSealed(async (document) => ({
  recognised: withOcrNoise(toRecognised(document), document.id),
  fields: document.fields,
}));
console.log(`${sealedLine('sealed OCR-noise stress', noisy.report)}  ${ESTIMATE} (simulated OCR noise)`);
console.log(`  ${valueCounts(noisy.report.overall)}`);
console.log(`  document types misread: ${misread(noisy.report)}`);

const renditionsArgument = process.argv.indexOf('--renditions');
const perFamily = renditionsArgument > 0 ? Number(process.argv[renditionsArgument + 1] ?? 1) : 0;
if (perFamily > 0) {
  for (const missing of missingRenditions) console.log(`left out: ${missing}`);
  let ocr: OcrEngine | undefined;
  const engine = () => (ocr ??= createTesseractOcrEngine({ workers: availableParallelism() }));
  const chosen = documents.filter((document) => Number(document.id.slice(-3)) < perFamily);
  const results: [string, SealedScore][] = [];
  for (const rendition of RENDITIONS)
    results.push([
      rendition,
      await scoreSealed((document) => readRendition(document, rendition, engine), chosen),
    ]);
  await ocr?.close();
  for (const [rendition, result] of results)
    console.log(
      `${sealedLine(`sealed ${rendition}`, result.report)}  ${ESTIMATE} (recognised by the server)`,
    );
}
console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
