import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import type { Layout } from '../layout/types';
import { parsePosition } from '../payslip';
import { readInvestmentOption } from '../super';
import { readPrintedName } from '../person';
import type { ExtractedField, ExtractedFields } from '../types';
import type { PersonName } from '../values/person-name';
import { FILL_THRESHOLD } from './choose-fields';
import { probability, type FieldRankerModel } from './field-ranker';
import { detectSpans, SPAN_FEATURE_NAMES, spanFeatures, type TextSpan } from './text-spans';

/** How each text field's spans are read and named: the rules' reader, and the registry key of its labels. */
export const SPAN_FIELDS = {
  name: {
    key: 'fullName',
    read: readPrintedName,
    identify: (name: PersonName) => name.fullName,
    types: null,
    runs: false,
  },
  position: {
    key: 'position',
    read: parsePosition,
    identify: (position: string) => position,
    types: ['payslip'],
    // A role OCR ran into its label and the next one ("Position Warehouse Supervisor Employee ID 27136").
    runs: true,
  },
  option: {
    key: 'investmentOption',
    read: readInvestmentOption,
    identify: (option: string) => option,
    types: ['super'],
    // An option OCR ran into its label ("Where your super is invested High Growth").
    runs: true,
  },
} as const;

export type SpanField = keyof typeof SPAN_FIELDS;
type ValueOf<Field extends SpanField> = NonNullable<ReturnType<(typeof SPAN_FIELDS)[Field]['read']>>;

export type RankedSpan<Value> = { span: TextSpan<Value>; probability: number };

/** The model's group for a type's text field ("bank.name", "payslip.position"). */
export const spanGroup = (type: DocumentType, field: SpanField): string => `${type}.${field}`;

/** Whether a type's documents carry the field. */
export const carries = (type: DocumentType, field: SpanField): boolean => {
  const types: readonly DocumentType[] | null = SPAN_FIELDS[field].types;
  return types === null || types.includes(type);
};

/** The field's spans of the document with their features (for ranking, and for training). */
export function describedSpans<Field extends SpanField>(field: Field, layout: Layout) {
  const definition = SPAN_FIELDS[field];
  const read = definition.read as (text: string) => ValueOf<Field> | null;
  const identify = definition.identify as (value: ValueOf<Field>) => string;
  return spanFeatures(layout, detectSpans(layout, read, { runs: definition.runs }), definition.key, identify);
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
  return describedSpans(field, layout)
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
 * A one-value text field: the likeliest span where no rule read the field, or where the ranker is sure the
 * rule's value is none ("Employee number Period", "For the": a row of labels read for a role); factory
 * OCR-noise payslips: 36 wrong roles → 15 (waiting for 0.9 before replacing replaced none).
 */
function fillOne(filled: ExtractedFields, field: 'position' | 'option', ranked: RankedSpan<string>[]): void {
  const key = SPAN_FIELDS[field].key;
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
  if (best && best.probability >= FILL_THRESHOLD && !open && (held === undefined || heldBelief < SURELY_NOT))
    filled[key] = spanField(best.span, best.span.value, best.probability);
}

/**
 * Text fields no rule read (a name under no label the rules know or over an address block OCR broke, a role
 * or option run into its label): the span the ranker finds likeliest, when it is likely enough. A name a rule
 * read is never replaced; a role or an option only when the ranker is sure it is none.
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
  fillOne(filled, 'position', rankSpans(type, 'position', layout, model));
  fillOne(filled, 'option', rankSpans(type, 'option', layout, model));
  return filled;
}
