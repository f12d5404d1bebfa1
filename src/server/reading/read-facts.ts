import { documentTypes, type DocumentType } from '@/shared/options';
import { classifyDocument } from './classify/classify-document';
import type { FieldRankerModel } from './extract/candidates/field-ranker';
import { shippedFieldRanker } from './extract/candidates/field-ranker';
import { shippedCalibration } from './extract/calibrate-confidence';
import { extractFields } from './extract/extract-fields';
import type { ExtractionResult } from './extract/types';
import { layoutWords, practiceType, type PracticeReadingModel } from './practice/practice-model';
import type { RecognisedDocument } from './recognise/types';

export type ReadFacts = {
  classified: ReturnType<typeof classifyDocument>;
  chosen: ReturnType<typeof classifyDocument>;
  extraction: ExtractionResult;
};

/**
 * Classifies a recognised document and extracts its facts under the adviser's type, or the classified one
 * for 'auto': pure computation (2-230 ms a document), so the worker runs it on a pool thread
 * (read-facts-off-thread.ts) and the API's event loop never waits for it. With a practice's model (decision
 * 033), a layout the practice filed as another type is that type, and its corrections read its fields.
 */
export function readFacts(
  recognised: RecognisedDocument,
  requestedType: string,
  ranker?: FieldRankerModel | null,
  practice?: PracticeReadingModel | null,
): ReadFacts {
  const classified = classifyDocument(recognised);
  const filedAs = practice ? practiceType(practice, layoutWords(recognised)) : undefined;
  const chosen = (documentTypes as readonly string[]).includes(requestedType)
    ? { ...classified, documentType: requestedType as DocumentType, confidenceLevel: 'high' as const }
    : filedAs && filedAs !== classified.documentType
      ? { ...classified, documentType: filedAs, confidenceLevel: 'medium' as const }
      : classified;
  const extraction = extractFields(
    chosen.documentType,
    recognised,
    ranker === undefined ? shippedFieldRanker : ranker,
    shippedCalibration,
    practice ?? null,
  );
  return { classified, chosen, extraction };
}
