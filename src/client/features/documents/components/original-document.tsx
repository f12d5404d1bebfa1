import { ExternalLink } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** The original file beside what was read from it: PDFs in a frame, images as pictures, HEIC as a link. */
export function OriginalDocument({
  documentId,
  filename,
  mimeType,
}: {
  documentId: string;
  filename: string;
  mimeType: string | null;
}) {
  const url = `/api/documents/${documentId}/file`;
  const isPdf = mimeType === 'application/pdf';
  const isDrawable = mimeType === 'image/jpeg' || mimeType === 'image/png';
  return (
    <div
      className="flex h-[400px] flex-col overflow-hidden rounded-lg border bg-muted"
      data-testid="original-document"
    >
      <div className="flex items-center justify-between gap-2 border-b bg-card px-3 py-1.5">
        <span className="truncate text-xs font-medium text-muted-foreground">Original: {filename}</span>
        <Button asChild variant="ghost" size="sm" className="h-7">
          <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${filename} in a new tab`}>
            <ExternalLink aria-hidden="true" /> Open
          </a>
        </Button>
      </div>
      {isPdf ? (
        <iframe src={url} title={`Original of ${filename}`} className="min-h-0 flex-1 bg-white" />
      ) : isDrawable ? (
        <div className="min-h-0 flex-1 overflow-auto">
          <img src={url} alt={`Original of ${filename}`} className="mx-auto max-w-full" />
        </div>
      ) : (
        <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
          This file type cannot be shown here. Use Open to view it.
        </div>
      )}
    </div>
  );
}
