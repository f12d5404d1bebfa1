import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, FileSearch, RotateCcw, Sparkles, Upload } from 'lucide-react';
import type { DocumentBatch } from '@/shared/schemas/document-batch';
import type { DocumentStatus } from '@/shared/schemas/document';
import { ApiError, serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { useDocumentBatch } from '../api/document-batches';
import { useExtractClientData, type ExtractedClientData } from '../api/extract-client-data';
import { useRetryDocument } from '../api/retry-document';
import { useDocumentFirstUpload } from '../hooks/use-document-first-upload';
import { useDocumentStatuses } from '../hooks/use-document-statuses';
import { isDocumentComplete, isDocumentFailed, isDocumentFinished } from '../lib/document-progress';
import { ConfidenceBadge } from './confidence-badge';
import { ExtractionSummary } from './extraction-summary';
import { Notice } from '@/client/components/notice';
import { PageHeader } from './page-header';
import { StepIndicator } from './step-indicator';
import { DocumentWays } from './document-ways';
import { DocumentFirstCaptureStep } from './document-first-capture-step';
import { DocumentFirstProcessingStep } from './document-first-processing-step';
import { UploadingOverlay } from './uploading-overlay';

const steps = ['Capture Documents', 'AI Processing', 'Review & Complete'] as const;
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
  const { mutate: extract, isPending: extracting } = useExtractClientData();
  // Toasts announce what happened while the adviser watched, not what a reload finds already done.
  const watchedProcessing = useRef(false);
  const uploads = useDocumentFirstUpload((createdBatchId) => {
    watchedProcessing.current = true;
    if (createdBatchId) setSearchParams({ batch: createdBatchId });
  });
  const [extraction, setExtraction] = useState<Extraction | null>(null);
  const requested = useRef<string | null>(null);

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
    uploads.reset();
    setExtraction(null);
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
      {step === 'capture' && <DocumentWays current="document-first" />}
      <Card className="px-2 py-4 sm:px-6">
        <StepIndicator steps={steps} current={stepIndex} />
      </Card>

      {step === 'capture' && (
        <DocumentFirstCaptureStep
          onResume={(id) => setSearchParams({ batch: id })}
          onProcess={uploads.upload}
          problem={uploads.problem}
          onDismissProblem={uploads.clearProblem}
        />
      )}

      {batchId && (missing || batch.isError || batch.data?.filedAt) && (
        <BatchElsewhere batch={batch.data ?? null} missing={missing} onStartAgain={startAgain} />
      )}

      {step === 'processing' && !missing && !batch.isError && !batch.data?.filedAt && (
        <DocumentFirstProcessingStep
          finding={batch.isLoading && uploads.uploadedNames.length === 0}
          polling={polling}
          pendingNames={open?.documents.map((document) => document.filename) ?? uploads.uploadedNames}
          extracting={extracting}
        />
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

      {uploads.uploadStatus === 'uploading' && <UploadingOverlay count={uploads.uploadingCount} />}
    </div>
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
