/**
 * Writes the guard set a practice's model is shadow-evaluated on (decisions 033 and 034): documents of the
 * sealed fold (training/factory/sealed), whose wording and institutions no rule, synonym, institution entry or
 * model was written or trained against, as their text layers read, with the truth they print. A fixed sample
 * keeps the JSON small: the first GUARD_DOCUMENTS_PER_FAMILY documents of each of the 20 sealed families, so
 * every type (two families each) is in it. The app reads the committed JSON; it never imports training/.
 * Only the counts of right values are ever reported from it (the seal: sealed errors are never printed).
 *   npx tsx training/practice-guard/make-guard-set.ts
 */
import { writeFileSync } from 'node:fs';
import { makeSealedDocument, makeSealedFamilies } from '../factory/sealed/make-sealed-corpus';
import { toRecognised } from '../factory/to-recognised';

export const GUARD_DOCUMENTS_PER_FAMILY = 2;
const out = new URL('../../src/server/reading/practice/guard-set.json', import.meta.url);

/** The guard set's documents: the sealed fold's sample, as the text layer reads it, with its truth. */
export function guardDocuments() {
  return makeSealedFamilies().flatMap((family) =>
    Array.from({ length: GUARD_DOCUMENTS_PER_FAMILY }, (_, number) => {
      const document = makeSealedDocument(family, number);
      return {
        id: document.id,
        documentType: document.documentType,
        fields: document.fields,
        pages: toRecognised(document).pages,
      };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const documents = guardDocuments();
  writeFileSync(
    out,
    `${JSON.stringify({
      note: `Guard set for practice models (decisions 033 and 034): the first ${GUARD_DOCUMENTS_PER_FAMILY} documents of each of the sealed fold's 20 families (training/factory/sealed), which no rule or model was written or trained against, as their text layers read, with the truth they print. Only counts are reported from it. Made by training/practice-guard/make-guard-set.ts.`,
      documents,
    })}\n`,
  );
  console.log(`Wrote ${documents.length} documents to ${out.pathname}`);
}
