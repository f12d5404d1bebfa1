import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import type { AiExtractionProvider } from './ai/ai-extraction-provider';
import { addAiFields } from './ai/add-ai-fields';
import type { FieldRankerModel } from './extract/candidates/field-ranker';
import { readFacts } from './read-facts';
import { readFactsOffThread } from './read-facts-off-thread';
import { maskExtractedFields } from './extract/mask';
import type { PracticeReadingModel } from './practice/practice-model';
import type { RecognisedDocument } from './recognise/types';

export type UnderstoodDocument = {
  type: DocumentType;
  confidence: ConfidenceLevel;
  classification: { document_type: DocumentType; confidence_level: ConfidenceLevel };
  extractedData: Record<string, unknown>;
};

/**
 * Classifies a recognised document (unless the adviser chose its type) and extracts its facts, off the
 * event loop (read-facts.ts on a worker thread); when an AI
 * provider is configured, a document read with low confidence is also offered to it. The extracted data
 * holds each fact's value under its canonical key; the full readings (value, confidence, page and text read
 * from) and warnings sit under underscore keys, which the review screen keeps out of the readable view.
 */
export async function understandDocument(
  recognised: RecognisedDocument,
  requestedType: string,
  ai?: AiExtractionProvider,
  ranker?: FieldRankerModel | null,
  practice?: PracticeReadingModel | null,
): Promise<UnderstoodDocument> {
  // With the shipped ranker (the app), on a pool thread (a practice's model goes to it as data); a bench's own ranker (or none) here, in its thread.
  const { classified, chosen, extraction } =
    ranker === undefined
      ? await readFactsOffThread.call(recognised, requestedType, undefined, practice ?? null)
      : readFacts(recognised, requestedType, ranker, practice ?? null);
  const warnings = [...extraction.warnings];
  let readFields = extraction.fields;
  if (ai && (chosen.confidenceLevel === 'low' || extraction.requiresManualReview)) {
    try {
      readFields = await addAiFields({
        provider: ai,
        documentType: chosen.documentType,
        document: recognised,
        fields: readFields,
      });
    } catch (error) {
      warnings.push(
        `The AI reader could not help: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const fields = maskExtractedFields(readFields);
  const values = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.value]));
  return {
    type: chosen.documentType,
    confidence: chosen.confidenceLevel,
    classification: { document_type: chosen.documentType, confidence_level: chosen.confidenceLevel },
    extractedData: {
      ...values,
      requiresManualReview: extraction.requiresManualReview,
      _fields: fields,
      _warnings: warnings,
      _classification: { suggested: classified.documentType, confidence: classified.confidenceLevel },
      _documentDate: extraction.documentDate ?? null,
    },
  };
}
