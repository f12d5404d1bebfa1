import type { SkippedFile } from '@/client/lib/file-rules';
import { Notice } from '@/client/components/notice';

/** Which files were left out and why, until the adviser dismisses it or adds files again. */
export function SkippedFilesNotice({
  skipped,
  onDismiss,
}: {
  skipped: SkippedFile[];
  onDismiss: () => void;
}) {
  if (skipped.length === 0) return null;
  return (
    <Notice
      tone="warning"
      title={`${skipped.length} file${skipped.length === 1 ? ' was' : 's were'} not added`}
      onDismiss={onDismiss}
      data-testid="skipped-files"
    >
      <ul className="space-y-0.5">
        {skipped.map((file, index) => (
          <li key={`${file.name}-${index}`} className="break-words">
            <span className="font-medium">{file.name}</span>: {file.reason}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
