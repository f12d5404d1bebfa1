import { fieldDefinition } from '@/shared/field-registry';
import type { DocumentType } from '@/shared/options';
import { rankedKeys } from '../extract/candidates/candidate-features';
import { detectCandidates, type Candidate } from '../extract/candidates/detect-values';
import { bestLabelMatch } from '../extract/candidates/label-similarity';
import { linkLabels } from '../extract/candidates/link-labels';
import { readLayout } from '../extract/layout/read-layout';
import type { ExtractedField } from '../extract/types';
import type { RecognisedDocument } from '../recognise/types';
import { candidatePlace } from './candidate-place';
import { figureOf } from './figure-of';
import {
  layoutSimilarity,
  layoutWords,
  SAME_LAYOUT,
  type FieldExample,
  type PracticeReadingModel,
  type TypeExample,
} from './practice-model';

/** One of the practice's documents with what its advisers said about it. */
export type CorrectedDocument = {
  id: string;
  type: DocumentType;
  requestedType: string;
  /** The type the shipped classifier chose. */
  suggestedType: string | null;
  recognised: RecognisedDocument;
  /** The machine's reading as stored (documents.extracted_data._fields). */
  read: Record<string, ExtractedField | undefined>;
  corrections: { fieldKey: string; action: 'corrected' | 'confirmed'; value: string | number | null }[];
};

const equal = (candidate: Candidate, value: string | number): boolean =>
  typeof value === 'number'
    ? typeof candidate.value === 'number' && Math.abs(Math.abs(candidate.value) - Math.abs(value)) < 0.005
    : candidate.value === value;

/** Where the corrected value is printed: of the figures equal to it, the one whose label best names the key. */
function locate(document: CorrectedDocument, key: string, value: string | number) {
  const layout = readLayout(document.recognised);
  const synonyms = fieldDefinition(key)?.labels ?? [];
  const scored = detectCandidates(layout)
    .filter((candidate) => equal(candidate, value))
    .map((candidate) => {
      const labels = linkLabels(layout, candidate);
      const match = Math.max(
        ...[labels.own, labels.left, labels.above, labels.header].map((label) => {
          const found = bestLabelMatch(label, synonyms);
          return found.contains + found.covers;
        }),
      );
      return { candidate, match };
    });
  const best = scored.sort((a, b) => b.match - a.match)[0];
  return best ? { candidate: best.candidate, place: candidatePlace(layout, best.candidate) } : undefined;
}

/** Where the figure a field was misread from is printed. */
function misreadPlace(recognised: RecognisedDocument, field: ExtractedField) {
  const layout = readLayout(recognised);
  const candidate = figureOf(detectCandidates(layout), field);
  return candidate ? candidatePlace(layout, candidate) : undefined;
}

/** Joins an example to one it repeats (same key or type, same place, same layout): ten corrections, one lesson. */
function add<T extends { layout: string[]; documents: string[] }>(
  list: T[],
  example: T,
  sameLesson: (a: T, b: T) => boolean,
): void {
  const known = list.find(
    (other) => sameLesson(other, example) && layoutSimilarity(other.layout, example.layout) >= SAME_LAYOUT,
  );
  if (known) known.documents.push(...example.documents.filter((id) => !known.documents.includes(id)));
  else list.push(example);
}

/**
 * A practice's reading model from its documents' corrections: each corrected typed value (amount, date,
 * rate, days, cycle) becomes the place it is printed on that layout; a value the adviser blanked, the label
 * it must not be read from; a document filed as another type than the classifier chose, that type for its
 * layout. Returns the model and how many corrections it learned from.
 */
export function buildPracticeModel(
  version: number,
  documents: readonly CorrectedDocument[],
): { model: PracticeReadingModel; learnedFrom: number } {
  const fields: FieldExample[] = [];
  const types: TypeExample[] = [];
  let learnedFrom = 0;
  for (const document of documents) {
    const layout = layoutWords(document.recognised);
    if (
      document.requestedType !== 'auto' &&
      document.suggestedType !== null &&
      document.suggestedType !== document.requestedType
    ) {
      add(types, { layout, type: document.type, documents: [document.id] }, (a, b) => a.type === b.type);
      learnedFrom += 1;
    }
    const kinds = new Map(rankedKeys(document.type).map((entry) => [entry.key, entry.kind]));
    for (const correction of document.corrections) {
      const kind = kinds.get(correction.fieldKey);
      if (correction.action !== 'corrected' || !kind) continue;
      const base = { type: document.type, key: correction.fieldKey, kind, layout, documents: [document.id] };
      let example: FieldExample | undefined;
      if (correction.value === null) {
        const misread = document.read[correction.fieldKey];
        const found = misread ? misreadPlace(document.recognised, misread) : undefined;
        if (found) example = { ...base, ...found, absent: true };
      } else {
        const found = locate(document, correction.fieldKey, correction.value);
        if (found) example = { ...base, ...found.place };
      }
      if (!example) continue;
      learnedFrom += 1;
      add(
        fields,
        example,
        (a, b) =>
          a.type === b.type &&
          a.key === b.key &&
          a.relation === b.relation &&
          a.label === b.label &&
          a.absent === b.absent &&
          (a.relation !== 'none' || Math.abs(a.row - b.row) < 0.05),
      );
    }
  }
  return { model: { version, fields, types }, learnedFrom };
}
