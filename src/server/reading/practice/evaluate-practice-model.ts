import { readFileSync } from 'node:fs';
import type { DocumentType } from '@/shared/options';
import { readFacts } from '../read-facts';
import type { RecognisedDocument, RecognisedPage } from '../recognise/types';
import { withoutDocument, type PracticeReadingModel } from './practice-model';

/** A document with what is known to be right about it: the adviser's corrections and confirmations, or the factory's truth. */
export type ScoredDocument = {
  id: string;
  recognised: RecognisedDocument;
  /** The type to read its fields as (the type it was filed as). */
  documentType: DocumentType;
  /** The type it truly is, when the adviser said so (else the type is not scored). */
  trueType?: DocumentType;
  /** Key → right value; null: the document does not print it. */
  fields: Record<string, string | number | null>;
};

export type Score = { documents: number; right: number; total: number };

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number'
    ? Math.abs(a - b) < 0.005
    : String(a ?? '')
        .trim()
        .toLowerCase() ===
      String(b ?? '')
        .trim()
        .toLowerCase();

/**
 * How many of the known values (and types) a model reads right. With `leaveOneOut`, each document is read by
 * the model without what that document taught it, so a model cannot score by remembering its own lessons.
 */
export function scoreModel(
  model: PracticeReadingModel | null,
  documents: readonly ScoredDocument[],
  leaveOneOut: boolean,
): Score {
  let right = 0;
  let total = 0;
  for (const document of documents) {
    const reader = model && leaveOneOut ? withoutDocument(model, document.id) : model;
    const { extraction } = readFacts(document.recognised, document.documentType, undefined, reader);
    for (const [key, truth] of Object.entries(document.fields)) {
      const read = extraction.fields[key as keyof typeof extraction.fields]?.value;
      total += 1;
      if (truth === null ? read === undefined : same(read, truth)) right += 1;
    }
    if (document.trueType) {
      total += 1;
      if (readFacts(document.recognised, 'auto', undefined, reader).chosen.documentType === document.trueType)
        right += 1;
    }
  }
  return { documents: documents.length, right, total };
}

type GuardFile = {
  documents: {
    id: string;
    documentType: DocumentType;
    fields: Record<string, string | number>;
    pages: RecognisedPage[];
  }[];
};

let guard: ScoredDocument[] | undefined;

/**
 * Documents no model was trained or tuned on (guard-set.json, made by training/practice-guard/make-guard-set.ts):
 * a practice's model must read them as well as the model it replaces.
 */
export function guardSet(): ScoredDocument[] {
  guard ??= (
    JSON.parse(readFileSync(new URL('./guard-set.json', import.meta.url), 'utf8')) as GuardFile
  ).documents.map((document) => ({
    id: `guard:${document.id}`,
    recognised: { mimeType: 'application/pdf', pages: document.pages, elapsedMs: 0 },
    documentType: document.documentType,
    trueType: document.documentType,
    fields: document.fields,
  }));
  return guard;
}
