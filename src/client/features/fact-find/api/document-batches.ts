import { useQuery } from '@tanstack/react-query';
import type {
  BatchClaimed,
  BatchClientCreated,
  BatchClientCreateRequest,
  BatchPicture,
  DocumentBatch,
  DocumentBatchList,
} from '@/shared/schemas/document-batch';
import { apiRequest } from '@/client/lib/api-client';

/** GET /api/document-batches: the practice's open batches, newest first, for /fact-find/new to choose from. */
export function useOpenBatches() {
  return useQuery<DocumentBatchList>({ queryKey: ['/api/document-batches'], refetchOnMount: 'always' });
}

/** GET /api/document-batches/:id: the batch, to tell an open one from one already a client's. */
export function useDocumentBatch(batchId: string) {
  return useQuery<DocumentBatch>({ queryKey: ['/api/document-batches', batchId], refetchOnMount: 'always' });
}

/** GET /api/document-batches/:id/picture: the new client's pre-filled Fact Find, worked out on the server. */
export function useBatchPicture(batchId: string, enabled: boolean) {
  return useQuery<BatchPicture>({
    queryKey: ['/api/document-batches', batchId, 'picture'],
    enabled,
    refetchOnMount: 'always',
  });
}

/** POST /api/document-batches/:id/client: the reviewed client made from the batch; tries share a key. */
export function createClientFromBatch(
  batchId: string,
  request: BatchClientCreateRequest,
  idempotencyKey: string,
): Promise<BatchClientCreated> {
  return apiRequest<BatchClientCreated>(
    'POST',
    `/api/document-batches/${encodeURIComponent(batchId)}/client`,
    request,
    { 'Idempotency-Key': idempotencyKey },
  );
}

/** POST /api/document-batches/:id/claim: the batch's documents become an existing client's. */
export function addBatchToClient(batchId: string, clientId: string): Promise<BatchClaimed> {
  return apiRequest<BatchClaimed>('POST', `/api/document-batches/${encodeURIComponent(batchId)}/claim`, {
    clientId,
  });
}
