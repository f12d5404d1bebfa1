import { useUnsentUploads } from '@/client/hooks/use-unsent-uploads';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { limits } from '@/shared/options';
import type { DocumentSummary } from '@/shared/schemas/document';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { checkBulkFiles, type SkippedFile } from '@/client/lib/file-rules';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { forgetUploads, keepUploads } from '@/client/lib/kept-uploads';
import { toast } from '@/client/components/ui/use-toast';
import { useWarnBeforeLeaving } from '@/client/hooks/use-warn-before-leaving';
import { refreshDocumentLists } from '../api/document-queries';
import { processDocuments } from '../api/process-documents';

export type BulkFile = { id: string; file: File };

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

function announceSkipped(check: ReturnType<typeof checkBulkFiles>) {
  if (check.tooLarge > 0) {
    toast({
      variant: 'destructive',
      title: 'Files Too Large',
      description: `${check.tooLarge} file(s) exceed the 10MB limit and were ignored.`,
    });
  } else if (check.unsupported > 0) {
    toast({
      variant: 'destructive',
      title: 'Unsupported Files',
      description: 'Only images and PDF files are supported. Some files were ignored.',
    });
  }
}

/**
 * Bulk upload's state: the files chosen, sent ten to a request (the server's limit); if a request fails,
 * the files not yet sent stay in the list. While they are sent they are kept in the browser under the
 * client (lib/kept-uploads.ts) and leaving asks first: a reload in the middle lists them to send again.
 */
export function useBulkUpload(clientId: string | null, onUploaded: (documents: DocumentSummary[]) => void) {
  const queryClient = useQueryClient();
  const scope = clientId ? `bulk:${clientId}` : null;
  const [files, setFiles] = useState<BulkFile[]>([]);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [unsent, setUnsent] = useUnsentUploads(scope);
  useWarnBeforeLeaving(uploading);

  const addFiles = (chosen: File[]) => {
    const check = checkBulkFiles(chosen);
    setSkipped(check.skipped);
    setProblem(null);
    announceSkipped(check);
    setFiles((current) => [...current, ...check.accepted.map((file) => ({ id: newIdempotencyKey(), file }))]);
  };

  const upload = async (toSend: BulkFile[] = files) => {
    if (!clientId || !scope) {
      toast({
        variant: 'destructive',
        title: 'No Client Selected',
        description: 'Please select a client before uploading documents.',
      });
      return;
    }
    if (toSend.length === 0) {
      toast({ title: 'No Files', description: 'Please add files before uploading.' });
      return;
    }
    setUploading(true);
    setProblem(null);
    const uploaded: DocumentSummary[] = [];
    let remaining = toSend;
    try {
      await keepUploads(toSend.map(({ id, file }) => ({ id, file, scope, idempotencyKey: '' })));
      for (const batch of chunks(toSend, limits.maxFilesPerRequest)) {
        const created = await processDocuments({
          files: batch.map((item) => item.file),
          types: batch.map(() => 'auto'),
          clientId,
          source: 'bulk',
        });
        await forgetUploads(batch.map((item) => item.id));
        uploaded.push(...created.documents);
        remaining = remaining.slice(batch.length);
      }
      toast({
        title: `${uploaded.length} documents uploaded and processing started. AI will automatically identify document types.`,
      });
    } catch (error) {
      console.error('Bulk upload failed', error);
      const description =
        error instanceof ApiError
          ? serverMessage(error, `HTTP error! status: ${error.status}`)
          : serverMessage(error, 'Upload failed');
      toast({ variant: 'destructive', title: 'Upload Failed', description });
      setProblem(description);
    } finally {
      setFiles(remaining);
      setUploading(false);
      void refreshDocumentLists(queryClient, clientId);
    }
    if (uploaded.length > 0) onUploaded(uploaded);
  };

  const sendUnsentAgain = () => {
    const restored = unsent.map(({ id, file }) => ({ id, file }));
    setUnsent([]);
    const all = [...files, ...restored];
    setFiles(all);
    void upload(all);
  };

  const discardUnsent = () => {
    void forgetUploads(unsent.map((upload) => upload.id));
    setUnsent([]);
  };

  return {
    files,
    remove: (id: string) => {
      setFiles((current) => current.filter((file) => file.id !== id));
      void forgetUploads([id]);
    },
    skipped,
    clearSkipped: () => setSkipped([]),
    uploading,
    problem,
    clearProblem: () => setProblem(null),
    addFiles,
    upload: () => void upload(),
    unsent,
    sendUnsentAgain,
    discardUnsent,
  };
}
