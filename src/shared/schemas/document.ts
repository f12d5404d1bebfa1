import { z } from 'zod';
import type { DocumentPerson } from './extracted-facts';
import {
  documentTypes,
  limits,
  type ConfidenceLevel,
  type DocumentOutcome,
  type DocumentType,
  type ProcessingStatus,
} from '@/shared/options';

/** What an adviser may choose for a file at upload: a type, or 'auto' to let classification decide. */
export const requestedDocumentType = z.enum(['auto', 'unknown', ...documentTypes], {
  message: `Choose auto or one of: ${documentTypes.join(', ')}`,
});
export type RequestedDocumentType = z.infer<typeof requestedDocumentType>;

export const documentSources = ['upload', 'camera', 'bulk'] as const;
/** Documents the client sent through a document request carry this source (never chosen in a form). */
export const clientRequestSource = 'client';
export const documentSource = z.enum(documentSources, { message: 'Choose upload, camera or bulk' });

/** What a processed document holds, as its row says it (server: core/documents/describe-document.ts). */
export type DocumentDescription = {
  /** When the document was issued or its period ended (ISO), when it says. */
  documentDate: string | null;
  /** Two or three key facts: "Greenfield Agricultural", "1–15 Jun 2025", "net $2,410". */
  highlights: string[];
  /** Why it may be stale: old bill, expired licence, an address a newer document supersedes. */
  warnings: string[];
};

/** A document as the screens see it. */
export type DocumentSummary = {
  id: string;
  clientId: string | null;
  /** The documents-first batch it was uploaded in; null for documents uploaded for a client. */
  batchId: string | null;
  filename: string;
  /** The document type code, or 'auto' until classification has decided. */
  type: DocumentType | 'auto';
  source: string;
  mimeType: string | null;
  fileSize: number | null;
  ocrStatus: ProcessingStatus;
  parseStatus: ProcessingStatus;
  confidence: ConfidenceLevel | null;
  /** What reading came to once both steps completed ('nothing-readable': retake or remove it); else null. */
  outcome: DocumentOutcome | null;
  classification: { document_type: string; confidence_level: string } | null;
  extractedData: Record<string, unknown> | null;
  error: string | null;
  pageCount: number | null;
  uploadedAt: string;
  /** Null until processed, and where it was not worked out (single-document answers). */
  description: DocumentDescription | null;
  /** Whose document it is, for a client's document; null otherwise. */
  person: DocumentPerson | null;
  /** Which model read it: 'global' (the shipped models) or 'practice v3' (the practice's own); null before. */
  readBy: string | null;
};

/** GET /api/documents/:id/status */
export type DocumentStatus = Pick<
  DocumentSummary,
  | 'id'
  | 'filename'
  | 'type'
  | 'ocrStatus'
  | 'parseStatus'
  | 'confidence'
  | 'outcome'
  | 'extractedData'
  | 'classification'
  | 'error'
  | 'description'
  | 'person'
  | 'readBy'
>;

/**
 * GET /api/documents/status?ids=a,b,c: comma-separated document ids (a repeated `ids` parameter is joined
 * too), at least one and at most limits.statusIdsPerRequest; each must look like a record id. Ids come out
 * lower-cased, duplicates dropped, in the order given.
 */
export const documentStatusesQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: 'Give the document ids as ids=a,b,c' })
    .transform((value) =>
      (Array.isArray(value) ? value.join(',') : value)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(
      z
        .array(z.guid({ error: (issue) => `"${String(issue.input)}" is not a document id` }))
        .min(1, 'Give at least one document id')
        .max(limits.statusIdsPerRequest, `At most ${limits.statusIdsPerRequest} document ids at a time`),
    )
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

/** GET /api/documents/status: the statuses of the documents found, in the order asked. */
export type DocumentStatuses = { documents: DocumentStatus[] };

export const extractClientDataRequest = z.object({
  documentIds: z.array(z.string()).min(1, 'Choose at least one document').max(50),
});
