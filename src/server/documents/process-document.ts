import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentPages, documents } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import type { OcrEngine } from './recognise/ocr-engine';
import { recogniseDocument } from './recognise/recognise-document';
import { RecognitionError } from './recognise/recognition-error';
import type { RecognisedDocument, RecognisedPage } from './recognise/types';
import { redactTaxFileNumbers } from './redact-tax-file-numbers';
import { understandDocument } from './understand-document';

export type ProcessingDeps = { db: Database; storage: Storage; ocr: OcrEngine };

/**
 * Reads one document and records what it says. Two steps, each recorded as it ends, so running the job
 * again (after a crash or a retry) redoes only what did not finish: ocr (text, page by page) then parse
 * (type, confidence, extracted facts).
 */
export async function processDocument(deps: ProcessingDeps, documentId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!row) return; // deleted while queued
  if (row.ocrStatus === 'completed' && row.parseStatus === 'completed') return;

  const recognised =
    row.ocrStatus === 'completed' ? await loadPages(db, documentId) : await runOcr(deps, row);

  await db.update(documents).set({ parseStatus: 'processing' }).where(eq(documents.id, documentId));
  const understood = understandDocument(recognised, row.requestedType);
  await db
    .update(documents)
    .set({
      type: understood.type,
      confidence: understood.confidence,
      classification: understood.classification,
      extractedData: understood.extractedData,
      parseStatus: 'completed',
      error: null,
      processedAt: new Date(),
    })
    .where(eq(documents.id, documentId));
}

async function runOcr(
  { db, storage, ocr }: ProcessingDeps,
  row: typeof documents.$inferSelect,
): Promise<RecognisedDocument> {
  await db
    .update(documents)
    .set({ ocrStatus: 'processing', attempts: sql`${documents.attempts} + 1` })
    .where(eq(documents.id, row.id));
  const bytes = await storage.get(row.storageKey);
  if (bytes.length === 0) throw new RecognitionError('damaged', 'The file is empty. Please upload it again.');
  const recognised = redactTaxFileNumbers(
    await recogniseDocument({ bytes, mimeType: row.mimeType ?? '', ocr }),
  );
  await db.transaction(async (transaction) => {
    await transaction.delete(documentPages).where(eq(documentPages.documentId, row.id));
    if (recognised.pages.length > 0) {
      await transaction.insert(documentPages).values(
        recognised.pages.map((page) => ({
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
    }
    await transaction
      .update(documents)
      .set({ ocrStatus: 'completed', pageCount: recognised.pages.length })
      .where(eq(documents.id, row.id));
  });
  return recognised;
}

async function loadPages(db: Database, documentId: string): Promise<RecognisedDocument> {
  const rows = await db
    .select()
    .from(documentPages)
    .where(eq(documentPages.documentId, documentId))
    .orderBy(documentPages.pageNumber);
  const pages: RecognisedPage[] = rows.map((page) => ({
    pageNumber: page.pageNumber,
    width: page.width,
    height: page.height,
    source: page.source === 'ocr' ? 'ocr' : 'text-layer',
    text: page.text,
    lines: page.lines as RecognisedPage['lines'],
    confidence: page.confidence,
  }));
  return { mimeType: '', pages, elapsedMs: 0 };
}
