import type { DocumentType } from '@/shared/options';
import { isKnownWord } from '../classify/classify-document';
import { wordsOf } from '../classify/model/document-features';
import type { CandidateKind } from '../extract/candidates/detect-values';
import type { RecognisedDocument } from '../recognise/types';

/** Where on a layout a corrected value is printed: the words that name it and its place (decision 033). */
export type FieldExample = {
  type: DocumentType;
  key: string;
  kind: CandidateKind;
  /** The layout's words that the shipped classifier knows (titles, labels, the institution): never values. */
  layout: string[];
  /** How the value is named on the page, by the first layout edge that has words ('own', 'left', 'above', 'header'). */
  relation: 'own' | 'left' | 'above' | 'header' | 'none';
  label: string;
  /** The page, and the row's place in the document (0 first row, 1 last). */
  page: number;
  row: number;
  /** The adviser said the document does not print it: the label and place are of the figure misread for it. */
  absent?: true;
  /** The documents whose corrections taught it (leave-one-out drops one; never shown to anyone). */
  documents: string[];
};

/** A document the adviser filed as another type than the classifier chose. */
export type TypeExample = { layout: string[]; type: DocumentType; documents: string[] };

/** A practice's reading model: examples, not weights, so each decision it makes can be pointed at. */
export type PracticeReadingModel = { version: number; fields: FieldExample[]; types: TypeExample[] };

/** Layouts at least this alike (shared known words over all) are the same layout: another fund's statement is not. */
export const SAME_LAYOUT = 0.7;

/** The document's words that the shipped classifier weighs: a layout's wording, not a client's name or figures. */
export function layoutWords(doc: RecognisedDocument): string[] {
  const words = new Set<string>();
  for (const page of doc.pages) for (const word of wordsOf(page.text)) if (isKnownWord(word)) words.add(word);
  return [...words].sort();
}

export function layoutSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(a);
  const shared = b.filter((word) => set.has(word)).length;
  return shared / (a.length + b.length - shared);
}

/** The model as it would be without one document's lessons (leave-one-out evaluation). */
export function withoutDocument(model: PracticeReadingModel, documentId: string): PracticeReadingModel {
  const drop = <T extends { documents: string[] }>(list: T[]): T[] =>
    list.flatMap((example) => {
      const documents = example.documents.filter((id) => id !== documentId);
      return documents.length > 0 ? [{ ...example, documents }] : [];
    });
  return { ...model, fields: drop(model.fields), types: drop(model.types) };
}

/** The type the practice filed documents of this layout as, if it filed one like it. */
export function practiceType(
  model: PracticeReadingModel,
  layout: readonly string[],
): DocumentType | undefined {
  let best: { type: DocumentType; similarity: number; weight: number } | undefined;
  for (const example of model.types) {
    const similarity = layoutSimilarity(layout, example.layout);
    if (similarity < SAME_LAYOUT) continue;
    const weight = example.documents.length;
    if (!best || weight > best.weight || (weight === best.weight && similarity > best.similarity))
      best = { type: example.type, similarity, weight };
  }
  return best?.type;
}
