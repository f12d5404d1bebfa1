import { pagePreviewKey, uncoveredPagePreviewKey } from './get-page-preview';

type PreviewedDocument = { id: string; practiceId: string; pageCount: number | null };

/** The storage keys a document's page pictures may have (per read page: today's, and one from before). */
export function pagePreviewKeys(document: PreviewedDocument): string[] {
  return Array.from({ length: document.pageCount ?? 0 }, (_, index) => [
    pagePreviewKey(document.practiceId, document.id, index + 1),
    uncoveredPagePreviewKey(document.practiceId, document.id, index + 1),
  ]).flat();
}
