import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { DocumentStatus } from '@/shared/schemas/document';
import { Progress } from '@/client/components/ui/progress';
import { isDocumentComplete } from '../lib/document-progress';

/** A progress bar with its percentage and one row per document with its badge or status text. */
export function ProcessingList({
  statuses,
  progress,
  pendingNames,
  renderStatus,
}: {
  statuses: DocumentStatus[];
  progress: number;
  /** Filenames to show before the first status arrives. */
  pendingNames: string[];
  renderStatus: (status: DocumentStatus | null) => ReactNode;
}) {
  const complete = statuses.filter(isDocumentComplete).length;
  const rows: { key: string; filename: string; status: DocumentStatus | null }[] =
    statuses.length > 0
      ? statuses.map((status) => ({ key: status.id, filename: status.filename, status }))
      : pendingNames.map((filename, index) => ({ key: `${filename}-${index}`, filename, status: null }));
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">Overall progress</span>
          <span className="tabular-nums text-muted-foreground" data-testid="processing-percent">
            {progress}%
          </span>
        </div>
        <Progress value={progress} className="h-3" aria-label={`Processing ${progress}% complete`} />
        <p className="text-xs text-muted-foreground">
          {complete} of {rows.length} document{rows.length === 1 ? '' : 's'} read
        </p>
      </div>
      <ul className="divide-y rounded-lg border" data-testid="processing-list">
        {rows.map((row) => (
          <li
            key={row.key}
            className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:px-4"
            data-testid="processing-item"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium" title={row.filename}>
                  {row.filename}
                </p>
                {row.status?.error && <p className="text-xs text-destructive">{row.status.error}</p>}
              </div>
            </div>
            <div className="pl-7 sm:pl-0">{renderStatus(row.status)}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
