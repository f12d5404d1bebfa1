import { Link } from 'react-router-dom';
import { ArrowRight, Camera, FileSearch, Plus, Upload, Users } from 'lucide-react';
import type { DocumentStatus, DocumentSummary } from '@/shared/schemas/document';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { StepTitle } from './step-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';
import { Notice } from '@/client/components/notice';
import {
  isDocumentComplete,
  isDocumentFailed,
  isDocumentFinished,
  isNothingReadable,
  nothingReadableText,
  workflowStatusText,
} from '../lib/document-progress';
import { documentTypeLabel } from '../lib/document-type-label';
import type { DocumentStatusPolling } from '../hooks/use-document-statuses';
import { BulkUploadPanel } from './bulk-upload-panel';
import { PollingErrorNotice } from './polling-error-notice';
import { ProcessingList } from './processing-list';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentDescription } from './document-description';
import { ExtractedDataView } from './extracted-data-view';

/** The four-step page's review: each document with its status, what it holds and what was read from it. */
export function WorkflowReviewList({
  statuses,
  clientName,
}: {
  statuses: DocumentStatus[];
  clientName: string;
}) {
  return (
    <ul className="space-y-3" data-testid="workflow-review">
      {statuses.map((status) => (
        <li key={status.id} className="rounded-lg border">
          <div className="flex flex-col gap-1.5 border-b bg-muted/40 px-4 py-2 sm:flex-row sm:items-center sm:gap-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium" title={status.filename}>
                {status.filename}
              </p>
              {isDocumentComplete(status) && (status.description || status.person) ? (
                <DocumentDescription document={status} clientName={clientName} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  {documentTypeLabel(status.type) ?? 'Unidentified'}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <WorkflowStatus text={workflowStatusText(status)} />
              {isDocumentComplete(status) && !isNothingReadable(status) && (
                <ConfidenceBadge level={status.confidence} />
              )}
            </div>
          </div>
          <div className="px-4">
            {isDocumentFailed(status) ? (
              <p className="py-3 text-sm text-destructive">
                {status.error ?? 'The document could not be read.'}
              </p>
            ) : isNothingReadable(status) ? (
              <p className="py-3 text-sm text-amber-900" data-testid="nothing-readable-help">
                {nothingReadableText.explanation}
              </p>
            ) : status.extractedData ? (
              <ExtractedDataView data={status.extractedData} className="py-3" />
            ) : (
              <p className="py-3 text-sm text-muted-foreground">Still being read.</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function WorkflowStatus({ text }: { text: string }) {
  const variant =
    text === 'Analysis complete'
      ? 'success'
      : text === 'Analysis failed'
        ? 'destructive'
        : text === nothingReadableText.title
          ? 'warning'
          : 'secondary';
  return (
    <Badge variant={variant} data-testid="workflow-status">
      {text}
    </Badge>
  );
}

/** The four-step page's capture step: the Document Capture component, or Bulk Upload. */
export function WorkflowCaptureCard({
  clientId,
  onProcess,
  onBulkUploaded,
  problem,
  onDismissProblem,
}: {
  clientId: string;
  onProcess: (documents: CapturedDocument[]) => Promise<boolean>;
  onBulkUploaded: (documents: DocumentSummary[]) => void;
  problem: string | null;
  onDismissProblem: () => void;
}) {
  return (
    <Card>
      <CardHeader className="sr-only">
        <StepTitle>Capture</StepTitle>
      </CardHeader>
      <CardContent className="pt-6">
        <Tabs defaultValue="capture" className="gap-4">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="capture">
              <Camera aria-hidden="true" /> Capture
            </TabsTrigger>
            <TabsTrigger value="bulk">
              <Upload aria-hidden="true" /> Bulk Upload
            </TabsTrigger>
          </TabsList>
          <TabsContent value="capture">
            <DocumentCapture
              onProcess={onProcess}
              problem={problem}
              onDismissProblem={onDismissProblem}
              keepAs={clientId ? `workflow:${clientId}` : undefined}
            />
          </TabsContent>
          <TabsContent value="bulk">
            <BulkUploadPanel clientId={clientId || null} onUploaded={onBulkUploaded} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

/** The four-step page's review step: what each document gave, and where to go next. */
export function WorkflowReviewStep({
  statuses,
  clientId,
  clientName,
  timedOut,
  onCaptureMore,
  onChangeClient,
  onContinue,
}: {
  statuses: DocumentStatus[];
  clientId: string;
  clientName: string;
  timedOut: boolean;
  onCaptureMore: () => void;
  onChangeClient: () => void;
  onContinue: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <StepTitle>Review</StepTitle>
        <CardDescription>
          {statuses.filter(isDocumentComplete).length} of {statuses.length} documents read for {clientName}.
          Check what was extracted, then continue to the Fact Find.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {timedOut && statuses.some((status) => !isDocumentFinished(status)) && (
          <Notice tone="warning" title="Some documents are still being read">
            <p>They did not finish within 5 minutes. Their details will reach the Fact Find once read.</p>
          </Notice>
        )}
        <WorkflowReviewList statuses={statuses} clientName={clientName} />
        <div className="flex flex-col gap-2 border-t pt-5 sm:flex-row sm:flex-wrap sm:items-center">
          <Button variant="outline" onClick={onCaptureMore}>
            <Plus aria-hidden="true" /> Capture More Documents
          </Button>
          <Button variant="ghost" onClick={onChangeClient}>
            <Users aria-hidden="true" /> Change Client
          </Button>
          <Button asChild variant="ghost" className="sm:ml-auto">
            <Link to={`/extracted-data?clientId=${clientId}`}>
              <FileSearch aria-hidden="true" /> All extracted data
            </Link>
          </Button>
          <Button onClick={onContinue}>
            Continue to Prefilled Fact Find <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The four-step page's processing step: a progress bar and each document's status text. */
export function WorkflowProcessingCard({
  polling,
  pendingNames,
}: {
  polling: DocumentStatusPolling;
  pendingNames: string[];
}) {
  return (
    <Card>
      <CardHeader>
        <StepTitle>Processing</StepTitle>
        <CardDescription>
          Reading each document and extracting the financial data. This usually takes 30-60 seconds per
          document.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ProcessingList
          statuses={polling.statuses}
          progress={polling.progress}
          pendingNames={pendingNames}
          renderStatus={(status) => (
            <WorkflowStatus text={status ? workflowStatusText(status) : 'Scanning text...'} />
          )}
        />
        {polling.error && <PollingErrorNotice onCheckAgain={polling.checkAgain} />}
      </CardContent>
    </Card>
  );
}
