/**
 * Reads the sealed fold as the server reads a document (TFN redaction, the shipped classifier, extraction
 * with the shipped ranker) and scores it with the project's scorer: the figure reported as the estimate for
 * wording and institutions nothing was written or trained against (decision 034). The bench
 * (bench/factory/sealed.ts) and the CI gate (src/server/reading/sealed-accuracy.test.ts) both use it.
 */
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { redactTaxFileNumbers } from '@/server/reading/redact-tax-file-numbers';
import { understandDocument } from '@/server/reading/understand-document';
import { score, type Prediction, type ScoreReport, type Truth } from '../../scoring/score';
import type { FactoryDocument } from '../compose';
import { makeSealedCorpus } from './make-sealed-corpus';

export type SealedReading = (
  document: FactoryDocument,
) => Promise<{ recognised: RecognisedDocument; fields: Record<string, string | number> }>;

export type SealedScore = { report: ScoreReport; truths: Truth[]; predictions: Prediction[] };

export async function scoreSealed(
  read: SealedReading,
  documents: readonly FactoryDocument[] = makeSealedCorpus(),
): Promise<SealedScore> {
  const truths: Truth[] = [];
  const predictions: Prediction[] = [];
  for (const document of documents) {
    const { recognised, fields: truthFields } = await read(document);
    const understood = await understandDocument(redactTaxFileNumbers(recognised), 'auto');
    const fields = understood.extractedData._fields as Record<string, { value: string | number } | undefined>;
    truths.push({
      file: document.id,
      rel: document.id,
      base: document.id,
      documentType: document.documentType,
      fields: truthFields,
    });
    predictions.push({
      file: document.id,
      documentType: understood.type,
      fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value ?? ''])),
    });
  }
  return { report: score(truths, predictions), truths, predictions };
}

/** The line every sealed figure is printed as. */
export const sealedLine = (label: string, report: ScoreReport) =>
  `SCORE(${label}) typeAccuracy=${report.typeAccuracy.toFixed(2)} fieldF1=${report.overall.f1.toFixed(2)} docs=${report.docs}`;
