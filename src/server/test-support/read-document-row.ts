import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/connection';
import { documents } from '@/server/db/schema';
import { maskExtractedFields } from '@/server/reading/extract/mask';
import type { ExtractedFields } from '@/server/reading/extract/types';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { understandDocument } from '@/server/reading/understand-document';

/**
 * A document as the worker leaves it once read (both steps completed), made from known fields, so tests of
 * what happens after reading need no OCR. Numbers are masked as the pipeline masks them.
 */
export async function insertReadDocument(
  db: Database,
  options: {
    practiceId: string;
    clientId: string | null;
    /** The documents-first batch it belongs to, if any. */
    batchId?: string | null;
    type: string;
    filename?: string;
    fields: Record<string, string | number>;
    documentDate?: string;
  },
): Promise<string> {
  const raw: ExtractedFields = Object.fromEntries(
    Object.entries(options.fields).map(([key, value]) => [
      key,
      { value, confidence: 'high', source: { page: 1, text: String(value) } },
    ]),
  );
  const fields = maskExtractedFields(raw);
  const values = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value]));
  const [row] = await db
    .insert(documents)
    .values({
      practiceId: options.practiceId,
      clientId: options.clientId,
      batchId: options.batchId ?? null,
      type: options.type,
      filename: options.filename ?? `${options.type}.pdf`,
      storageKey: `documents/${options.practiceId}/${randomUUID()}`,
      mimeType: 'application/pdf',
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
      confidence: 'high',
      classification: { document_type: options.type, confidence_level: 'high' },
      extractedData: {
        ...values,
        requiresManualReview: false,
        _fields: fields,
        _warnings: [],
        _documentDate: options.documentDate ?? null,
      },
      pageCount: 1,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('The document was not inserted');
  return row.id;
}

/**
 * A recognised document read by the server's own classification and extraction (calibrated confidence,
 * cross-checks, masking), stored as the worker stores it: for tests of what a reading leads to.
 */
export async function insertUnderstoodDocument(
  db: Database,
  options: { practiceId: string; clientId: string; filename: string; recognised: RecognisedDocument },
): Promise<string> {
  const understood = await understandDocument(options.recognised, 'auto');
  const [row] = await db
    .insert(documents)
    .values({
      practiceId: options.practiceId,
      clientId: options.clientId,
      type: understood.type,
      filename: options.filename,
      storageKey: `documents/${options.practiceId}/${randomUUID()}`,
      mimeType: 'application/pdf',
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
      confidence: understood.confidence,
      classification: understood.classification,
      extractedData: understood.extractedData,
      pageCount: options.recognised.pages.length,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('The document was not inserted');
  return row.id;
}
