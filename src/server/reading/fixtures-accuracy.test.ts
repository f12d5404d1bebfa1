import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import baseline from '../../../bench/fixtures-baseline.json';
import { loadTruth, score } from '../../../training/scoring/score';
import { corpusDir } from '../test-support/corpus';
import { createTesseractOcrEngine } from './recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from './recognise/recognise-document';
import { redactTaxFileNumbers } from './redact-tax-file-numbers';
import { understandDocument } from './understand-document';

const ocr = createTesseractOcrEngine({ workers: 1 });
afterAll(() => ocr.close());

// A tuning check, not an estimate: the fixtures' born-digital documents (their text is exact, so this measures
// classification and extraction in seconds) through the server's pipeline, scored by the project's scorer
// (docs/scoring.md). The rules were written against these documents and the classifier trained on them, so a
// high figure here says nothing about unseen documents; it catches a change that breaks what already worked.
// A drop of more than 0.01 from bench/fixtures-baseline.json fails. The gate on documents no model was trained
// on is sealed-accuracy.test.ts (decision 034).
describe('fixtures accuracy (tuning check)', () => {
  it('is no more than 0.01 below the baseline on born-digital documents', async () => {
    const digital = loadTruth(corpusDir).filter((truth) => truth.rendition === 'digital-pdf');
    const predictions = [];
    for (const truth of digital) {
      const recognised = await recogniseDocument({
        bytes: await readFile(path.join(corpusDir, truth.rel)),
        ocr,
      });
      const understood = await understandDocument(redactTaxFileNumbers(recognised), 'auto');
      const fields = understood.extractedData._fields as Record<
        string,
        { value: string | number } | undefined
      >;
      predictions.push({
        file: truth.rel,
        documentType: understood.type,
        fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value ?? ''])),
      });
    }
    const result = score(digital, predictions);
    console.log(
      `SCORE(fixtures digital) typeAccuracy=${result.typeAccuracy.toFixed(3)} fieldF1=${result.overall.f1.toFixed(3)} docs=${digital.length}`,
    );
    if (result.overall.f1 < 1) console.log(result.errors.slice(0, 20));
    expect(digital.length).toBe(baseline.documents);
    expect(result.typeAccuracy).toBeGreaterThanOrEqual(baseline.typeAccuracy - 0.01);
    expect(result.overall.f1).toBeGreaterThanOrEqual(baseline.fieldF1 - 0.01);
  }, 120_000);
});
