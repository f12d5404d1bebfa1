/**
 * Writes the guard set a practice's model is shadow-evaluated on (decision 033): documents of factory
 * families no shipped model was trained or tuned on (the shipped models train on families 0-19 of each type;
 * these are families 40 and 41), as their text layers read, with the truth they print. The app reads the
 * committed JSON; it never imports training/.
 *   npx tsx training/practice-guard/make-guard-set.ts
 */
import { writeFileSync } from 'node:fs';
import { documentTypes } from '@/shared/options';
import { makeFamily } from '../factory/compose';
import { makeDocument } from '../factory/make-corpus';
import { toRecognised } from '../factory/to-recognised';

const FAMILIES = [40, 41];
const DOCUMENTS_PER_FAMILY = 2;
const out = new URL('../../src/server/reading/practice/guard-set.json', import.meta.url);

const documents = documentTypes.flatMap((type) =>
  FAMILIES.flatMap((index) =>
    Array.from({ length: DOCUMENTS_PER_FAMILY }, (_, number) => {
      const document = makeDocument(makeFamily(type, index), number);
      const recognised = toRecognised(document);
      return {
        id: document.id,
        documentType: document.documentType,
        fields: document.fields,
        pages: recognised.pages,
      };
    }),
  ),
);

writeFileSync(
  out,
  `${JSON.stringify({
    note: 'Guard set for practice models (decision 033): document factory families 40-41, which no shipped model was trained or tuned on (training uses families 0-19), as their text layers read, with the truth they print. Made by training/practice-guard/make-guard-set.ts.',
    documents,
  })}\n`,
);
console.log(`Wrote ${documents.length} documents to ${out.pathname}`);
