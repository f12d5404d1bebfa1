import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import type { DocumentStatusPolling } from '../hooks/use-document-statuses';
import { isDocumentComplete } from '../lib/document-progress';
import { PollingErrorNotice } from './polling-error-notice';
import { ProcessingBadge } from './processing-badge';
import { ProcessingList } from './processing-list';

/** The three-step page's AI Processing step: a progress bar and each document's badge. */
export function DocumentFirstProcessingStep({
  finding,
  polling,
  pendingNames,
  extracting,
}: {
  /** The batch is still being fetched and nothing was uploaded from this page. */
  finding: boolean;
  polling: DocumentStatusPolling;
  pendingNames: string[];
  extracting: boolean;
}) {
  const { statuses } = polling;
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Processing</CardTitle>
        <CardDescription>
          Reading the documents and extracting the client&apos;s information. This usually takes 30-60 seconds
          per document.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {finding && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner iconClassName="size-4" /> Finding the documents...
          </p>
        )}
        <ProcessingList
          statuses={statuses}
          progress={polling.progress}
          pendingNames={pendingNames}
          renderStatus={(status) => <ProcessingBadge status={status} />}
        />
        {extracting && (
          <p className="text-sm text-muted-foreground" role="status">
            Bringing together the client&apos;s details from {statuses.filter(isDocumentComplete).length}{' '}
            documents...
          </p>
        )}
        {polling.error && <PollingErrorNotice onCheckAgain={polling.checkAgain} />}
      </CardContent>
    </Card>
  );
}
