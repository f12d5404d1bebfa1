import { CircleCheck, CircleX, Clock, FileQuestion, Loader2 } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { nothingReadableText, uploadScreenStatus } from '../lib/document-progress';
import type { DocumentOutcome, ProcessingStatus } from '@/shared/options';

/** The upload screen's status: Pending, Processing..., Extracted, Nothing readable or 'Processing failed'. */
export function DocumentStatusBadge({
  document,
}: {
  document: { ocrStatus: ProcessingStatus; parseStatus: ProcessingStatus; outcome?: DocumentOutcome | null };
}) {
  const status = uploadScreenStatus(document);
  switch (status) {
    case 'pending':
      return (
        <Badge variant="secondary" data-testid="document-status">
          <Clock aria-hidden="true" /> Pending
        </Badge>
      );
    case 'processing':
      return (
        <Badge variant="secondary" className="bg-sky-100 text-sky-900" data-testid="document-status">
          <Loader2 className="animate-spin" aria-hidden="true" /> Processing...
        </Badge>
      );
    case 'extracted':
      return (
        <Badge variant="success" data-testid="document-status">
          <CircleCheck aria-hidden="true" /> Extracted
        </Badge>
      );
    case 'nothing-readable':
      return (
        <Badge variant="warning" data-testid="document-status">
          <FileQuestion aria-hidden="true" /> {nothingReadableText.title}
        </Badge>
      );
    case 'failed':
      return (
        <Badge variant="destructive" data-testid="document-status">
          <CircleX aria-hidden="true" /> Processing failed
        </Badge>
      );
  }
}
