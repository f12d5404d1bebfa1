import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import type { Layout } from '../layout/types';
import { readPrintedName } from '../person';
import type { ExtractedFields } from '../types';
import { FILL_THRESHOLD } from './choose-fields';
import { probability, type FieldRankerModel } from './field-ranker';
import { detectNameSpans, NAME_FEATURE_NAMES, nameSpanFeatures, type NameSpan } from './name-spans';

export type RankedName = { span: NameSpan; probability: number };

/** The model's group for a type's person name ("bank.name"). */
export const nameGroup = (type: DocumentType): string => `${type}.name`;

/** The document's name-shaped spans, most likely the person's first; none when the model has no weights for the type. */
export function rankNames(type: DocumentType, layout: Layout, model: FieldRankerModel): RankedName[] {
  const weights = model.names?.weights[nameGroup(type)];
  if (!model.names || !weights) return [];
  if (model.names.features.join('|') !== NAME_FEATURE_NAMES.join('|'))
    throw new Error('The name ranker was trained on other features: run npm run train:field-ranker.');
  return nameSpanFeatures(layout, detectNameSpans(layout, readPrintedName))
    .map(({ span, features }) => ({ span, probability: probability(weights, features) }))
    .sort((a, b) => b.probability - a.probability);
}

const NAME_KEYS = ['fullName', 'firstName', 'lastName'] as const;

/**
 * The person's name where no rule read one (no label the rules know, an address block OCR broke): the span the
 * name ranker finds likeliest, when it is likely enough. A name a rule read is never replaced.
 */
export function fillNameFromSpans(
  type: DocumentType,
  fields: ExtractedFields,
  layout: Layout,
  model: FieldRankerModel,
): ExtractedFields {
  if (NAME_KEYS.some((key) => fields[key] !== undefined)) return fields;
  const [best] = rankNames(type, layout, model);
  if (!best || best.probability < FILL_THRESHOLD) return fields;
  const confidence: ConfidenceLevel = best.probability >= 0.9 ? 'medium' : 'low';
  const { cell, name } = best.span;
  const source = { page: cell.page, text: cell.text, box: cell.box };
  const evidence = { reader: 'text', origin: 'ranker', band: confidence } as const;
  return {
    ...fields,
    fullName: { value: name.fullName, confidence, source, evidence },
    firstName: { value: name.firstName, confidence, source, evidence },
    lastName: { value: name.lastName, confidence, source, evidence },
  };
}
