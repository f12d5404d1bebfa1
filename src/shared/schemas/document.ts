import { z } from 'zod';
import {
  documentTypes,
  type ConfidenceLevel,
  type DocumentType,
  type ProcessingStatus,
} from '@/shared/options';

/** What an adviser may choose for a file at upload: a type, or 'auto' to let classification decide. */
export const requestedDocumentType = z.enum(['auto', 'unknown', ...documentTypes], {
  message: `Choose auto or one of: ${documentTypes.join(', ')}`,
});
export type RequestedDocumentType = z.infer<typeof requestedDocumentType>;

export const documentSources = ['upload', 'camera', 'bulk'] as const;
export const documentSource = z.enum(documentSources, { message: 'Choose upload, camera or bulk' });

/** A document as the screens see it. */
export type DocumentSummary = {
  id: string;
  clientId: string | null;
  filename: string;
  /** The document type code, or 'auto' until classification has decided. */
  type: DocumentType | 'auto';
  source: string;
  mimeType: string | null;
  fileSize: number | null;
  ocrStatus: ProcessingStatus;
  parseStatus: ProcessingStatus;
  confidence: ConfidenceLevel | null;
  classification: { document_type: string; confidence_level: string } | null;
  extractedData: Record<string, unknown> | null;
  error: string | null;
  pageCount: number | null;
  uploadedAt: string;
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
  | 'extractedData'
  | 'classification'
  | 'error'
>;

export const extractClientDataRequest = z.object({
  documentIds: z.array(z.string()).min(1, 'Choose at least one document').max(50),
});
