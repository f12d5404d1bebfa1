import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionState } from '@/client/hooks/use-session-state';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DocumentSummary } from '@/shared/schemas/document';
import { Card } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { serverMessage } from '@/client/lib/api-client';
import { useClientOptions } from '../api/list-clients';
import { useProcessDocuments } from '../api/process-documents';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { isDocumentComplete, isDocumentFailed } from '../lib/document-progress';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { PageHeader } from './page-header';
import { DocumentWays } from './document-ways';
import { SelectClientCard, SelectedClientBar } from './workflow-client';
import { WorkflowCaptureCard, WorkflowProcessingCard, WorkflowReviewStep } from './workflow-steps';
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

/**
 * When the workflow moves to another step, the keyboard focus goes to the new step's heading (the button
 * that moved it is gone); not when the page first shows, where focus stays at the page's start.
 */
function useFocusOnStepChange(step: string) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);
  return container;
}

/** /documents: Document Processing Workflow (select client → capture → processing → review). */
export function WorkflowPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const clients = useClientOptions();
  const processDocuments = useProcessDocuments();
  // The workflow survives a reload: the page comes back to its step, client and documents.
  const [step, setStep] = useSessionState<Step>(`${sessionKey}.step`, 'select-client');
  const container = useFocusOnStepChange(step);
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
    <div className="mx-auto max-w-5xl space-y-6" ref={container}>
      <PageHeader
        title="Document Processing Workflow"
        description="Choose a client, capture or upload their documents, and check what was read before the Fact Find."
      />
      <DocumentWays current="workflow" clientId={clientId || null} />
      <Card className="px-2 py-4 sm:px-6">
        <StepIndicator steps={steps} current={stepIndex[step]} />
      </Card>

      {step !== 'select-client' && client && <SelectedClientBar client={client} onChange={changeClient} />}

      {step === 'select-client' && (
        <SelectClientCard
          clients={clients}
          clientId={clientId}
          onChoose={setClientId}
          onStart={startCapture}
        />
      )}

      {step === 'capture' && (
        <WorkflowCaptureCard
          clientId={clientId}
          onProcess={processCaptured}
          onBulkUploaded={startProcessing}
          problem={problem}
          onDismissProblem={() => setProblem(null)}
        />
      )}

      {step === 'processing' && (
        <WorkflowProcessingCard
          polling={polling}
          pendingNames={documents.map((document) => document.filename)}
        />
      )}

      {step === 'review' && (
        <WorkflowReviewStep
          statuses={statuses}
          clientId={clientId}
          clientName={clientName}
          timedOut={timedOut}
          onCaptureMore={() => setStep('capture')}
          onChangeClient={changeClient}
          onContinue={continueToFactFind}
        />
      )}
    </div>
  );
}
