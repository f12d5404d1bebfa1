import { and, eq } from 'drizzle-orm';
import { notFound, requireDocumentInPractice, type PracticeScope } from '@/server/db/practice-scope';
import { documentPages } from '@/server/db/schema';
import { renderPagePreviewOffThread } from '@/server/reading/recognise/render-page-preview-off-thread';
import type { Storage } from '@/server/storage/storage';
import type { PreviewFrame } from '@/server/reading/recognise/render-page-preview';
import type { RecognisedLine } from '@/server/reading/recognise/types';

/**
 * Where a page's preview is kept beside the original, so it is rendered once. The "-1" marks previews with
 * tax file numbers covered; those from before (no suffix) are never shown again, only deleted with their
 * document (pagePreviewKeys).
 */
export const pagePreviewKey = (practiceId: string, documentId: string, pageNumber: number) =>
  `previews/${practiceId}/${documentId}-${String(pageNumber).padStart(4, '0')}-1`;

/** The key previews had before tax file numbers were covered in them. */
export const uncoveredPagePreviewKey = (practiceId: string, documentId: string, pageNumber: number) =>
  `previews/${practiceId}/${documentId}-${String(pageNumber).padStart(4, '0')}`;

type PageScope = PracticeScope & { documentId: string; pageNumber: number };

/** The page's size as its word boxes are measured (GET /api/documents/:id/pages/:page). */
export async function getPageSize(
  scope: PageScope,
): Promise<{ pageNumber: number; width: number; height: number }> {
  const { page } = await readPageFrame(scope);
  return { pageNumber: scope.pageNumber, width: page.width, height: page.height };
}

/**
 * The boxes of the words redaction masked (a tax file number's digits, as stored: "***", "******028"): the
 * picture of the page covers them, so the number is no more readable in it than in the stored text.
 */
function maskedWordBoxes(lines: unknown): PreviewFrame['cover'] {
  return ((lines ?? []) as RecognisedLine[]).flatMap((line) =>
    (line.words ?? []).filter((word) => word.text.includes('*')).map((word) => word.box),
  );
}

/** A read page of a document of the practice: its size and the turn OCR gave it (404 otherwise). */
async function readPageFrame(scope: PageScope) {
  const document = await requireDocumentInPractice(scope, scope.documentId);
  const [page] = await scope.db
    .select({
      width: documentPages.width,
      height: documentPages.height,
      deskew: documentPages.deskew,
      lines: documentPages.lines,
    })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, document.id), eq(documentPages.pageNumber, scope.pageNumber)));
  if (!page) throw notFound('Record');
  return { document, page };
}

/**
 * A JPEG of one read page of a document of the practice (404 otherwise) in the frame of its word boxes,
 * rendered from the original on first view (on a worker thread), tax file numbers covered, and kept in
 * storage beside it.
 */
export async function getPagePreview(scope: PageScope & { storage: Storage }): Promise<Buffer> {
  const { document, page } = await readPageFrame(scope);
  const key = pagePreviewKey(scope.practiceId, document.id, scope.pageNumber);
  const cached = await scope.storage.get(key).catch(() => null);
  if (cached) return cached;
  const preview = await renderPagePreviewOffThread(
    await scope.storage.get(document.storageKey),
    scope.pageNumber,
    {
      width: page.width,
      height: page.height,
      deskew: page.deskew,
      cover: maskedWordBoxes(page.lines),
    },
  );
  if (!preview) throw notFound('Record');
  await scope.storage.put(key, preview, 'image/jpeg');
  return preview;
}
