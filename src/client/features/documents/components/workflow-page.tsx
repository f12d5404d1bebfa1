import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionState } from '@/client/hooks/use-session-state';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowRight, Camera, FileSearch, Plus, Upload, UserPlus, Users } from 'lucide-react';
import type { DocumentSummary } from '@/shared/schemas/document';
import { initials } from '@/shared/format/name';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { toast } from '@/client/components/ui/use-toast';
import { serverMessage } from '@/client/lib/api-client';
import { useClientOptions } from '../api/list-clients';
import { useProcessDocuments } from '../api/process-documents';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import type { CapturedDocument } from '@/client/lib/captured-document';
import {
  isDocumentComplete,
  isNothingReadable,
  nothingReadableText,
  isDocumentFailed,
  isDocumentFinished,
  workflowStatusText,
} from '../lib/document-progress';
import { documentTypeLabel } from '../lib/document-type-label';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { BulkUploadPanel } from './bulk-upload-panel';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';
import { ExtractedDataView } from './extracted-data-view';
import { Notice } from '@/client/components/notice';
import { PollingErrorNotice } from './polling-error-notice';
import { PageHeader } from './page-header';
import { DocumentDescription } from './document-description';
import { DocumentWays } from './document-ways';
import { ProcessingList } from './processing-list';
import { StepIndicator } from './step-indicator';

const steps = ['Select Client', 'Capture', 'Processing', 'Review'] as const;
type Step = 'select-client' | 'capture' | 'processing' | 'review';
const stepIndex: Record<Step, number> = { 'select-client': 0, capture: 1, processing: 2, review: 3 };
const sessionKey = 'factfind.documents-workflow';

function noClientToast(action: 'uploading' | 'processing') {
  toast({
    variant: 'destructive',
    title: 'No Client Selected',
    description: `Please select a client before ${action} documents.`,
  });
}

/** /documents: Document Processing Workflow (select client → capture → processing → review). */
export function WorkflowPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const clients = useClientOptions();
  const processDocuments = useProcessDocuments();
  // The workflow survives a reload: the page comes back to its step, client and documents.
  const [step, setStep] = useSessionState<Step>(`${sessionKey}.step`, 'select-client');
  const [clientId, setClientId] = useSessionState<string>(`${sessionKey}.clientId`, '');
  // A link with ?clientId= chooses the client when the workflow is (still) at its first step.
  const linkedClientId = searchParams.get('clientId');
  useEffect(() => {
    if (linkedClientId && step === 'select-client') setClientId(linkedClientId);
    // Only when the link changes: a client chosen on the page afterwards is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedClientId]);
  const [documents, setDocuments] = useSessionState<DocumentSummary[]>(`${sessionKey}.documents`, []);
  const [startedAt, setStartedAt] = useSessionState<number | null>(`${sessionKey}.startedAt`, null);
  const [problem, setProblem] = useState<string | null>(null);
  const handledBatch = useRef<number | null>(null);

  const client = clients.data?.find((candidate) => candidate.id === clientId) ?? null;
  const documentIds = useMemo(() => documents.map((document) => document.id), [documents]);
  const polling = useDocumentStatuses(documentIds, startedAt);
  const { statuses, allFinished, timedOut } = polling;

  const startProcessing = (created: DocumentSummary[]) => {
    setDocuments((current) => [...created, ...current]);
    setStartedAt(Date.now());
    setStep('processing');
  };

  // Every document finished (or 5 minutes passed): on to the review.
  useEffect(() => {
    if (step !== 'processing' || startedAt === null || handledBatch.current === startedAt) return;
    if (!allFinished && !timedOut) return;
    handledBatch.current = startedAt;
    const complete = statuses.filter(isDocumentComplete).length;
    const failed = statuses.filter(isDocumentFailed).length;
    toast({
      title: 'Processing Complete',
      description: `${complete} documents processed successfully, ${failed} failed`,
    });
    setStep('review');
  }, [step, startedAt, allFinished, timedOut, statuses, setStep]);

  const processCaptured = async (captured: CapturedDocument[]): Promise<boolean> => {
    if (!clientId) {
      noClientToast('processing');
      return false;
    }
    setProblem(null);
    try {
      const files = await Promise.all(captured.map(prepareUploadFile));
      const created = await processDocuments.mutateAsync({
        files,
        types: captured.map((document) => document.type),
        clientId,
        source: captured.every((document) => document.origin === 'camera') ? 'camera' : 'upload',
        extractClientInfo: true,
      });
      startProcessing(created.documents);
      return true;
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: 'Upload Failed',
        description: 'Failed to upload and process documents. Please try again.',
      });
      setProblem(serverMessage(error, error instanceof Error ? error.message : 'Upload failed'));
      return false;
    }
  };

  const startCapture = () => {
    if (!clientId || !client) {
      noClientToast('uploading');
      return;
    }
    setStep('capture');
  };

  const changeClient = () => {
    setDocuments([]);
    setStartedAt(null);
    handledBatch.current = null;
    setProblem(null);
    setStep('select-client');
  };

  const continueToFactFind = () => {
    if (!clientId) {
      toast({
        variant: 'destructive',
        title: 'No Client Selected',
        description: 'Please select a client to continue to the Fact Find form.',
      });
      return;
    }
    changeClient(); // the next visit starts a new batch, with this client still chosen
    navigate(`/fact-find/${clientId}`);
  };

  const clientName = client ? `${client.givenNames} ${client.familyName}` : '';

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Document Processing Workflow"
        description="Choose a client, capture or upload their documents, and check what was read before the Fact Find."
      />
      <DocumentWays current="workflow" clientId={clientId || null} />
      <Card className="px-2 py-4 sm:px-6">
        <StepIndicator steps={steps} current={stepIndex[step]} />
      </Card>

      {step !== 'select-client' && client && (
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
            <p className="truncate font-medium">{clientName}</p>
            <p className="truncate text-sm text-muted-foreground">{client.email}</p>
          </div>
          <Button variant="outline" size="sm" onClick={changeClient} aria-label="Change Client">
            <Users aria-hidden="true" /> <span className="hidden sm:inline">Change Client</span>
          </Button>
        </div>
      )}

      {step === 'select-client' && (
        <Card className="mx-auto max-w-xl">
          <CardHeader>
            <CardTitle>Select Client</CardTitle>
            <CardDescription>The documents you capture are added to this client&apos;s file.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {clients.isLoading ? (
              <Skeleton className="h-9 w-full" />
            ) : (
              <div className="space-y-2">
                <Label htmlFor="workflow-client">Client</Label>
                <NativeSelect
                  id="workflow-client"
                  value={clientId}
                  onChange={(event) => setClientId(event.target.value)}
                  placeholder={clients.data?.length ? 'Choose a client' : 'No clients yet'}
                  options={(clients.data ?? []).map((option) => ({
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
              <Button onClick={startCapture}>
                <Camera aria-hidden="true" /> Start Document Capture
              </Button>
            </div>
          </CardContent>
        </Card>
      )}

      {step === 'capture' && (
        <Card>
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
                  onProcess={processCaptured}
                  problem={problem}
                  onDismissProblem={() => setProblem(null)}
                  keepAs={clientId ? `workflow:${clientId}` : undefined}
                />
              </TabsContent>
              <TabsContent value="bulk">
                <BulkUploadPanel clientId={clientId || null} onUploaded={startProcessing} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      )}

      {step === 'processing' && (
        <Card>
          <CardHeader>
            <CardTitle>Processing</CardTitle>
            <CardDescription>
              Reading each document and extracting the financial data. This usually takes 30-60 seconds per
              document.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ProcessingList
              statuses={statuses}
              progress={polling.progress}
              pendingNames={documents.map((document) => document.filename)}
              renderStatus={(status) => (
                <WorkflowStatus text={status ? workflowStatusText(status) : 'Scanning text...'} />
              )}
            />
            {polling.error && <PollingErrorNotice onCheckAgain={polling.checkAgain} />}
          </CardContent>
        </Card>
      )}

      {step === 'review' && (
        <Card>
          <CardHeader>
            <CardTitle>Review</CardTitle>
            <CardDescription>
              {statuses.filter(isDocumentComplete).length} of {statuses.length} documents read for{' '}
              {clientName}. Check what was extracted, then continue to the Fact Find.
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
                  <div className="max-h-[400px] overflow-y-auto px-4">
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
            <div className="flex flex-col gap-2 border-t pt-5 sm:flex-row sm:flex-wrap sm:items-center">
              <Button variant="outline" onClick={() => setStep('capture')}>
                <Plus aria-hidden="true" /> Capture More Documents
              </Button>
              <Button variant="ghost" onClick={changeClient}>
                <Users aria-hidden="true" /> Change Client
              </Button>
              <Button asChild variant="ghost" className="sm:ml-auto">
                <Link to={`/extracted-data?clientId=${clientId}`}>
                  <FileSearch aria-hidden="true" /> All extracted data
                </Link>
              </Button>
              <Button onClick={continueToFactFind}>
                Continue to Prefilled Fact Find <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function WorkflowStatus({ text }: { text: string }) {
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
