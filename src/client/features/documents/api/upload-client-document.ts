import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/schemas/document';
import { sendUpload } from '@/client/lib/send-upload';
import { refreshDocumentLists } from './document-queries';

type UploadClientDocument = {
  clientId: string;
  file: File;
  /** Kept with the file on the screen, so its Retry is recognised as the same upload. */
  idempotencyKey?: string;
};

/** POST /api/clients/:clientId/documents (multipart: file, type unknown, source upload). */
export function uploadClientDocument({
  clientId,
  file,
  idempotencyKey,
}: UploadClientDocument): Promise<DocumentSummary> {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('type', 'unknown');
  body.append('source', 'upload');
  return sendUpload<DocumentSummary>(
    `/api/clients/${encodeURIComponent(clientId)}/documents`,
    body,
    idempotencyKey,
  );
}

export function useUploadClientDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientDocument,
    onSettled: (_document, _error, { clientId }) => refreshDocumentLists(queryClient, clientId),
  });
}
