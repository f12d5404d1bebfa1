import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DocumentSummary } from '@/shared/schemas/document';
import { toast } from '@/client/components/ui/use-toast';
import { serverMessage } from '@/client/lib/api-client';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { useSessionState } from '@/client/hooks/use-session-state';
import { useClientOptions } from '../api/list-clients';
import { useProcessDocuments } from '../api/process-documents';
import { isDocumentComplete, isDocumentFailed } from '../lib/document-progress';
import { useDocumentStatuses } from './use-document-statuses';

export type WorkflowStep = 'select-client' | 'capture' | 'processing' | 'review';
const sessionKey = 'factfind.documents-workflow';

function noClientToast(action: 'uploading' | 'processing') {
  toast({
    variant: 'destructive',
    title: 'No Client Selected',
    description: `Please select a client before ${action} documents.`,
  });
}

/**
 * The four-step workflow's state: its step, client and documents (kept through a reload of the tab), the
 * documents' statuses while they are read, and what each of the page's buttons does.
 */
export function useDocumentWorkflow() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const clients = useClientOptions();
  const processDocuments = useProcessDocuments();
  const [step, setStep] = useSessionState<WorkflowStep>(`${sessionKey}.step`, 'select-client');
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

  return {
    step,
    setStep,
    clients,
    clientId,
    setClientId,
    client,
    documents,
    polling,
    problem,
    setProblem,
    startProcessing,
    processCaptured,
    startCapture,
    changeClient,
    continueToFactFind,
  };
}
