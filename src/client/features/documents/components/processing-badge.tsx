import { CircleCheck, CircleX, FileQuestion, Loader2 } from 'lucide-react';
import type { DocumentStatus } from '@/shared/schemas/document';
import { Badge } from '@/client/components/ui/badge';
import {
  isDocumentComplete,
  isDocumentFailed,
  isNothingReadable,
  nothingReadableText,
} from '../lib/document-progress';

/** The three-step page's per-document badge: Complete, Nothing readable, Failed or Processing. */
export function ProcessingBadge({ status }: { status: DocumentStatus | null }) {
  if (status && isDocumentFailed(status)) {
    return (
      <Badge variant="destructive" data-testid="processing-badge">
        <CircleX aria-hidden="true" /> Failed
      </Badge>
    );
  }
  if (status && isNothingReadable(status)) {
    return (
      <Badge variant="warning" data-testid="processing-badge" title={nothingReadableText.explanation}>
        <FileQuestion aria-hidden="true" /> {nothingReadableText.title}
      </Badge>
    );
  }
  if (status && isDocumentComplete(status)) {
    return (
      <Badge variant="success" data-testid="processing-badge">
        <CircleCheck aria-hidden="true" /> Complete
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" className="bg-sky-100 text-sky-900" data-testid="processing-badge">
      <Loader2 className="animate-spin" aria-hidden="true" /> Processing
    </Badge>
  );
}
