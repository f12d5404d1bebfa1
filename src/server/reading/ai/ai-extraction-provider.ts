import type { DocumentType } from '@/shared/options';

/**
 * An optional second reader for documents the rules read with low confidence. It receives the document's
 * recognised text (tax file numbers already redacted) and answers canonical fields; its answer is checked
 * like any other input before anything is kept.
 */
export type AiExtractionProvider = {
  extractFields: (input: {
    documentType: DocumentType;
    allowedKeys: readonly string[];
    text: string;
  }) => Promise<Record<string, unknown>>;
};
