import { describe, expect, it } from 'vitest';
import {
  isDocumentComplete,
  isDocumentFailed,
  isDocumentFinished,
  isNothingReadable,
  nextPollDelay,
  progressPercent,
  uploadScreenStatus,
  withLatestStatuses,
  workflowStatusText,
} from './document-progress';

const doc = (ocrStatus: string, parseStatus: string) => ({ ocrStatus, parseStatus });

describe('document statuses', () => {
  it('is complete when both steps completed, failed when either failed', () => {
    expect(isDocumentComplete(doc('completed', 'completed'))).toBe(true);
    expect(isDocumentComplete(doc('completed', 'processing'))).toBe(false);
    expect(isDocumentFailed(doc('failed', 'pending'))).toBe(true);
    expect(isDocumentFailed(doc('completed', 'failed'))).toBe(true);
    expect(isDocumentFinished(doc('processing', 'pending'))).toBe(false);
  });

  it('computes progress as (completed + failed) / total', () => {
    expect(progressPercent([])).toBe(0);
    expect(
      progressPercent([
        doc('completed', 'completed'),
        doc('failed', 'pending'),
        doc('processing', 'pending'),
      ]),
    ).toBe(67);
    expect(progressPercent([doc('completed', 'completed')])).toBe(100);
  });

  it('names the upload screen statuses', () => {
    expect(uploadScreenStatus(doc('pending', 'pending'))).toBe('pending');
    expect(uploadScreenStatus(doc('processing', 'pending'))).toBe('processing');
    expect(uploadScreenStatus(doc('completed', 'pending'))).toBe('processing');
    expect(uploadScreenStatus(doc('completed', 'completed'))).toBe('extracted');
    expect(uploadScreenStatus(doc('completed', 'failed'))).toBe('failed');
  });

  it("gives the workflow's per-document text", () => {
    expect(workflowStatusText(doc('pending', 'pending'))).toBe('Scanning text...');
    expect(workflowStatusText(doc('processing', 'pending'))).toBe('Scanning text...');
    expect(workflowStatusText(doc('completed', 'processing'))).toBe('Extracting financial data...');
    expect(workflowStatusText(doc('completed', 'completed'))).toBe('Analysis complete');
    expect(workflowStatusText(doc('failed', 'pending'))).toBe('Analysis failed');
  });

  it('gives a document with nothing readable its own state: finished, but not extracted', () => {
    const junk = { ...doc('completed', 'completed'), outcome: 'nothing-readable' as const };
    expect(isDocumentFinished(junk)).toBe(true);
    expect(isNothingReadable(junk)).toBe(true);
    expect(uploadScreenStatus(junk)).toBe('nothing-readable');
    expect(workflowStatusText(junk)).toBe('Nothing readable');
    expect(progressPercent([junk])).toBe(100);
    const read = { ...doc('completed', 'completed'), outcome: 'extracted' as const };
    expect(uploadScreenStatus(read)).toBe('extracted');
    // Only once reading finished: a document being read again is not called junk.
    expect(isNothingReadable({ ...doc('completed', 'pending'), outcome: 'nothing-readable' })).toBe(false);
  });
});

describe('nextPollDelay', () => {
  const started = 1_000_000;
  it('polls every 2 s while documents are in flight, for at most 5 minutes', () => {
    expect(nextPollDelay([doc('processing', 'pending')], started + 1_000, started)).toBe(2000);
    expect(nextPollDelay([doc('processing', 'pending')], started + 299_999, started)).toBe(2000);
    expect(nextPollDelay([doc('processing', 'pending')], started + 300_000, started)).toBe(false);
  });

  it('stops when every document is finished, and waits for a first answer', () => {
    expect(nextPollDelay([doc('completed', 'completed'), doc('failed', 'pending')], started, started)).toBe(
      false,
    );
    expect(nextPollDelay(undefined, started, started)).toBe(false);
  });
});

describe('withLatestStatuses', () => {
  const list = [
    { id: 'a', filename: 'a.pdf', fileSize: 10, ...doc('processing', 'pending') },
    { id: 'b', filename: 'b.pdf', fileSize: 20, ...doc('completed', 'completed') },
  ];
  const polled = [{ id: 'a', filename: 'a.pdf', ...doc('completed', 'failed') }];

  it('puts the statuses polled after the list was fetched over its own', () => {
    expect(withLatestStatuses(list, 1_000, polled, 1_500)).toEqual([
      { id: 'a', filename: 'a.pdf', fileSize: 10, ...doc('completed', 'failed') },
      list[1],
    ]);
  });

  it('keeps the list when it was fetched after the statuses, or nothing was polled', () => {
    expect(withLatestStatuses(list, 2_000, polled, 1_500)).toBe(list);
    expect(withLatestStatuses(list, 1_000, [], 0)).toBe(list);
  });
});
