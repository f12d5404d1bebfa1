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
};

/**
 * POST /api/documents/process (multipart: repeated documents, clientId, documentTypes as a JSON list,
 * source, extractClientInfo): stores the originals and queues their reading.
 */
export async function processDocuments(request: ProcessDocumentsRequest): Promise<DocumentSummary[]> {
  const body = new FormData();
  for (const file of request.files) body.append('documents', file, file.name);
  body.append('clientId', request.clientId);
  body.append('documentTypes', JSON.stringify(request.types));
  body.append('source', request.source);
  if (request.extractClientInfo) body.append('extractClientInfo', 'true');
  const response = await sendUpload<{ documents: DocumentSummary[] }>('/api/documents/process', body);
  return response.documents;
}

export function useProcessDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDocuments,
    onSettled: (_documents, _error, request) =>
      refreshDocumentLists(queryClient, request.clientId === 'new' ? null : request.clientId),
  });
}
