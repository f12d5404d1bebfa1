import type { DocumentType } from '@/shared/options';
import { detectCandidates, type Candidate } from '../extract/candidates/detect-values';
import type { Layout } from '../extract/layout/types';
import type { ExtractedField, ExtractedFields, FieldKey } from '../extract/types';
import { placeMatch } from './candidate-place';
import { figureOf } from './figure-of';
import {
  layoutSimilarity,
  SAME_LAYOUT,
  type FieldExample,
  type PracticeReadingModel,
} from './practice-model';

/** Balances may be overdrawn; every other amount is a size whose sign is a matter of layout (as choose-fields). */
const SIGNED = new Set(['openingBalance', 'closingBalance']);

const valueOf = (key: string, candidate: Candidate): string | number =>
  typeof candidate.value === 'number' && !SIGNED.has(key) ? Math.abs(candidate.value) : candidate.value;

function toField(key: string, candidate: Candidate): ExtractedField {
  return {
    value: valueOf(key, candidate),
    confidence: 'medium',
    source: { page: candidate.cell.page, text: candidate.cell.text, box: candidate.cell.box },
    evidence: { reader: 'text', origin: 'practice', band: 'medium' },
  };
}

/** For each key, the example of the most alike layout among those taught most often. */
function examplesFor(
  model: PracticeReadingModel,
  type: DocumentType,
  layout: readonly string[],
): Map<string, FieldExample> {
  const best = new Map<string, { example: FieldExample; similarity: number }>();
  for (const example of model.fields) {
    if (example.type !== type) continue;
    const similarity = layoutSimilarity(layout, example.layout);
    if (similarity < SAME_LAYOUT) continue;
    const held = best.get(example.key);
    const weight = example.documents.length;
    const heldWeight = held?.example.documents.length ?? 0;
    if (!held || weight > heldWeight || (weight === heldWeight && similarity > held.similarity))
      best.set(example.key, { example, similarity });
  }
  return new Map([...best].map(([key, { example }]) => [key, example]));
}

/**
 * The practice's corrections over the rules and the shipped ranker, on layouts like the ones it corrected:
 * a value is read from the figure printed where the adviser's corrected value was (same label, same place),
 * and a value the adviser said the document does not print is not read from the label it was misread from.
 * Where no figure stands there, the reading is left as it was.
 */
export function applyPracticeFields(
  type: DocumentType,
  layout: Layout,
  layoutWords: readonly string[],
  fields: ExtractedFields,
  model: PracticeReadingModel,
): ExtractedFields {
  const examples = examplesFor(model, type, layoutWords);
  if (examples.size === 0) return fields;
  const read: ExtractedFields = { ...fields };
  const candidates = detectCandidates(layout);
  for (const [key, example] of examples) {
    const field = read[key as FieldKey];
    if (example.absent) {
      const figure = field ? figureOf(candidates, field) : undefined;
      if (figure && placeMatch(layout, figure, example) > 0) delete read[key as FieldKey];
      continue;
    }
    let chosen: { candidate: Candidate; score: number } | undefined;
    for (const candidate of candidates) {
      const score = placeMatch(layout, candidate, example);
      if (score > 0 && (!chosen || score > chosen.score)) chosen = { candidate, score };
    }
    if (chosen) read[key as FieldKey] = toField(key, chosen.candidate);
  }
  return read;
}
