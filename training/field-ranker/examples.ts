import { candidateFeatures } from '@/server/reading/extract/candidates/candidate-features';
import type { Candidate } from '@/server/reading/extract/candidates/detect-values';
import { readLayout } from '@/server/reading/extract/layout/read-layout';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import type { DocumentType } from '@/shared/options';
import type { FactoryDocument } from '../factory/compose';
import { withOcrNoise } from '../factory/ocr-noise';
import { assertNotSealed } from '../factory/sealed/make-sealed-corpus';
import { toRecognised } from '../factory/to-recognised';

/** One candidate weighed for one key: its features, and whether it is the key's true value. */
export type RankerExample = { group: string; features: number[]; isValue: boolean; fold: number };

/** Whether a candidate's value is the truth (amounts by size to the cent: signs are a matter of layout). */
export function isTrueValue(candidate: Candidate, truth: unknown): boolean {
  if (truth === undefined || truth === null || truth === '') return false;
  if (typeof candidate.value === 'number')
    return typeof truth === 'number' && Math.abs(Math.abs(candidate.value) - Math.abs(truth)) < 0.005;
  return candidate.value === truth;
}

export function examplesFromReading(
  type: DocumentType,
  recognised: RecognisedDocument,
  truth: Readonly<Record<string, unknown>>,
  fold: number,
): RankerExample[] {
  return candidateFeatures(type, readLayout(recognised)).flatMap(({ candidate, features }) =>
    [...features].map(([key, values]) => ({
      group: `${type}.${key}`,
      features: values,
      isValue: isTrueValue(candidate, truth[key]),
      fold,
    })),
  );
}

/** Each factory document twice: as its text layer reads, and as a poor photo of it would be read. */
export function factoryRankerExamples(documents: readonly FactoryDocument[]): RankerExample[] {
  assertNotSealed(documents, 'field ranker examples');
  return documents.flatMap((document) => {
    const clean = toRecognised(document);
    const fold = document.family.fold;
    return [
      ...examplesFromReading(document.documentType, clean, document.fields, fold),
      ...examplesFromReading(document.documentType, withOcrNoise(clean, document.id), document.fields, fold),
    ];
  });
}
