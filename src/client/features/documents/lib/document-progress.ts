import { limits, type DocumentOutcome, type ProcessingStatus } from '@/shared/options';

type Statuses = {
  ocrStatus: ProcessingStatus | string;
  parseStatus: ProcessingStatus | string;
  outcome?: DocumentOutcome | null;
};

/** Complete when both reading (OCR) and extraction completed (specification section 4). */
export function isDocumentComplete(document: Statuses): boolean {
  return document.ocrStatus === 'completed' && document.parseStatus === 'completed';
}

/** Failed when either step failed. */
export function isDocumentFailed(document: Statuses): boolean {
  return document.ocrStatus === 'failed' || document.parseStatus === 'failed';
}

export function isDocumentFinished(document: Statuses): boolean {
  return isDocumentComplete(document) || isDocumentFailed(document);
}

/** (completed + failed) / total × 100, rounded; 0 with no documents. */
export function progressPercent(documents: readonly Statuses[]): number {
  if (documents.length === 0) return 0;
  const finished = documents.filter(isDocumentFinished).length;
  return Math.round((finished / documents.length) * 100);
}

/**
 * How long until the next status check: 2 s while any document is still being read, or false to stop
 * (all finished, or 5 minutes since polling started).
 */
export function nextPollDelay(
  documents: readonly Statuses[] | undefined,
  checkedAt: number,
  startedAt: number,
): number | false {
  if (!documents || documents.every(isDocumentFinished)) return false;
  return checkedAt - startedAt < limits.statusPollCutoffMs ? limits.statusPollMs : false;
}

/**
 * A fetched list of documents with the statuses polled since, whichever was fetched last: a polled status
 * replaces the document's status fields; documents not polled keep theirs.
 */
export function withLatestStatuses<Document extends { id: string }>(
  documents: Document[],
  listFetchedAt: number,
  statuses: readonly (Partial<Document> & { id: string })[],
  statusesFetchedAt: number,
): Document[] {
  if (statuses.length === 0 || statusesFetchedAt < listFetchedAt) return documents;
  const latest = new Map(statuses.map((status) => [status.id, status]));
  return documents.map((document) => {
    const status = latest.get(document.id);
    return status ? { ...document, ...status } : document;
  });
}

/** Read to the end, but nothing readable came of it: a blank page, a photo with no text (server: nothing-readable.ts). */
export function isNothingReadable(document: Statuses): boolean {
  return isDocumentComplete(document) && document.outcome === 'nothing-readable';
}

/** The upload screen's words: Pending, Processing..., Extracted, Nothing readable or 'Processing failed'. */
export type UploadScreenStatus = 'pending' | 'processing' | 'extracted' | 'nothing-readable' | 'failed';

export function uploadScreenStatus(document: Statuses): UploadScreenStatus {
  if (isDocumentFailed(document)) return 'failed';
  if (isNothingReadable(document)) return 'nothing-readable';
  if (isDocumentComplete(document)) return 'extracted';
  if (document.ocrStatus === 'pending' && document.parseStatus === 'pending') return 'pending';
  return 'processing';
}

/** The four-step workflow's per-document text. */
export function workflowStatusText(document: Statuses): string {
  if (isDocumentFailed(document)) return 'Analysis failed';
  if (isNothingReadable(document)) return nothingReadableText.title;
  if (isDocumentComplete(document)) return 'Analysis complete';
  if (document.ocrStatus === 'completed') return 'Extracting financial data...';
  return 'Scanning text...';
}

/** The words for a document with nothing readable, wherever it is listed. */
export const nothingReadableText = {
  title: 'Nothing readable',
  explanation:
    'No text or financial details could be read from this file. Retake the photo in good light, or upload a clearer copy, then delete this one.',
} as const;
