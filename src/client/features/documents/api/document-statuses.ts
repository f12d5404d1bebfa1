import { limits } from '@/shared/options';
import type { DocumentStatus, DocumentStatuses } from '@/shared/schemas/document';

/**
 * GET /api/documents/status?ids=a,b,c, in requests of at most limits.statusIdsPerRequest ids (one request
 * for any screen's worth of documents). Statuses come back in the order asked; a document that no longer
 * exists (deleted meanwhile) is absent. A failed fetch throws 'Failed to fetch status: {status}'.
 */
export async function fetchDocumentStatuses(documentIds: readonly string[]): Promise<DocumentStatus[]> {
  const batches: string[][] = [];
  for (let start = 0; start < documentIds.length; start += limits.statusIdsPerRequest) {
    batches.push(documentIds.slice(start, start + limits.statusIdsPerRequest));
  }
  const answers = await Promise.all(
    batches.map(async (ids) => {
      const response = await fetch(`/api/documents/status?ids=${ids.map(encodeURIComponent).join(',')}`, {
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`Failed to fetch status: ${response.status}`);
      return ((await response.json()) as DocumentStatuses).documents;
    }),
  );
  return answers.flat();
}
