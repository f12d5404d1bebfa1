import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/schemas/document';
import { apiRequest } from '@/client/lib/api-client';
import { refreshDocumentLists } from './document-queries';

type UploadClientDocument = { clientId: string; file: File };

/** POST /api/clients/:clientId/documents (multipart: file, type unknown, source upload). */
export function uploadClientDocument({ clientId, file }: UploadClientDocument): Promise<DocumentSummary> {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('type', 'unknown');
  body.append('source', 'upload');
  return apiRequest<DocumentSummary>('POST', `/api/clients/${encodeURIComponent(clientId)}/documents`, body);
}

export function useUploadClientDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientDocument,
    onSettled: (_document, _error, { clientId }) => refreshDocumentLists(queryClient, clientId),
  });
}
