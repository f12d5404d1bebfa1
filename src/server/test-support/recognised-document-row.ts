import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/connection';
import { documentPages, documents } from '@/server/db/schema';
import type { OcrEngine } from '@/server/reading/recognise/ocr-engine';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { processDocument } from '@/server/reading/process-document';
import type { Storage } from '@/server/storage/storage';

/** Its text is already recognised, so reading never asks the engine. */
const noOcr: OcrEngine = {
  concurrency: 1,
  recognise: () => Promise.reject(new Error('This test document is already recognised')),
  close: async () => undefined,
};

/**
 * A document whose text was recognised (pages stored, OCR completed) and that is then read by the worker's
 * own processDocument: classification, extraction and the practice's model, as a real upload would be.
 */
export async function readRecognisedDocument(
  { db, storage }: { db: Database; storage: Storage },
  options: {
    practiceId: string;
    recognised: RecognisedDocument;
    requestedType?: string;
    filename?: string;
    clientId?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(documents)
    .values({
      practiceId: options.practiceId,
      clientId: options.clientId ?? null,
      type: 'auto',
      requestedType: options.requestedType ?? 'auto',
      filename: options.filename ?? 'statement.pdf',
      storageKey: `documents/${options.practiceId}/${randomUUID()}`,
      mimeType: 'application/pdf',
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'pending',
      pageCount: options.recognised.pages.length,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('The document was not inserted');
  await db.insert(documentPages).values(
    options.recognised.pages.map((page) => ({
      documentId: row.id,
      pageNumber: page.pageNumber,
      source: page.source,
      width: Math.round(page.width),
      height: Math.round(page.height),
      confidence: Math.round(page.confidence * 100) / 100,
      text: page.text,
      lines: page.lines,
    })),
  );
  await processDocument({ db, storage, ocr: noOcr }, row.id);
  return row.id;
}
