import { Link } from 'react-router-dom';
import { ArrowRight, Camera, FileSearch, Plus, Upload, UserPlus, Users } from 'lucide-react';
import type { DocumentSummary, DocumentStatus } from '@/shared/schemas/document';
import type { ClientListItem } from '@/shared/schemas/client';
import { initials } from '@/shared/format/name';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';
import { Notice } from '@/client/components/notice';
import type { CapturedDocument } from '@/client/lib/captured-document';
import {
  isDocumentComplete,
  isDocumentFailed,
  isDocumentFinished,
  workflowStatusText,
} from '../lib/document-progress';
import { documentTypeLabel } from '../lib/document-type-label';
import { BulkUploadPanel } from './bulk-upload-panel';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentDescription } from './document-description';
import { ExtractedDataView } from './extracted-data-view';
import { PollingErrorNotice } from './polling-error-notice';
import { ProcessingList } from './processing-list';

/**
 * A step's heading: where the keyboard focus goes when the workflow moves on to the step, so a screen reader
 * says where the adviser now is and Tab continues from there.
 */
function StepTitle({ children }: { children: string }) {
  return (
    <CardTitle tabIndex={-1} data-step-heading className="focus:outline-none">
      {children}
    </CardTitle>
  );
}

/** The chosen client, with Change Client, above every step after the first. */
export function SelectedClientBar({ client, onChange }: { client: ClientListItem; onChange: () => void }) {
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card px-4 py-3"
      data-testid="selected-client"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
      >
        {initials(client.givenNames, client.familyName)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {client.givenNames} {client.familyName}
        </p>
        <p className="truncate text-sm text-muted-foreground">{client.email}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onChange} aria-label="Change Client">
        <Users aria-hidden="true" /> <span className="hidden sm:inline">Change Client</span>
      </Button>
    </div>
  );
}

export function SelectClientStep({
  clients,
  loading,
  clientId,
  onClientChange,
  onStart,
}: {
  clients: ClientListItem[] | undefined;
  loading: boolean;
  clientId: string;
  onClientChange: (id: string) => void;
  onStart: () => void;
}) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <StepTitle>Select Client</StepTitle>
        <CardDescription>The documents you capture are added to this client&apos;s file.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {loading ? (
          <Skeleton className="h-9 w-full" />
        ) : (
          <div className="space-y-2">
            <Label htmlFor="workflow-client">Client</Label>
            <NativeSelect
              id="workflow-client"
              value={clientId}
              onChange={(event) => onClientChange(event.target.value)}
              placeholder={clients?.length ? 'Choose a client' : 'No clients yet'}
              options={(clients ?? []).map((option) => ({
                value: option.id,
                label: `${option.givenNames} ${option.familyName} (${option.email})`,
              }))}
            />
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="ghost">
            <Link to="/intake">
              <UserPlus aria-hidden="true" /> New Client
            </Link>
          </Button>
          <Button onClick={onStart}>
            <Camera aria-hidden="true" /> Start Document Capture
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function CaptureStep({
  clientId,
  problem,
  onDismissProblem,
  onProcess,
  onUploaded,
}: {
  clientId: string;
  problem: string | null;
  onDismissProblem: () => void;
  onProcess: (captured: CapturedDocument[]) => Promise<boolean>;
  onUploaded: (created: DocumentSummary[]) => void;
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
            <DocumentCapture onProcess={onProcess} problem={problem} onDismissProblem={onDismissProblem} />
          </TabsContent>
          <TabsContent value="bulk">
            <BulkUploadPanel clientId={clientId || null} onUploaded={onUploaded} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

export function ProcessingStep({
  statuses,
  progress,
  pendingNames,
  pollingFailed,
  onCheckAgain,
}: {
  statuses: DocumentStatus[];
  progress: number;
  pendingNames: string[];
  pollingFailed: boolean;
  onCheckAgain: () => void;
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
          statuses={statuses}
          progress={progress}
          pendingNames={pendingNames}
          renderStatus={(status) => (
            <WorkflowStatus text={status ? workflowStatusText(status) : 'Scanning text...'} />
          )}
        />
        {pollingFailed && <PollingErrorNotice onCheckAgain={onCheckAgain} />}
      </CardContent>
    </Card>
  );
}

/** One document on the Review step: what it is, its status, and what was read (the page scrolls, not it). */
function ReviewedDocument({ status, clientName }: { status: DocumentStatus; clientName: string }) {
  return (
    <li className="rounded-lg border">
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
          {isDocumentComplete(status) && <ConfidenceBadge level={status.confidence} />}
        </div>
      </div>
      <div className="px-4">
        {isDocumentFailed(status) ? (
          <p className="py-3 text-sm text-destructive">{status.error ?? 'The document could not be read.'}</p>
        ) : status.extractedData ? (
          <ExtractedDataView data={status.extractedData} className="py-3" />
        ) : (
          <p className="py-3 text-sm text-muted-foreground">Still being read.</p>
        )}
      </div>
    </li>
  );
}

export function ReviewStep({
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
        <ul className="space-y-3" data-testid="workflow-review">
          {statuses.map((status) => (
            <ReviewedDocument key={status.id} status={status} clientName={clientName} />
          ))}
        </ul>
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

function WorkflowStatus({ text }: { text: string }) {
  const variant =
    text === 'Analysis complete' ? 'success' : text === 'Analysis failed' ? 'destructive' : 'secondary';
  return (
    <Badge variant={variant} data-testid="workflow-status">
      {text}
    </Badge>
  );
}
