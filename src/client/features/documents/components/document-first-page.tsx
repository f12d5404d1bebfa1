import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionState } from '@/client/hooks/use-session-state';
import { Link, useNavigate } from 'react-router-dom';
import { CircleCheck, FileSearch, RotateCcw, Sparkles, Upload } from 'lucide-react';
import type { DocumentStatus, DocumentSummary } from '@/shared/schemas/document';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { useExtractClientData, type ExtractedClientData } from '../api/extract-client-data';
import { useProcessDocuments } from '../api/process-documents';
import { useRetryDocument } from '../api/retry-document';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import type { CapturedDocument } from '../lib/captured-document';
import { isDocumentComplete, isDocumentFailed, isDocumentFinished } from '../lib/document-progress';
import { storeFactFindHandoff } from '../lib/fact-find-handoff';
import { prepareUploadFile } from '../lib/prepare-upload-file';
import { AcceptedDocuments } from './accepted-documents';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentCapture } from './document-capture';
import { ExtractionSummary } from './extraction-summary';
import { Notice } from './notice';
import { PollingErrorNotice } from './polling-error-notice';
import { PageHeader } from './page-header';
import { ProcessingBadge } from './processing-badge';
import { ProcessingList } from './processing-list';
import { StepIndicator } from './step-indicator';
import { UploadingOverlay } from './uploading-overlay';

const steps = ['Capture Documents', 'AI Processing', 'Review & Complete'] as const;
type Step = 'capture' | 'processing' | 'review';
const sessionKey = 'factfind.document-first';
type UploadStatus = 'idle' | 'uploading' | 'processing';

/** / and /document-first: Smart Financial Fact-Finding, from documents to a pre-filled Fact Find. */
export function DocumentFirstPage() {
  const navigate = useNavigate();
  const processDocuments = useProcessDocuments();
  const extraction = useExtractClientData();
  const { mutate: extract } = extraction;
  // The batch survives a reload: the page comes back to its step and resumes polling the same documents.
  const [step, setStep] = useSessionState<Step>(`${sessionKey}.step`, 'capture');
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>('idle');
  const [uploadingCount, setUploadingCount] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useSessionState<DocumentSummary[]>(`${sessionKey}.documents`, []);
  const [startedAt, setStartedAt] = useSessionState<number | null>(`${sessionKey}.startedAt`, null);
  const [extracted, setExtracted] = useSessionState<ExtractedClientData | null>(
    `${sessionKey}.extracted`,
    null,
  );
  const [extractionFailed, setExtractionFailed] = useSessionState(`${sessionKey}.extractionFailed`, false);
  const handledBatch = useRef<number | null>(null);

  const documentIds = useMemo(() => uploaded.map((document) => document.id), [uploaded]);
  const polling = useDocumentStatuses(documentIds, startedAt);
  const { statuses, allFinished, timedOut } = polling;

  const upload = async (documents: CapturedDocument[]): Promise<boolean> => {
    if (uploadStatus === 'uploading') return false;
    setProblem(null);
    setUploadingCount(documents.length);
    setUploadStatus('uploading');
    try {
      const files = await Promise.all(documents.map(prepareUploadFile));
      const created = await processDocuments.mutateAsync({
        files,
        types: documents.map((document) => document.type),
        clientId: 'new',
        source: documents.every((document) => document.origin === 'camera') ? 'camera' : 'upload',
        extractClientInfo: true,
      });
      setUploaded(created);
      setStartedAt(Date.now());
      setUploadStatus('processing');
      setStep('processing');
      toast({
        title: 'Documents Uploaded Successfully',
        description: `${created.length} documents are now being processed. AI is extracting your information.`,
      });
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError
          ? serverMessage(error, `Upload failed with status: ${error.status}`)
          : error instanceof Error
            ? error.message
            : 'Upload failed';
      console.error(message);
      toast({
        variant: 'destructive',
        title: 'Upload Failed',
        description: 'Failed to upload and process documents. Please try again.',
      });
      setProblem(message);
      setUploadStatus('idle');
      return false;
    }
  };

  // Polling finished (every document done, or the 5-minute cut-off): extract the client, then review.
  useEffect(() => {
    if (step !== 'processing' || startedAt === null || handledBatch.current === startedAt) return;
    if (!allFinished && !timedOut) return;
    // Statuses fetched before this batch started (a retry's) say nothing about it yet.
    if (polling.checkedAt < startedAt) return;
    handledBatch.current = startedAt;
    const readIds = statuses.filter((status) => status.ocrStatus === 'completed').map((status) => status.id);
    if (!statuses.some(isDocumentComplete) || readIds.length === 0) {
      setStep('review');
      return;
    }
    extract(readIds, {
      onSuccess: (data) => {
        setExtracted(data);
        toast({
          title: 'Processing Complete',
          description: `Successfully extracted client information from ${readIds.length} documents.`,
        });
        setStep('review');
      },
      onError: (error) => {
        console.error('Client data extraction failed', error);
        setExtractionFailed(true);
        toast({
          variant: 'destructive',
          title: 'Extraction Warning',
          description:
            'Documents processed but client data extraction failed. You can still proceed manually.',
        });
        setStep('review');
      },
    });
  }, [
    step,
    startedAt,
    allFinished,
    timedOut,
    statuses,
    polling.checkedAt,
    extract,
    setStep,
    setExtracted,
    setExtractionFailed,
  ]);

  // None could be read: read them again from the step that failed, and wait for them as for a new batch.
  const retryDocument = useRetryDocument(null);
  const tryAgain = async () => {
    try {
      await Promise.all(
        statuses.filter(isDocumentFailed).map((status) => retryDocument.mutateAsync(status.id)),
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'The documents could not be sent to be read again.'),
      });
      return;
    }
    handledBatch.current = null;
    setExtracted(null);
    setExtractionFailed(false);
    setStartedAt(Date.now());
    setStep('processing');
  };

  const startAgain = () => {
    setStep('capture');
    setUploadStatus('idle');
    setUploaded([]);
    setStartedAt(null);
    setExtracted(null);
    setExtractionFailed(false);
    setProblem(null);
    handledBatch.current = null;
  };

  const continueToFactFind = () => {
    storeFactFindHandoff(extracted, statuses);
    startAgain();
    navigate('/fact-find/new');
  };

  const noneRead = step === 'review' && statuses.length > 0 && statuses.every(isDocumentFailed);
  // With nothing read, AI Processing is not done: the indicator stays on it.
  const stepIndex = noneRead ? 1 : { capture: 0, processing: 1, review: 2 }[step];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Sparkles className="size-6 shrink-0 text-primary sm:size-7" aria-hidden="true" />
            Smart Financial Fact-Finding
          </span>
        }
        description="Start with the client's documents. They are read automatically, the client's details extracted and the Fact Find pre-filled for you to check."
      />
      <Card className="px-2 py-4 sm:px-6">
        <StepIndicator steps={steps} current={stepIndex} />
      </Card>

      {step === 'capture' && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Capture Documents</CardTitle>
              <CardDescription>
                Photograph or upload whatever the client has brought. These are the documents we read:
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <AcceptedDocuments />
              <Notice tone="info" data-testid="extraction-note">
                <p>
                  The client&apos;s name, address, date of birth and financial information will be extracted
                  from these documents automatically, ready for you to review.
                </p>
              </Notice>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-6">
              <DocumentCapture
                onProcess={upload}
                problem={problem}
                onDismissProblem={() => setProblem(null)}
              />
            </CardContent>
          </Card>
        </>
      )}

      {step === 'processing' && (
        <Card>
          <CardHeader>
            <CardTitle>AI Processing</CardTitle>
            <CardDescription>
              Reading the documents and extracting the client&apos;s information. This usually takes 30-60
              seconds per document.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ProcessingList
              statuses={statuses}
              progress={polling.progress}
              pendingNames={uploaded.map((document) => document.filename)}
              renderStatus={(status) => <ProcessingBadge status={status} />}
            />
            {extraction.isPending && (
              <p className="text-sm text-muted-foreground" role="status">
                Bringing together the client&apos;s details from {statuses.filter(isDocumentComplete).length}{' '}
                documents...
              </p>
            )}
            {polling.error && <PollingErrorNotice onCheckAgain={polling.checkAgain} />}
          </CardContent>
        </Card>
      )}

      {step === 'review' && (
        <ReviewStep
          statuses={statuses}
          extracted={extracted}
          extractionFailed={extractionFailed}
          timedOut={timedOut}
          onContinue={continueToFactFind}
          onStartAgain={startAgain}
          onTryAgain={() => void tryAgain()}
          retrying={retryDocument.isPending}
        />
      )}

      {uploadStatus === 'uploading' && <UploadingOverlay count={uploadingCount} />}
    </div>
  );
}

function ReviewStep({
  statuses,
  extracted,
  extractionFailed,
  timedOut,
  onContinue,
  onStartAgain,
  onTryAgain,
  retrying,
}: {
  statuses: DocumentStatus[];
  extracted: ExtractedClientData | null;
  extractionFailed: boolean;
  timedOut: boolean;
  onContinue: () => void;
  onStartAgain: () => void;
  onTryAgain: () => void;
  retrying: boolean;
}) {
  const complete = statuses.filter(isDocumentComplete);
  const failed = statuses.filter(isDocumentFailed);
  const unfinished = statuses.filter((status) => !isDocumentFinished(status));
  const reviewLink = `/extracted-data?documents=${statuses.map((status) => status.id).join(',')}`;
  const noneRead = statuses.length > 0 && failed.length === statuses.length;

  return (
    <Card>
      <CardHeader>
        {extracted ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle className="flex items-center gap-2 text-xl">
              <CircleCheck className="size-6 text-success" aria-hidden="true" /> Information Extracted
              Successfully
            </CardTitle>
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              Extraction confidence <ConfidenceBadge level={extracted.confidence} uppercase suffix="" />
            </div>
          </div>
        ) : (
          <CardTitle className="text-xl">
            {noneRead ? 'None of the documents could be read' : 'Review & Complete'}
          </CardTitle>
        )}
        <CardDescription>
          {complete.length} of {statuses.length} document{statuses.length === 1 ? '' : 's'} read
          {failed.length > 0 ? `, ${failed.length} could not be read` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {extracted && <ExtractionSummary data={extracted} />}
        {extractionFailed && (
          <Notice tone="warning" title="Client details could not be extracted">
            <p>
              The documents were read, but the client&apos;s details could not be brought together. You can
              still continue and complete the Fact Find by hand.
            </p>
          </Notice>
        )}
        {noneRead && (
          <Notice tone="error" title="Nothing was read, so there is nothing to pre-fill yet">
            <p>
              Try them again, or start with clearer photos or the original PDFs. The reason for each is below.
            </p>
          </Notice>
        )}
        {failed.length > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Not read</h3>
            <ul className="space-y-1 text-sm" data-testid="failed-documents">
              {failed.map((status) => (
                <li key={status.id}>
                  <span className="font-medium">{status.filename}</span>
                  <span className="text-muted-foreground">
                    : {status.error ?? 'the document could not be read'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {timedOut && unfinished.length > 0 && (
          <Notice tone="warning" title="Some documents are still being read">
            <p>
              {unfinished.length} document(s) did not finish within 5 minutes and are not included here. They
              will appear in Extracted Data Review once read.
            </p>
          </Notice>
        )}
        {noneRead ? (
          <div className="flex flex-col gap-2 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
            <Button variant="outline" onClick={onTryAgain} disabled={retrying}>
              <RotateCcw aria-hidden="true" /> {retrying ? 'Retrying...' : 'Try Again'}
            </Button>
            <Button onClick={onStartAgain}>
              <Upload aria-hidden="true" /> Upload Other Documents
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2 border-t pt-5 sm:flex-row sm:items-center">
            <Button variant="ghost" onClick={onStartAgain} className="sm:mr-auto">
              <RotateCcw aria-hidden="true" /> Start with other documents
            </Button>
            <Button asChild variant="outline">
              <Link to={reviewLink}>
                <FileSearch aria-hidden="true" /> Review All Extracted Data
              </Link>
            </Button>
            <Button onClick={onContinue}>Continue to Pre-filled Fact Find →</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
