import { candidateFeatures } from '@/server/reading/extract/candidates/candidate-features';
import type { Candidate } from '@/server/reading/extract/candidates/detect-values';
import {
  carries,
  describedSpans,
  spanGroup,
  spanKey,
  type SpanField,
} from '@/server/reading/extract/candidates/rank-spans';
import { DOCUMENT_SHAPE_FEATURES, SPAN_FEATURE_NAMES } from '@/server/reading/extract/candidates/text-spans';
import type { Layout } from '@/server/reading/extract/layout/types';
import type { PersonName } from '@/server/reading/extract/values/person-name';
import { readLayout } from '@/server/reading/extract/layout/read-layout';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import type { DocumentType } from '@/shared/options';
import type { FactoryDocument } from '../factory/compose';
import { twinOf } from '../factory/make-corpus';
import { withOcrNoise } from '../factory/ocr-noise';
import { assertNotSealed } from '../factory/sealed/make-sealed-corpus';
import { toRecognised } from '../factory/to-recognised';

/** One candidate weighed for one key: its features, and whether it is the key's true value. A text span's
 * example (`spans`) is weighed over the span ranker's features. */
export type RankerExample = {
  group: string;
  features: number[];
  isValue: boolean;
  fold: number;
  spans?: true;
};

/** Whether a candidate's value is the truth (amounts by size to the cent: signs are a matter of layout). */
export function isTrueValue(candidate: Candidate, truth: unknown): boolean {
  if (truth === undefined || truth === null || truth === '') return false;
  if (typeof candidate.value === 'number')
    return typeof truth === 'number' && Math.abs(Math.abs(candidate.value) - Math.abs(truth)) < 0.005;
  return candidate.value === truth;
}

const letters = (text: unknown): string =>
  typeof text === 'string' ? text.toLowerCase().replace(/[^\p{L}]/gu, '') : '';

/** Whether a name read from a span is the person's: the true full name, or the true first and last names,
 * letter for letter. */
export function isTrueName(name: PersonName, truth: Readonly<Record<string, unknown>>): boolean {
  const full = letters(truth.fullName);
  if (full !== '') return letters(name.fullName) === full;
  const first = letters(truth.firstName);
  const last = letters(truth.lastName);
  return first !== '' && last !== '' && letters(name.firstName) === first && letters(name.lastName) === last;
}

function spanExamples(
  type: DocumentType,
  layout: Layout,
  truth: Readonly<Record<string, unknown>>,
  fold: number,
  fields: readonly SpanField[] = ['name', 'position', 'option', 'issuer'],
): RankerExample[] {
  if (!fields.includes('name')) return oneValueExamples(type, layout, truth, fold, fields);
  const names = describedSpans(type, 'name', layout).map(({ span, features }) => ({
    group: spanGroup(type, 'name'),
    features,
    isValue: isTrueName(span.value, truth),
    fold,
    spans: true as const,
  }));
  return [...names, ...oneValueExamples(type, layout, truth, fold, fields)];
}

function oneValueExamples(
  type: DocumentType,
  layout: Layout,
  truth: Readonly<Record<string, unknown>>,
  fold: number,
  fields: readonly SpanField[],
): RankerExample[] {
  return fields.flatMap((field) => {
    if (field === 'name' || !carries(type, field)) return [];
    const truthKey = spanKey(type, field);
    // A statement without its issuer's name teaches nothing of what an issuer looks like; a letter, an
    // agreement or a card of the 'other' type, which has none, teaches what is no bill.
    if (field === 'issuer' && truth[truthKey] === undefined && type !== 'other') return [];
    return describedSpans(type, field, layout).map(({ span, features }) => ({
      group: spanGroup(type, field),
      features,
      isValue: letters(span.value) !== '' && letters(span.value) === letters(truth[truthKey]),
      fold,
      spans: true as const,
    }));
  });
}

export function examplesFromReading(
  type: DocumentType,
  recognised: RecognisedDocument,
  truth: Readonly<Record<string, unknown>>,
  fold: number,
): RankerExample[] {
  const layout = readLayout(recognised);
  return [
    ...candidateFeatures(type, layout).flatMap(({ candidate, features }) =>
      [...features].map(([key, values]) => ({
        group: `${type}.${key}`,
        features: values,
        isValue: isTrueValue(candidate, truth[key]),
        fold,
      })),
    ),
    ...spanExamples(type, layout, truth, fold),
  ];
}

/**
 * One text field's spans of the document's twin: its issuer with an invented name (decision 044), read clean
 * and as a poor photo, so the ranker learns an institution by its words and place, not by the names the
 * factory's lists hold; its name in invented wording (every label, heading and column header), so it learns a
 * person's name by its shape and place where the rules know no label.
 */
function twinSpanExamples(
  document: FactoryDocument,
  field: 'issuer' | 'name',
  wording: Parameters<typeof twinOf>[1],
  withNoise: boolean,
): RankerExample[] {
  const type = document.documentType;
  if (!carries(type, field)) return [];
  const twin = twinOf(document, wording);
  const clean = toRecognised(twin);
  const readings = withNoise ? [clean, withOcrNoise(clean, twin.id)] : [clean];
  return readings.flatMap((reading) =>
    spanExamples(type, readLayout(reading), twin.fields, document.family.fold, [field]),
  );
}

const [BILL_WORDS_FEATURE] = DOCUMENT_SHAPE_FEATURES;
const BILL_WORDS = SPAN_FEATURE_NAMES.indexOf(BILL_WORDS_FEATURE);

/**
 * Span examples as if no word said the document is a bill: invented wording replaces labels, not a bill's
 * title and sentences, so its twin still says "bill". Hidden, the ranker learns a bill's issuer by the
 * figures the bill prints as well.
 */
const withoutBillWords = (examples: RankerExample[]): RankerExample[] =>
  examples.map((example) => ({
    ...example,
    features: example.features.map((value, index) => (index === BILL_WORDS ? 0 : value)),
  }));

/** Each factory document twice: as its text layer reads, and as a poor photo of it would be read; its
 * issuer's spans again with an invented issuer, and its name's in invented wording. */
export function factoryRankerExamples(documents: readonly FactoryDocument[]): RankerExample[] {
  assertNotSealed(documents, 'field ranker examples');
  return documents.flatMap((document) => {
    const clean = toRecognised(document);
    const fold = document.family.fold;
    return [
      ...examplesFromReading(document.documentType, clean, document.fields, fold),
      ...examplesFromReading(document.documentType, withOcrNoise(clean, document.id), document.fields, fold),
      ...twinSpanExamples(document, 'issuer', { inventedInstitutions: true }, true),
      ...withoutBillWords(
        twinSpanExamples(document, 'issuer', { inventedInstitutions: true, inventedWording: true }, false),
      ),
      ...twinSpanExamples(document, 'name', { inventedWording: true }, false),
    ];
  });
}
