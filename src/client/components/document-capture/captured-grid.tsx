import { FileText, ImageIcon, X } from 'lucide-react';
import { documentTypeLabels, documentTypes } from '@/shared/options';
import { formatFileSize } from '@/shared/format/file-size';
import { cn } from '@/client/lib/cn';
import { autoTypeLabel, type CapturedDocument } from '@/client/lib/captured-document';
import { fileKind } from '@/client/lib/file-rules';

const typeOptions = [
  { value: 'auto', label: autoTypeLabel },
  ...documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] })),
];

/** 'Captured Documents (n)': thumbnail (a PDF icon for PDFs), label, filename and remove. */
export function CapturedGrid({
  documents,
  onRemove,
  onTypeChange,
  disabled,
  forClient = false,
}: {
  documents: CapturedDocument[];
  onRemove: (id: string) => void;
  onTypeChange: (id: string, type: CapturedDocument['type']) => void;
  disabled?: boolean;
  /** The client's own page: 'Your photos', and no document type to choose (the adviser's system sets it). */
  forClient?: boolean;
}) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="captured-heading" className="space-y-3">
      <h3 id="captured-heading" className="font-semibold">
        {forClient ? `Your photos (${documents.length})` : `Captured Documents (${documents.length})`}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="captured-grid">
        {documents.map((document) => {
          const isPdf = fileKind(document.file) === 'pdf';
          return (
            <li
              key={document.id}
              className="group relative flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card shadow-xs"
              data-testid="captured-item"
            >
              <div className="relative flex aspect-[4/3] items-center justify-center bg-muted">
                {document.imageUrl ? (
                  <img
                    src={document.imageUrl}
                    alt={`Preview of ${document.filename}`}
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="flex flex-col items-center gap-1 text-muted-foreground">
                    {isPdf ? (
                      <FileText className="size-10 text-red-600" aria-hidden="true" />
                    ) : (
                      <ImageIcon className="size-10" aria-hidden="true" />
                    )}
                    <span className="text-xs font-semibold tracking-wide uppercase">
                      {isPdf ? 'PDF' : (document.filename.split('.').pop() ?? 'Image')}
                    </span>
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => onRemove(document.id)}
                  disabled={disabled}
                  aria-label={`Remove ${document.filename}`}
                  className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-slate-950/70 text-white shadow transition-colors hover:bg-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="space-y-1 p-2">
                {!forClient && (
                  <select
                    value={document.type}
                    disabled={disabled}
                    onChange={(event) =>
                      onTypeChange(document.id, event.target.value as CapturedDocument['type'])
                    }
                    aria-label={`Document type for ${document.filename}`}
                    className={cn(
                      'w-full truncate rounded-md border border-transparent bg-transparent py-0.5 text-sm font-medium outline-none',
                      'hover:border-input focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    )}
                  >
                    {typeOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
                <p className="truncate text-xs text-muted-foreground" title={document.filename}>
                  {document.filename}
                </p>
                <p className="text-xs text-muted-foreground">{formatFileSize(document.file.size)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
