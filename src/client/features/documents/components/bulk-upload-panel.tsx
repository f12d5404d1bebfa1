import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, ImageIcon, Loader2, Upload, X } from 'lucide-react';
import { limits } from '@/shared/options';
import { formatFileSize } from '@/shared/format/file-size';
import type { DocumentSummary } from '@/shared/schemas/document';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { refreshDocumentLists } from '../api/document-queries';
import { processDocuments } from '../api/process-documents';
import { checkBulkFiles, fileKind, imageOrPdfAccept, type SkippedFile } from '@/client/lib/file-rules';
import { DropZone } from '@/client/components/document-capture/drop-zone';
import { Notice } from '@/client/components/notice';
import { SkippedFilesNotice } from '@/client/components/document-capture/skipped-files-notice';

type BulkFile = { id: string; file: File };
let bulkSequence = 0;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/**
 * Bulk upload: many images and PDFs at once, each identified by the AI. Sent ten to a request (the server's
 * limit); if a request fails, the files not yet sent stay in the list.
 */
export function BulkUploadPanel({
  clientId,
  onUploaded,
}: {
  clientId: string | null;
  onUploaded: (documents: DocumentSummary[]) => void;
}) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<BulkFile[]>([]);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const addFiles = (chosen: File[]) => {
    const check = checkBulkFiles(chosen);
    setSkipped(check.skipped);
    setProblem(null);
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
    setFiles((current) => [
      ...current,
      ...check.accepted.map((file) => ({ id: `bulk-${++bulkSequence}`, file })),
    ]);
  };

  const upload = async () => {
    if (!clientId) {
      toast({
        variant: 'destructive',
        title: 'No Client Selected',
        description: 'Please select a client before uploading documents.',
      });
      return;
    }
    if (files.length === 0) {
      toast({ title: 'No Files', description: 'Please add files before uploading.' });
      return;
    }
    setUploading(true);
    setProblem(null);
    const uploaded: DocumentSummary[] = [];
    let remaining = files;
    try {
      for (const batch of chunks(files, limits.maxFilesPerRequest)) {
        const created = await processDocuments({
          files: batch.map((item) => item.file),
          types: batch.map(() => 'auto'),
          clientId,
          source: 'bulk',
        });
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

  const totalSize = files.reduce((sum, item) => sum + item.file.size, 0);
  return (
    <div className="space-y-4" data-testid="bulk-upload">
      <DropZone
        accept={imageOrPdfAccept}
        onFiles={addFiles}
        disabled={uploading}
        label="Drop files for bulk upload or click to browse"
        inputTestId="bulk-file-input"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm">
          <Upload className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <p className="font-medium">Add a whole folder of documents</p>
          <p className="text-sm text-muted-foreground">
            Images and PDFs, up to {formatFileSize(limits.maxFileBytes)} each. The AI works out what each one
            is.
          </p>
        </div>
      </DropZone>
      <SkippedFilesNotice skipped={skipped} onDismiss={() => setSkipped([])} />
      {files.length > 0 && (
        <ul
          className="max-h-72 divide-y overflow-y-auto rounded-lg border"
          aria-label="Files to upload"
          data-testid="bulk-files"
        >
          {files.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              {fileKind(item.file) === 'pdf' ? (
                <FileText className="size-4 shrink-0 text-red-600" aria-hidden="true" />
              ) : (
                <ImageIcon className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1 truncate">{item.file.name}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {formatFileSize(item.file.size)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={uploading}
                aria-label={`Remove ${item.file.name}`}
                onClick={() => setFiles((current) => current.filter((file) => file.id !== item.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <Notice tone="error" title="Upload failed" onDismiss={() => setProblem(null)}>
          <p>{problem}</p>
        </Notice>
      )}
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {files.length === 0
            ? 'No files added yet.'
            : `${files.length} file${files.length === 1 ? '' : 's'}, ${formatFileSize(totalSize)} in all`}
        </p>
        <Button size="lg" onClick={() => void upload()} disabled={uploading} data-testid="bulk-upload-button">
          {uploading ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" /> Uploading...
            </>
          ) : (
            <>
              <Upload aria-hidden="true" /> Upload {files.length > 0 ? `${files.length} ` : ''}File
              {files.length === 1 ? '' : 's'}
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
