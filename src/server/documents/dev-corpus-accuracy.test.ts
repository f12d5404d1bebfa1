import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import baseline from '../../../bench/dev-corpus-baseline.json';
import { createTesseractOcrEngine } from './recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from './recognise/recognise-document';
import { redactTaxFileNumbers } from './redact-tax-file-numbers';
import { understandDocument } from './understand-document';

const corpusDir = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev');
const scorer = path.resolve(import.meta.dirname, '../../../../shared/eval/score.mjs');

type Scorer = {
  loadTruth: (dir: string) => { rel: string }[];
  score: (truths: unknown[], predictions: unknown[]) => { typeAccuracy: number; overall: { f1: number } };
};

const ocr = createTesseractOcrEngine({ workers: 1 });
afterAll(() => ocr.close());

// The accuracy gate CI runs: the dev corpus's born-digital documents (their text is exact, so this measures
// classification and extraction in seconds) through the server's pipeline, scored by the shared scorer. A
// drop of more than 0.01 from bench/dev-corpus-baseline.json fails. Raise the baseline when it improves;
// `npm run bench:accuracy` gives the whole corpus, scans and photos included.
describe('dev corpus accuracy', () => {
  it('is no more than 0.01 below the baseline on born-digital documents', async () => {
    const manifest = JSON.parse(await readFile(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
      documents: { file: string; rendition: string }[];
    };
    const digital = manifest.documents.filter((entry) => entry.rendition === 'digital-pdf');
    const predictions = [];
    for (const entry of digital) {
      const recognised = await recogniseDocument({
        bytes: await readFile(path.join(corpusDir, entry.file)),
        ocr,
      });
      const understood = await understandDocument(redactTaxFileNumbers(recognised), 'auto');
      const fields = understood.extractedData._fields as Record<
        string,
        { value: string | number } | undefined
      >;
      predictions.push({
        file: entry.file,
        documentType: understood.type,
        fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value ?? ''])),
      });
    }
    const { loadTruth, score } = (await import(pathToFileURL(scorer).href)) as Scorer;
    const files = new Set(digital.map((entry) => entry.file));
    const result = score(
      loadTruth(corpusDir).filter((truth) => files.has(truth.rel)),
      predictions,
    );
    console.log(
      `SCORE(dev digital) typeAccuracy=${result.typeAccuracy.toFixed(3)} fieldF1=${result.overall.f1.toFixed(3)} docs=${digital.length}`,
    );
    expect(digital.length).toBe(baseline.documents);
    expect(result.typeAccuracy).toBeGreaterThanOrEqual(baseline.typeAccuracy - 0.01);
    expect(result.overall.f1).toBeGreaterThanOrEqual(baseline.fieldF1 - 0.01);
  }, 120_000);
});
