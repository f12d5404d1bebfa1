import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documentPages, documents } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import type { AiExtractionProvider } from './ai/ai-extraction-provider';
import type { OcrEngine } from './recognise/ocr-engine';
import type { RecognisedDocument, RecognisedPage } from './recognise/types';
import { loadPracticeModel, readByName } from './practice/load-practice-model';
import { recognisedPageFromRow } from './recognise/page-from-row';
import { documentOutcome } from './nothing-readable';
import { readDocument } from './read-document';
import { understandDocument } from './understand-document';

export type ProcessingDeps = { db: Database; storage: Storage; ocr: OcrEngine; ai?: AiExtractionProvider };

/**
 * Reads one document and records what it says. Two steps, each recorded as it ends, so running the job
 * again (after a crash or a retry) redoes only what did not finish: ocr (text, page by page) then parse
 * (type, confidence, extracted facts, and whether anything was readable at all: nothing-readable.ts), with
 * the practice's promoted model when it has one (recorded in read_by).
 */
export async function processDocument(deps: ProcessingDeps, documentId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!row) return; // deleted while queued
  if (row.ocrStatus === 'completed' && row.parseStatus === 'completed') return;

  const recognised =
    row.ocrStatus === 'completed' ? await loadPages(db, documentId) : await runOcr(deps, row);

  await db.update(documents).set({ parseStatus: 'processing' }).where(eq(documents.id, documentId));
  // The practice's own promoted model (decision 033), never another practice's.
  const practice = await loadPracticeModel(db, row.practiceId);
  const understood = await understandDocument(recognised, row.requestedType, deps.ai, undefined, practice);
  await db
    .update(documents)
    .set({
      type: understood.type,
      confidence: understood.confidence,
      classification: understood.classification,
      extractedData: understood.extractedData,
      outcome: documentOutcome(recognised, understood),
      readBy: readByName(practice),
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
  const recognised = await readDocument({ bytes: await storage.get(row.storageKey), ocr });
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
          deskew: page.deskew ?? null,
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
  const pages: RecognisedPage[] = rows.map(recognisedPageFromRow);
  return { mimeType: '', pages, elapsedMs: 0 };
}
