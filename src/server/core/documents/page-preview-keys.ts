import { pagePreviewKey } from './get-page-preview';

type PreviewedDocument = { id: string; practiceId: string; pageCount: number | null };

/** The storage keys a document's page pictures may have (one per read page). */
export function pagePreviewKeys(document: PreviewedDocument): string[] {
  return Array.from({ length: document.pageCount ?? 0 }, (_, index) =>
    pagePreviewKey(document.practiceId, document.id, index + 1),
  );
}
