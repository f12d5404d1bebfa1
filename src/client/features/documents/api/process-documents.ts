import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '@/shared/options';
import type { DocumentSummary } from '@/shared/schemas/document';
import { sendUpload } from '@/client/lib/send-upload';
import { refreshDocumentLists } from './document-queries';

export type ProcessDocumentsRequest = {
  files: File[];
  /** One per file: a type code, or 'auto' to let classification decide. */
  types: (DocumentType | 'auto')[];
  /** A client's id, or 'new' for documents-first work. */
  clientId: string;
  source: 'upload' | 'camera' | 'bulk';
  extractClientInfo?: boolean;
  /** Documents first (client 'new'): the open batch the files join; without it they start a new one. */
  batchId?: string | null;
};

/** The documents made, and (documents first) the batch they are in. */
export type ProcessedUpload = { documents: DocumentSummary[]; batchId: string | null };

/**
 * POST /api/documents/process (multipart: repeated documents, clientId, documentTypes as a JSON list,
 * source, extractClientInfo, batchId): stores the originals and queues their reading.
 */
export async function processDocuments(request: ProcessDocumentsRequest): Promise<ProcessedUpload> {
  const body = new FormData();
  for (const file of request.files) body.append('documents', file, file.name);
  body.append('clientId', request.clientId);
  body.append('documentTypes', JSON.stringify(request.types));
  body.append('source', request.source);
  if (request.extractClientInfo) body.append('extractClientInfo', 'true');
  if (request.batchId) body.append('batchId', request.batchId);
  const response = await sendUpload<ProcessedUpload>('/api/documents/process', body);
  return { documents: response.documents, batchId: response.batchId ?? null };
}

export function useProcessDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDocuments,
    onSettled: async (_upload, _error, request) => {
      await refreshDocumentLists(queryClient, request.clientId === 'new' ? null : request.clientId);
      if (request.clientId === 'new')
        await queryClient.invalidateQueries({ queryKey: ['/api/document-batches'] });
    },
  });
}
