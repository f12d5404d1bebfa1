import { Loader2, Upload } from 'lucide-react';
import { limits } from '@/shared/options';
import { formatFileSize } from '@/shared/format/file-size';
import type { DocumentSummary } from '@/shared/schemas/document';
import { imageOrPdfAccept } from '@/client/lib/file-rules';
import { Button } from '@/client/components/ui/button';
import { DropZone } from '@/client/components/document-capture/drop-zone';
import { Notice } from '@/client/components/notice';
import { SkippedFilesNotice } from '@/client/components/document-capture/skipped-files-notice';
import { UnsentUploadsNotice } from '@/client/components/document-capture/unsent-uploads-notice';
import { useBulkUpload } from '../hooks/use-bulk-upload';
import { BulkFileList } from './bulk-file-list';

/**
 * Bulk upload: many images and PDFs at once, each identified by the AI (hooks/use-bulk-upload.ts sends them
 * ten to a request and keeps them in the browser until the server has them).
 */
export function BulkUploadPanel({
  clientId,
  onUploaded,
}: {
  clientId: string | null;
  onUploaded: (documents: DocumentSummary[]) => void;
}) {
  const bulk = useBulkUpload(clientId, onUploaded);
  const { files, uploading } = bulk;
  const totalSize = files.reduce((sum, item) => sum + item.file.size, 0);
  return (
    <div className="space-y-4" data-testid="bulk-upload">
      <UnsentUploadsNotice
        unsent={bulk.unsent}
        onSendAgain={bulk.sendUnsentAgain}
        onDiscard={bulk.discardUnsent}
        busy={uploading}
      />
      <DropZone
        accept={imageOrPdfAccept}
        onFiles={bulk.addFiles}
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
      <SkippedFilesNotice skipped={bulk.skipped} onDismiss={bulk.clearSkipped} />
      <BulkFileList files={files} disabled={uploading} onRemove={bulk.remove} />
      {bulk.problem && (
        <Notice tone="error" title="Upload failed" onDismiss={bulk.clearProblem}>
          <p>{bulk.problem}</p>
        </Notice>
      )}
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {files.length === 0
            ? 'No files added yet.'
            : `${files.length} file${files.length === 1 ? '' : 's'}, ${formatFileSize(totalSize)} in all`}
        </p>
        <Button size="lg" onClick={bulk.upload} disabled={uploading} data-testid="bulk-upload-button">
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
