import type { DocumentStatus, DocumentSummary } from '@/shared/schemas/document';
import type { documents } from '@/server/db/schema';

type DocumentRow = typeof documents.$inferSelect;

export function toDocumentSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    clientId: row.clientId,
    batchId: row.batchId,
    filename: row.filename,
    type: row.type as DocumentSummary['type'],
    source: row.source,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    ocrStatus: row.ocrStatus as DocumentSummary['ocrStatus'],
    parseStatus: row.parseStatus as DocumentSummary['parseStatus'],
    confidence: row.confidence as DocumentSummary['confidence'],
    outcome: row.parseStatus === 'completed' ? (row.outcome ?? 'extracted') : null,
    classification: row.classification ?? null,
    extractedData: row.extractedData ?? null,
    error: row.error,
    pageCount: row.pageCount,
    uploadedAt: row.uploadedAt.toISOString(),
    description: null,
    person: null,
    readBy: row.parseStatus === 'completed' ? (row.readBy ?? 'global') : null,
  };
}

export function toDocumentStatus(row: DocumentRow): DocumentStatus {
  const summary = toDocumentSummary(row);
  const { id, filename, type, ocrStatus, parseStatus, confidence, outcome, extractedData, classification } =
    summary;
  const { error } = summary;
  const { description, person, readBy } = summary;
  return {
    id,
    filename,
    type,
    ocrStatus,
    parseStatus,
    confidence,
    outcome,
    extractedData,
    classification,
    error,
    description,
    person,
    readBy,
  };
}
