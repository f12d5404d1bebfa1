import { Loader2, ScanLine, Send } from 'lucide-react';
import { limits } from '@/shared/options';
import { Button } from '@/client/components/ui/button';

/** How many are ready, and 'Process Documents (n)' ('Send n photos' on the client's own page). */
export function CaptureFooter({
  count,
  uploading,
  forClient,
  onProcess,
}: {
  count: number;
  uploading: boolean;
  forClient: boolean;
  onProcess: () => void;
}) {
  return (
    <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {forClient
          ? count === 0
            ? 'No photos yet.'
            : `${count} ${count === 1 ? 'photo' : 'photos'} ready to send.`
          : count === 0
            ? 'Nothing captured yet.'
            : `${count} of at most ${limits.maxFilesPerRequest} documents ready to process.`}
      </p>
      <Button size="lg" onClick={onProcess} disabled={uploading} data-testid="process-documents">
        {uploading ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />{' '}
            {forClient ? 'Sending…' : 'Uploading Documents...'}
          </>
        ) : forClient ? (
          <>
            <Send aria-hidden="true" /> Send {count} {count === 1 ? 'photo' : 'photos'}
          </>
        ) : (
          <>
            <ScanLine aria-hidden="true" /> Process Documents ({count})
          </>
        )}
      </Button>
    </div>
  );
}
