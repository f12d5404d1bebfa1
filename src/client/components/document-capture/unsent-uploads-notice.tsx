import { Trash2, Upload } from 'lucide-react';
import { formatFileSize } from '@/shared/format/file-size';
import type { KeptUpload } from '@/client/lib/kept-uploads';
import { Button } from '@/client/components/ui/button';
import { Notice } from '@/client/components/notice';

/**
 * Files a reload or a closed tab interrupted before the server had them, kept in the browser: named, with
 * one action to send them all again and one to discard them.
 */
export function UnsentUploadsNotice({
  unsent,
  onSendAgain,
  onDiscard,
  busy = false,
}: {
  unsent: KeptUpload[];
  onSendAgain: () => void;
  onDiscard: () => void;
  /** Another upload is on its way: sending again waits for it. */
  busy?: boolean;
}) {
  if (unsent.length === 0) return null;
  const count = unsent.length;
  return (
    <Notice
      tone="warning"
      title={`${count} document${count === 1 ? '' : 's'} did not finish uploading`}
      data-testid="unsent-uploads"
    >
      <p>
        The page was left or reloaded while {count === 1 ? 'it was' : 'they were'} being sent. This browser
        kept {count === 1 ? 'it' : 'them'}:
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label="Documents not uploaded">
        {unsent.map((upload) => (
          <li key={upload.id} className="break-all">
            <span className="font-medium">{upload.file.name}</span>{' '}
            <span className="text-amber-900/80">({formatFileSize(upload.file.size)})</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onSendAgain} disabled={busy}>
          <Upload aria-hidden="true" /> Send {count === 1 ? 'it' : `all ${count}`} again
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard} disabled={busy}>
          <Trash2 aria-hidden="true" /> Discard
        </Button>
      </div>
    </Notice>
  );
}
