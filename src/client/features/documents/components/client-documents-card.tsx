import { FileText, RotateCcw } from 'lucide-react';
import type { DocumentSummary } from '@/shared/schemas/document';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Notice } from '@/client/components/notice';
import { ClientDocumentList } from './client-document-list';

/** The upload screen's "Documents (n)": everything uploaded for the client, with its reading status. */
export function ClientDocumentsCard({
  clientId,
  clientName,
  rows,
  loading,
  failed,
  inFlight,
  pollingStopped,
  onCheckAgain,
}: {
  clientId: string;
  clientName: string;
  rows: DocumentSummary[];
  loading: boolean;
  failed: boolean;
  inFlight: boolean;
  pollingStopped: boolean;
  onCheckAgain: () => void;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Documents{rows.length > 0 ? ` (${rows.length})` : ''}</CardTitle>
          <CardDescription>
            {inFlight && !pollingStopped
              ? 'Reading documents. Statuses update as each one finishes.'
              : 'Everything uploaded for this client, newest first.'}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {pollingStopped && (
          <div className="px-4 pb-4 sm:px-6">
            <Notice tone="warning" title="Some documents are taking longer than usual">
              <p>They are still being read. Check again in a little while.</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={onCheckAgain}>
                <RotateCcw aria-hidden="true" /> Check again
              </Button>
            </Notice>
          </div>
        )}
        {loading ? (
          <div className="space-y-3 px-6 pb-4">
            {[0, 1].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </div>
        ) : failed ? (
          <p className="px-6 pb-4 text-sm text-destructive">
            The documents could not be loaded. Please reload the page.
          </p>
        ) : rows.length === 0 ? (
          <div
            className="flex flex-col items-center gap-2 px-6 pt-2 pb-8 text-center"
            data-testid="no-documents"
          >
            <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No documents yet</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Drop files above or photograph a document. The links to the questionnaire and the Fact Find
              appear once there is one.
            </p>
          </div>
        ) : (
          <ClientDocumentList documents={rows} clientId={clientId} clientName={clientName} />
        )}
      </CardContent>
    </Card>
  );
}
