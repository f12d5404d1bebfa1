import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import { readIssuerName } from '../find-organisation';
import type { Layout } from '../layout/types';
import { parsePosition } from '../payslip';
import { readInvestmentOption } from '../super';
import { readPrintedName } from '../person';
import type { ExtractedField, ExtractedFields, FieldKey } from '../types';
import type { PersonName } from '../values/person-name';
import { FILL_THRESHOLD } from './choose-fields';
import { probability, type FieldRankerModel } from './field-ranker';
import {
  detectSpans,
  DOCUMENT_SHAPE_FEATURES,
  SPAN_FEATURE_NAMES,
  spanFeatures,
  type TextSpan,
} from './text-spans';

/** The key of the institution that issued a type's documents (its employer, for a payslip). */
export const ISSUER_KEYS = {
  bank: 'bankName',
  insurance: 'insurer',
  investment: 'provider',
  mortgage: 'lender',
  super: 'fundName',
  other: 'provider',
  payslip: 'employer',
} as const satisfies Partial<Record<DocumentType, FieldKey>>;

/** What kind of paper the document is tells whether it has an issuer at all, not which span is a person's
 * name, role or option. */
const DOCUMENT_SHAPE: readonly string[] = DOCUMENT_SHAPE_FEATURES;

/**
 * How each text field's spans are read and named: the rules' reader, and the registry key of its labels (per
 * type for the issuer).
 */
export const SPAN_FIELDS = {
  name: {
    key: 'fullName',
    read: readPrintedName,
    identify: (name: PersonName) => name.fullName,
    types: null,
    runs: false,
    beforeDate: false,
    ignores: DOCUMENT_SHAPE,
  },
  position: {
    key: 'position',
    read: parsePosition,
    identify: (position: string) => position,
    types: ['payslip'],
    // A role OCR ran into its label and the next one ("Position Warehouse Supervisor Employee ID 27136").
    runs: true,
    beforeDate: false,
    ignores: DOCUMENT_SHAPE,
  },
  option: {
    key: 'investmentOption',
    read: readInvestmentOption,
    identify: (option: string) => option,
    types: ['super'],
    // An option OCR ran into its label ("Where your super is invested High Growth").
    runs: true,
    beforeDate: false,
    ignores: DOCUMENT_SHAPE,
  },
  issuer: {
    key: ISSUER_KEYS,
    read: readIssuerName,
    identify: (name: string) => name,
    types: Object.keys(ISSUER_KEYS) as DocumentType[],
    runs: false,
    // A period printed beside the name in one line ("Pulnor Bank 16/12/2023 - 14/06/2024").
    beforeDate: true,
    // Where a masthead sets the issuer in its row, and the address under it (the issuer's own or the
    // client's), are the factory's few layouts, not evidence that holds on documents it never made.
    ignores: ['alone in row', 'first in row', 'address below', 'street below'],
  },
} as const;

export type SpanField = keyof typeof SPAN_FIELDS;
type ValueOf<Field extends SpanField> = NonNullable<ReturnType<(typeof SPAN_FIELDS)[Field]['read']>>;

export type RankedSpan<Value> = { span: TextSpan<Value>; probability: number };

/** The model's group for a type's text field ("bank.name", "payslip.position"). */
export const spanGroup = (type: DocumentType, field: SpanField): string => `${type}.${field}`;

/** The registry key a type's text field is read into ("fundName" for a super statement's issuer). */
export function spanKey(type: DocumentType, field: SpanField): FieldKey {
  const key: string | Partial<Record<DocumentType, FieldKey>> = SPAN_FIELDS[field].key;
  if (typeof key === 'string') return key as FieldKey;
  const typed = key[type];
  if (!typed) throw new Error(`${type} documents carry no ${field}`);
  return typed;
}

/** Whether a type's documents carry the field. */
export const carries = (type: DocumentType, field: SpanField): boolean => {
  const types: readonly DocumentType[] | null = SPAN_FIELDS[field].types;
  return types === null || types.includes(type);
};

/** The field's spans of the document with their features (for ranking, and for training). */
export function describedSpans<Field extends SpanField>(type: DocumentType, field: Field, layout: Layout) {
  const definition = SPAN_FIELDS[field];
  const read = definition.read as (text: string) => ValueOf<Field> | null;
  const identify = definition.identify as (value: ValueOf<Field>) => string;
  const spans = detectSpans(layout, read, definition);
  const ignored = new Set<string>(definition.ignores);
  return spanFeatures(layout, spans, spanKey(type, field), identify).map(({ span, features }) => ({
    span,
    features: features.map((value, index) => (ignored.has(SPAN_FEATURE_NAMES[index] ?? '') ? 0 : value)),
  }));
}

/** The document's spans of a text field, most likely first; none when the model has no weights for it. */
export function rankSpans<Field extends SpanField>(
  type: DocumentType,
  field: Field,
  layout: Layout,
  model: FieldRankerModel,
): RankedSpan<ValueOf<Field>>[] {
  const weights = model.spans?.weights[spanGroup(type, field)];
  if (!model.spans || !weights || !carries(type, field)) return [];
  if (model.spans.features.join('|') !== SPAN_FEATURE_NAMES.join('|'))
    throw new Error('The span ranker was trained on other features: run npm run train:field-ranker.');
  return describedSpans(type, field, layout)
    .map(({ span, features }) => ({ span, probability: probability(weights, features) }))
    .sort((a, b) => b.probability - a.probability);
}

/** A field read from a span, as a reading to check: the ranker's evidence, never 'high'. */
function spanField(span: TextSpan<unknown>, value: string, ranked: number): ExtractedField {
  const confidence: ConfidenceLevel = ranked >= 0.9 ? 'medium' : 'low';
  return {
    value,
    confidence,
    source: { page: span.cell.page, text: span.cell.text, box: span.cell.box },
    evidence: { reader: 'text', origin: 'ranker', band: confidence },
  };
}

const NAME_KEYS = ['fullName', 'firstName', 'lastName'] as const;
/** A rule's role or option is replaced when the ranker is this sure it is not one (and another span is likely). */
const SURELY_NOT = 0.1;
/** A second value this likely, in another cell, makes the choice a guess. */
const RIVAL = 0.25;

/**
 * A one-value text field: the likeliest span where no rule read the field, or (`replaces`) where the ranker is
 * sure the rule's value is none ("Employee number Period", "For the": a row of labels read for a role);
 * factory OCR-noise payslips: 36 wrong roles → 15 (waiting for 0.9 before replacing replaced none).
 */
function fillOne(
  filled: ExtractedFields,
  key: FieldKey,
  ranked: RankedSpan<string>[],
  replaces: boolean,
): void {
  const [best] = ranked;
  const held = filled[key];
  const heldBelief = held
    ? Math.max(
        0,
        ...ranked.filter((entry) => entry.span.value === held.value).map((entry) => entry.probability),
      )
    : 0;
  // Another cell's value nearly as likely ("Balanced" and "High Growth" under no label) leaves the question open.
  const rival = ranked.find(
    (entry) => entry.span.cell !== best?.span.cell && entry.span.value !== best?.span.value,
  );
  const open = rival !== undefined && rival.probability >= RIVAL;
  const replaceable = held === undefined || (replaces && heldBelief < SURELY_NOT);
  if (best && best.probability >= FILL_THRESHOLD && !open && replaceable)
    filled[key] = spanField(best.span, best.span.value, best.probability);
}

/**
 * Text fields no rule read (a name under no label the rules know or over an address block OCR broke, a role
 * or option run into its label, an issuer no list knows): the span the ranker finds likeliest, when it is
 * likely enough. A name or an issuer a rule read is never replaced; a role or an option only when the ranker
 * is sure it is none.
 */
export function fillFromSpans(
  type: DocumentType,
  fields: ExtractedFields,
  layout: Layout,
  model: FieldRankerModel,
): ExtractedFields {
  const filled: ExtractedFields = { ...fields };
  if (NAME_KEYS.every((key) => fields[key] === undefined)) {
    const [best] = rankSpans(type, 'name', layout, model);
    if (best && best.probability >= FILL_THRESHOLD) {
      const { value: name } = best.span;
      filled.fullName = spanField(best.span, name.fullName, best.probability);
      filled.firstName = spanField(best.span, name.firstName, best.probability);
      filled.lastName = spanField(best.span, name.lastName, best.probability);
    }
  }
  for (const field of ['position', 'option'] as const)
    if (carries(type, field))
      fillOne(filled, spanKey(type, field), rankSpans(type, field, layout, model), true);
  // An issuer no list knows: the rules read known institutions (and a payslip's employer) only. A letter or a
  // card of the 'other' type has no provider: only a bill's issuer is one, which the document's shape tells.
  if (carries(type, 'issuer'))
    fillOne(filled, spanKey(type, 'issuer'), rankSpans(type, 'issuer', layout, model), false);
  return filled;
}
