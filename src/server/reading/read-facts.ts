import { documentTypes, type DocumentType } from '@/shared/options';
import { classifyDocument } from './classify/classify-document';
import type { FieldRankerModel } from './extract/candidates/field-ranker';
import { extractFields } from './extract/extract-fields';
import type { ExtractionResult } from './extract/types';
import type { RecognisedDocument } from './recognise/types';

export type ReadFacts = {
  classified: ReturnType<typeof classifyDocument>;
  chosen: ReturnType<typeof classifyDocument>;
  extraction: ExtractionResult;
};

/**
 * Classifies a recognised document and extracts its facts under the adviser's type, or the classified one
 * for 'auto': pure computation (2-230 ms a document), so the worker runs it on a pool thread
 * (read-facts-off-thread.ts) and the API's event loop never waits for it.
 */
export function readFacts(
  recognised: RecognisedDocument,
  requestedType: string,
  ranker?: FieldRankerModel | null,
): ReadFacts {
  const classified = classifyDocument(recognised);
  const chosen = (documentTypes as readonly string[]).includes(requestedType)
    ? { ...classified, documentType: requestedType as DocumentType, confidenceLevel: 'high' as const }
    : classified;
  const extraction = extractFields(chosen.documentType, recognised, ranker);
  return { classified, chosen, extraction };
}
