import { useUnsentUploads } from '@/client/hooks/use-unsent-uploads';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatFileSize } from '@/shared/format/file-size';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { checkUploadScreenFiles, fileKind, type FileKind, type SkippedFile } from '@/client/lib/file-rules';
import { forgetUploads, keepUploads } from '@/client/lib/kept-uploads';
import { toast } from '@/client/components/ui/use-toast';
import { useWarnBeforeLeaving } from '@/client/hooks/use-warn-before-leaving';
import { refreshDocumentLists } from '../api/document-queries';
import { uploadClientDocument } from '../api/upload-client-document';

/** Upload-list item (specification section 3): a local id, the file, its name, size text and kind. */
export type UploadItem = {
  /** Unique across reloads: the file's key in the browser's store of files not yet arrived. */
  id: string;
  /** The same for the file's Retry: an upload whose answer was lost is not recorded twice. */
  idempotencyKey: string;
  file: File;
  name: string;
  sizeText: string;
  kind: FileKind;
  state: 'uploading' | 'failed';
  error?: string;
  /** False when the server refused the file itself (its type or size): sending it again can only fail. */
  retryable?: boolean;
};

const toItem = (file: File, id = newIdempotencyKey(), idempotencyKey = newIdempotencyKey()): UploadItem => ({
  id,
  idempotencyKey,
  file,
  name: file.name,
  sizeText: formatFileSize(file.size),
  kind: fileKind(file),
  state: 'uploading',
});

/**
 * The upload screen's uploads: each file is kept in the browser (lib/kept-uploads.ts) before it is sent and
 * forgotten once the server has it, and leaving the page while any is on its way asks first. Files a reload
 * or a closed tab interrupted come back as `unsent`, to send again or discard: none is lost silently.
 */
export function useClientUploads(clientId: string, onSent: () => void) {
  const queryClient = useQueryClient();
  const scope = `client:${clientId}`;
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const ownIds = useRef(new Set<string>());
  const [unsent, setUnsent] = useUnsentUploads(scope, (upload) => ownIds.current.has(upload.id));

  useWarnBeforeLeaving(uploads.some((item) => item.state === 'uploading'));

  const uploadOne = async (item: UploadItem): Promise<boolean> => {
    try {
      await uploadClientDocument({ clientId, file: item.file, idempotencyKey: item.idempotencyKey });
      await forgetUploads([item.id]);
      setUploads((current) => current.filter((upload) => upload.id !== item.id));
      // Each document joins the list as it arrives, not when the last one has.
      void refreshDocumentLists(queryClient, clientId);
      return true;
    } catch (error) {
      console.error('Upload failed', error);
      const reason = serverMessage(error, 'Upload failed');
      const retryable = !(error instanceof ApiError && (error.status === 413 || error.status === 415));
      // The server refused the file itself: it is not kept for sending again (the list still says why).
      if (!retryable) await forgetUploads([item.id]);
      setUploads((current) =>
        current.map((upload) =>
          upload.id === item.id ? { ...upload, state: 'failed', error: reason, retryable } : upload,
        ),
      );
      return false;
    }
  };

  const uploadAll = async (items: UploadItem[]) => {
    for (const item of items) ownIds.current.add(item.id);
    setUploads((current) => [...items.filter((item) => !current.some((c) => c.id === item.id)), ...current]);
    await keepUploads(items.map(({ id, idempotencyKey, file }) => ({ id, idempotencyKey, file, scope })));
    const results: boolean[] = [];
    for (const item of items) results.push(await uploadOne(item));
    onSent();
    await refreshDocumentLists(queryClient, clientId);
    const uploaded = results.filter(Boolean).length;
    if (uploaded < items.length) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to upload document. Please try again.',
      });
    } else if (uploaded === 1) {
      toast({ title: 'Document uploaded and processing started' });
    } else {
      toast({
        title: `${uploaded} documents uploaded and processing started. AI will automatically identify document types.`,
      });
    }
  };

  const addFiles = (files: File[]) => {
    const check = checkUploadScreenFiles(files);
    setSkipped(check.skipped);
    if (check.skipped.length > 0) console.warn('Files skipped', check.skipped);
    if (check.accepted.length > 0) void uploadAll(check.accepted.map((file) => toItem(file)));
  };

  const retryUpload = (item: UploadItem) => {
    const again: UploadItem = { ...item, state: 'uploading', error: undefined };
    setUploads((current) => current.map((upload) => (upload.id === item.id ? again : upload)));
    void uploadAll([again]);
  };

  const removeUpload = (item: UploadItem) => {
    setUploads((current) => current.filter((upload) => upload.id !== item.id));
    void forgetUploads([item.id]);
  };

  const sendUnsentAgain = () => {
    const items = unsent.map((upload) => toItem(upload.file, upload.id, upload.idempotencyKey));
    setUnsent([]);
    void uploadAll(items);
  };

  const discardUnsent = () => {
    void forgetUploads(unsent.map((upload) => upload.id));
    setUnsent([]);
  };

  return {
    uploads,
    skipped,
    clearSkipped: () => setSkipped([]),
    unsent,
    addFiles,
    retryUpload,
    removeUpload,
    sendUnsentAgain,
    discardUnsent,
  };
}
