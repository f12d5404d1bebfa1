import { documentTypes, type ConfidenceLevel, type DocumentType } from '@/shared/options';
import { classifyDocument } from './classify/classify-document';
import { extractFields } from './extract/extract-fields';
import { maskExtractedFields } from './extract/mask';
import type { RecognisedDocument } from './recognise/types';

export type UnderstoodDocument = {
  type: DocumentType;
  confidence: ConfidenceLevel;
  classification: { document_type: DocumentType; confidence_level: ConfidenceLevel };
  extractedData: Record<string, unknown>;
};

/**
 * Classifies a recognised document (unless the adviser chose its type) and extracts its facts. The
 * extracted data holds each fact's value under its canonical key; the full readings (value, confidence,
 * page and text read from) and warnings sit under underscore keys, which the review screen keeps out of the
 * readable view.
 */
export function understandDocument(
  recognised: RecognisedDocument,
  requestedType: string,
): UnderstoodDocument {
  const classified = classifyDocument(recognised);
  const chosen = (documentTypes as readonly string[]).includes(requestedType)
    ? { documentType: requestedType as DocumentType, confidenceLevel: 'high' as const }
    : classified;
  const extraction = extractFields(chosen.documentType, recognised);
  const fields = maskExtractedFields(extraction.fields);

  const values = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.value]));
  return {
    type: chosen.documentType,
    confidence: chosen.confidenceLevel,
    classification: { document_type: chosen.documentType, confidence_level: chosen.confidenceLevel },
    extractedData: {
      ...values,
      requiresManualReview: extraction.requiresManualReview,
      _fields: fields,
      _warnings: extraction.warnings,
      _classification: { suggested: classified.documentType, confidence: classified.confidenceLevel },
    },
  };
}
