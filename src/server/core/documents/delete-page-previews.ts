import type { Storage } from '@/server/storage/storage';
import { pagePreviewKey } from './get-page-preview';

type PreviewedDocument = { id: string; practiceId: string; pageCount: number | null };

/** The storage keys a document's page pictures may have (one per read page). */
export function pagePreviewKeys(document: PreviewedDocument): string[] {
  return Array.from({ length: document.pageCount ?? 0 }, (_, index) =>
    pagePreviewKey(document.practiceId, document.id, index + 1),
  );
}

/** Removes a document's page pictures, whichever were made. */
export async function deletePagePreviews(storage: Storage, document: PreviewedDocument): Promise<void> {
  await Promise.all(pagePreviewKeys(document).map((key) => storage.delete(key)));
}
