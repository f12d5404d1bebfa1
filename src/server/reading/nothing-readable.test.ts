import { describe, expect, it } from 'vitest';
import type { RecognisedDocument, RecognisedPage } from './recognise/types';
import { documentOutcome, readableWordCount } from './nothing-readable';

const box = { x0: 0, y0: 0, x1: 10, y1: 10 };

function page(words: [string, number][]): RecognisedPage {
  return {
    pageNumber: 1,
    width: 100,
    height: 100,
    source: 'ocr',
    text: words.map(([text]) => text).join(' '),
    lines: [
      {
        text: words.map(([text]) => text).join(' '),
        confidence: 80,
        box,
        words: words.map(([text, confidence]) => ({ text, confidence, box })),
      },
    ],
    confidence: 80,
  };
}

const document = (...pages: RecognisedPage[]): RecognisedDocument => ({
  mimeType: 'image/png',
  pages,
  elapsedMs: 0,
});
const payslipWords = page(
  ['Payslip', 'Employee', 'Jane', 'Citizen', 'Gross', 'Pay', '$4,210.00', 'Period', '01/06/2025'].map((w) => [
    w,
    92,
  ]),
);

describe('documentOutcome', () => {
  it('calls a blank page nothing readable, whatever it was classified as', () => {
    expect(documentOutcome(document(), { type: 'other', extractedData: {} })).toBe('nothing-readable');
    expect(documentOutcome(document(page([])), { type: 'payslip', extractedData: {} })).toBe(
      'nothing-readable',
    );
  });

  it('does not count what OCR makes of a photo: marks, single letters and low-confidence guesses', () => {
    const photo = page([
      ['|', 95],
      ['~', 90],
      ['ee', 70],
      ['a', 88],
      ['Sunset', 31],
      ['BEACH', 40],
      ['..-', 75],
      ['HOTEL', 62],
    ]);
    expect(readableWordCount(document(photo))).toBe(1);
    expect(documentOutcome(document(photo), { type: 'other', extractedData: {} })).toBe('nothing-readable');
  });

  it('calls text of no known type with no facts nothing readable', () => {
    expect(
      documentOutcome(document(payslipWords), {
        type: 'other',
        extractedData: { requiresManualReview: true, _fields: {}, _warnings: [] },
      }),
    ).toBe('nothing-readable');
  });

  it('keeps a typed document with text, or any document with facts, as extracted', () => {
    expect(documentOutcome(document(payslipWords), { type: 'payslip', extractedData: {} })).toBe('extracted');
    expect(
      documentOutcome(document(payslipWords), { type: 'other', extractedData: { employerName: 'Acme' } }),
    ).toBe('extracted');
  });

  it('judges pages stored without word boxes by their text', () => {
    const stored: RecognisedPage = { ...payslipWords, lines: [] };
    expect(readableWordCount(document(stored))).toBe(9);
  });
});
