import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, FileSearch, FolderOpen, RotateCcw, Sparkles, Upload } from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import type { DocumentBatch } from '@/shared/schemas/document-batch';
import type { DocumentStatus } from '@/shared/schemas/document';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useDocumentBatch, useOpenBatches } from '../api/document-batches';
import { useExtractClientData, type ExtractedClientData } from '../api/extract-client-data';
import { useProcessDocuments } from '../api/process-documents';
import { useRetryDocument } from '../api/retry-document';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import type { CapturedDocument } from '@/client/lib/captured-document';
import { isDocumentComplete, isDocumentFailed, isDocumentFinished } from '../lib/document-progress';
import { prepareUploadFile } from '@/client/lib/prepare-upload-file';
import { AcceptedDocuments } from './accepted-documents';
import { ConfidenceBadge } from './confidence-badge';
import { DocumentCapture } from '@/client/components/document-capture/document-capture';
import { ExtractionSummary } from './extraction-summary';
import { Notice } from '@/client/components/notice';
import { PollingErrorNotice } from './polling-error-notice';
import { PageHeader } from './page-header';
import { ProcessingBadge } from './processing-badge';
import { ProcessingList } from './processing-list';
import { StepIndicator } from './step-indicator';
import { UploadingOverlay } from './uploading-overlay';

const steps = ['Capture Documents', 'AI Processing', 'Review & Complete'] as const;
type UploadStatus = 'idle' | 'uploading' | 'processing';
/** What the documents said once read: extracted, or the extraction failed; per batch and reading. */
type Extraction = { key: string; data: ExtractedClientData | null; failed: boolean };

/**
 * / and /document-first: Smart Financial Fact-Finding, from documents to a pre-filled Fact Find. The run is
 * a batch on the server (decision 018), named in the address (?batch=…): a reload or another tab comes back
 * to the same documents, polling resumes and the 5-minute limit counts from the batch's start.
 */
export function DocumentFirstPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const batchId = searchParams.get('batch');
  const processDocuments = useProcessDocuments();
  const { mutate: extract, isPending: extracting } = useExtractClientData();
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>('idle');
  const [uploadingCount, setUploadingCount] = useState(0);
  const [uploadedNames, setUploadedNames] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [extraction, setExtraction] = useState<Extraction | null>(null);
  const requested = useRef<string | null>(null);
  // Toasts announce what happened while the adviser watched, not what a reload finds already done.
  const watchedProcessing = useRef(false);

  const batch = useDocumentBatch(batchId);
  const open = batch.data && !batch.data.filedAt ? batch.data : null;
  const documentIds = useMemo(() => open?.documents.map((document) => document.id) ?? [], [open]);
  const startedAt = open ? Date.parse(open.startedAt) : null;
  const polling = useDocumentStatuses(documentIds, startedAt);
  const { statuses, allFinished, timedOut } = polling;
  // Statuses fetched before this reading started (a retry's) say nothing about it yet.
  const settled = startedAt !== null && (allFinished || timedOut) && polling.checkedAt >= startedAt;
  const readingKey = open ? `${open.id}:${open.startedAt}` : null;
  const current = extraction && extraction.key === readingKey ? extraction : null;
  const readIds = useMemo(
    () => statuses.filter((status) => status.ocrStatus === 'completed').map((status) => status.id),
    [statuses],
  );
  const anyComplete = statuses.some(isDocumentComplete);
  const step: 'capture' | 'processing' | 'review' = !batchId
    ? 'capture'
    : settled && (current || !anyComplete || readIds.length === 0)
      ? 'review'
      : 'processing';
  if (step === 'processing' && open && !settled) watchedProcessing.current = true;

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
      setUploadedNames(created.documents.map((document) => document.filename));
      setUploadStatus('processing');
      watchedProcessing.current = true;
      if (created.batchId) setSearchParams({ batch: created.batchId });
      toast({
        title: 'Documents Uploaded Successfully',
        description: `${created.documents.length} documents are now being processed. AI is extracting your information.`,
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
    if (!settled || !readingKey || requested.current === readingKey) return;
    if (!anyComplete || readIds.length === 0) return;
    requested.current = readingKey;
    const announce = watchedProcessing.current;
    extract(readIds, {
      onSuccess: (data) => {
        setExtraction({ key: readingKey, data, failed: false });
        if (announce)
          toast({
            title: 'Processing Complete',
            description: `Successfully extracted client information from ${readIds.length} documents.`,
          });
      },
      onError: (error) => {
        console.error('Client data extraction failed', error);
        setExtraction({ key: readingKey, data: null, failed: true });
        toast({
          variant: 'destructive',
          title: 'Extraction Warning',
          description:
            'Documents processed but client data extraction failed. You can still proceed manually.',
        });
      },
    });
  }, [settled, readingKey, anyComplete, readIds, extract]);

  // None could be read: read them again from the step that failed; the batch's reading starts again.
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
    watchedProcessing.current = true;
    await batch.refetch();
  };

  // The batch stays on the server (Extracted Data and the new Fact Find list it); the page starts afresh.
  const startAgain = () => {
    setUploadStatus('idle');
    setUploadedNames([]);
    setExtraction(null);
    setProblem(null);
    requested.current = null;
    watchedProcessing.current = false;
    setSearchParams({});
  };

  const continueToFactFind = () => {
    if (!batchId) return;
    void queryClient.invalidateQueries({ queryKey: ['/api/document-batches'] });
    navigate(`/fact-find/new?batch=${encodeURIComponent(batchId)}`);
  };

  const noneRead = step === 'review' && statuses.length > 0 && statuses.every(isDocumentFailed);
  // With nothing read, AI Processing is not done: the indicator stays on it.
  const stepIndex = noneRead ? 1 : { capture: 0, processing: 1, review: 2 }[step];
  // Gone, or every document of it deleted since (Extracted Data's Delete).
  const missing =
    (batch.error instanceof ApiError && batch.error.status === 404) || open?.documents.length === 0;

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
          <UnfinishedBatches onResume={(id) => setSearchParams({ batch: id })} />
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
                keepAs="document-first"
              />
            </CardContent>
          </Card>
        </>
      )}

      {batchId && (missing || batch.isError || batch.data?.filedAt) && (
        <BatchElsewhere batch={batch.data ?? null} missing={missing} onStartAgain={startAgain} />
      )}

      {step === 'processing' && !missing && !batch.isError && !batch.data?.filedAt && (
        <Card>
          <CardHeader>
            <CardTitle>AI Processing</CardTitle>
            <CardDescription>
              Reading the documents and extracting the client&apos;s information. This usually takes 30-60
              seconds per document.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {batch.isLoading && uploadedNames.length === 0 && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <Spinner iconClassName="size-4" /> Finding the documents...
              </p>
            )}
            <ProcessingList
              statuses={statuses}
              progress={polling.progress}
              pendingNames={open?.documents.map((document) => document.filename) ?? uploadedNames}
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
      )}

      {step === 'review' && open && (
        <ReviewStep
          statuses={statuses}
          extracted={current?.data ?? null}
          extractionFailed={current?.failed ?? false}
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

/** The adviser's own runs not yet made into a client: the page resumes one where it was left. */
function UnfinishedBatches({ onResume }: { onResume: (batchId: string) => void }) {
  const batches =
    useOpenBatches()
      .data?.batches.filter((batch) => batch.createdByMe)
      .slice(0, 3) ?? [];
  if (batches.length === 0) return null;
  return (
    <Notice tone="info" title="Documents not yet made into a client" data-testid="unfinished-batches">
      <ul className="mt-1 space-y-2">
        {batches.map((batch) => (
          <li key={batch.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0">
              <span className="font-medium">{batch.personName ?? 'No name read yet'}</span>
              <span className="text-sm">
                {' '}
                · {batch.documents.length} document{batch.documents.length === 1 ? '' : 's'} · uploaded{' '}
                {formatDateTime(batch.createdAt)}
              </span>
            </span>
            <Button size="sm" variant="outline" onClick={() => onResume(batch.id)}>
              <FolderOpen aria-hidden="true" /> Resume
            </Button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** The batch in the address became a client, was added to one, or is gone. */
function BatchElsewhere({
  batch,
  missing,
  onStartAgain,
}: {
  batch: DocumentBatch | null;
  missing: boolean;
  onStartAgain: () => void;
}) {
  const filed = batch?.clientId ? batch : null;
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 p-6">
        <p className="font-medium">
          {filed
            ? `These documents are now ${filed.clientName ?? 'a client'}'s.`
            : missing
              ? 'These documents could not be found. They may have been deleted.'
              : 'These documents could not be loaded. Please reload the page.'}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {filed && (
            <Button asChild>
              <Link to={`/fact-find/${filed.clientId}`}>Open their Fact Find</Link>
            </Button>
          )}
          <Button variant="outline" onClick={onStartAgain}>
            <Upload aria-hidden="true" /> Start with other documents
          </Button>
        </div>
      </CardContent>
    </Card>
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
