import { FileText, ImageIcon, Loader2, RotateCcw, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import type { UploadItem } from '../hooks/use-client-uploads';

/** The upload screen's files on their way: Uploading..., or why one failed with Retry and Remove. */
export function UploadQueue({
  uploads,
  onRetry,
  onRemove,
}: {
  uploads: UploadItem[];
  onRetry: (item: UploadItem) => void;
  onRemove: (item: UploadItem) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Uploads in progress" data-testid="upload-queue">
      {uploads.map((item) => (
        <li key={item.id} className="flex items-center gap-3 px-3 py-2 text-sm">
          {item.kind === 'pdf' ? (
            <FileText className="size-4 shrink-0 text-red-600" aria-hidden="true" />
          ) : (
            <ImageIcon className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{item.name}</span>
            {item.state === 'failed' ? (
              <span className="block text-destructive">{item.error}</span>
            ) : (
              <span className="block text-muted-foreground">{item.sizeText} · Uploading...</span>
            )}
          </span>
          {item.state === 'uploading' ? (
            <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Uploading" />
          ) : (
            <>
              {item.retryable !== false && (
                <Button variant="outline" size="sm" onClick={() => onRetry(item)}>
                  <RotateCcw aria-hidden="true" /> Retry
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove ${item.name}`}
                onClick={() => onRemove(item)}
              >
                <X aria-hidden="true" />
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
