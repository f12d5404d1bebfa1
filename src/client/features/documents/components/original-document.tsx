import { Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/**
 * The original file beside what was read from it. A PDF or HEIC is shown as pictures of its pages, made on
 * the server, so the browser never runs an uploaded PDF (which can carry JavaScript); photos are shown as
 * they are. Download saves the file itself.
 */
export function OriginalDocument({
  documentId,
  filename,
  mimeType,
  pageCount,
}: {
  documentId: string;
  filename: string;
  mimeType: string | null;
  pageCount: number | null;
}) {
  const url = `/api/documents/${documentId}/file`;
  const isPhoto = mimeType === 'image/jpeg' || mimeType === 'image/png';
  const pages = Array.from({ length: pageCount ?? 0 }, (_, index) => index + 1);
  return (
    <div
      className="flex h-[400px] flex-col overflow-hidden rounded-lg border bg-muted"
      data-testid="original-document"
    >
      <div className="flex items-center justify-between gap-2 border-b bg-card px-3 py-1.5">
        <span className="truncate text-xs font-medium text-muted-foreground">Original: {filename}</span>
        <Button asChild variant="ghost" size="sm" className="h-7">
          <a href={`${url}?download=1`} download={filename} aria-label={`Download ${filename}`}>
            <Download aria-hidden="true" /> Download
          </a>
        </Button>
      </div>
      {isPhoto ? (
        <div
          className="min-h-0 flex-1 overflow-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-label={`Original: ${filename}`}
          tabIndex={0}
        >
          <img src={url} alt={`Original of ${filename}`} className="mx-auto max-w-full" />
        </div>
      ) : pages.length > 0 ? (
        <div
          className="min-h-0 flex-1 space-y-3 overflow-auto p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-label={`Original: ${filename}`}
          tabIndex={0}
        >
          {pages.map((page) => (
            <img
              key={page}
              src={`/api/documents/${documentId}/pages/${page}/image`}
              alt={`Page ${page} of ${filename}`}
              loading="lazy"
              className="mx-auto max-w-full bg-white shadow-sm"
            />
          ))}
        </div>
      ) : (
        <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
          This document has not been read yet, so its pages cannot be shown. Use Download to open the file.
        </div>
      )}
    </div>
  );
}
