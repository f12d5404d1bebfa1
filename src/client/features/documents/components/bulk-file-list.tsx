import { FileText, ImageIcon, X } from 'lucide-react';
import { formatFileSize } from '@/shared/format/file-size';
import { fileKind } from '@/client/lib/file-rules';
import { Button } from '@/client/components/ui/button';
import type { BulkFile } from '../hooks/use-bulk-upload';

/** Bulk upload's files to send, each with its size and a remove button. */
export function BulkFileList({
  files,
  disabled,
  onRemove,
}: {
  files: BulkFile[];
  disabled: boolean;
  onRemove: (id: string) => void;
}) {
  if (files.length === 0) return null;
  return (
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
            disabled={disabled}
            aria-label={`Remove ${item.file.name}`}
            onClick={() => onRemove(item.id)}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
