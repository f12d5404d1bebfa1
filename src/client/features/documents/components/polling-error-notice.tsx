import { RotateCcw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Notice } from '@/client/components/notice';

/** Shown when the documents' progress could not be fetched: polling stopped, and the adviser may try again. */
export function PollingErrorNotice({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <Notice tone="warning" title="Progress could not be checked">
      <p>The documents are still being read, but their progress could not be fetched.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onCheckAgain}>
        <RotateCcw aria-hidden="true" /> Check again
      </Button>
    </Notice>
  );
}
