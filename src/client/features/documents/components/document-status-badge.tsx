import { CircleCheck, CircleX, Clock, Loader2 } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { uploadScreenStatus } from '../lib/document-progress';
import type { ProcessingStatus } from '@/shared/options';

/** The upload screen's status: Pending, Processing..., Extracted or 'Processing failed'. */
export function DocumentStatusBadge({
  document,
}: {
  document: { ocrStatus: ProcessingStatus; parseStatus: ProcessingStatus };
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
    case 'failed':
      return (
        <Badge variant="destructive" data-testid="document-status">
          <CircleX aria-hidden="true" /> Processing failed
        </Badge>
      );
  }
}
