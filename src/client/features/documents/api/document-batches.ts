import { useQuery } from '@tanstack/react-query';
import type { DocumentBatch, DocumentBatchList } from '@/shared/schemas/document-batch';

/** GET /api/document-batches/:id: a documents-first run as the server keeps it (fetched afresh on each visit). */
export function useDocumentBatch(batchId: string | null) {
  return useQuery<DocumentBatch>({
    queryKey: ['/api/document-batches', batchId],
    enabled: Boolean(batchId),
    refetchOnMount: 'always',
  });
}

/** GET /api/document-batches: the practice's open batches, newest first. */
export function useOpenBatches(enabled = true) {
  return useQuery<DocumentBatchList>({
    queryKey: ['/api/document-batches'],
    enabled,
    refetchOnMount: 'always',
  });
}
