import { describe, expect, it } from 'vitest';
import { redactTaxFileNumbers } from './redact-tax-file-numbers';
import { displayFilename } from './display-filename';
import type { RecognisedDocument } from './recognise/types';

const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
const documentWith = (lineText: string): RecognisedDocument => ({
  mimeType: 'application/pdf',
  elapsedMs: 0,
  pages: [
    {
      pageNumber: 1,
      width: 100,
      height: 100,
      source: 'text-layer',
      confidence: 100,
      text: `Notice of assessment\n${lineText}`,
      lines: [
        {
          text: lineText,
          confidence: 100,
          box,
          words: lineText.split(' ').map((text) => ({ text, confidence: 100, box })),
        },
      ],
    },
  ],
});

describe('redactTaxFileNumbers', () => {
  it('masks a valid TFN in the page text, the line and its words, keeping the last 3 digits', () => {
    // 123 456 782 passes the TFN check digit.
    const redacted = redactTaxFileNumbers(documentWith('Tax file number 123 456 782'));
    const page = redacted.pages[0]!;
    expect(page.text).toBe('Notice of assessment\nTax file number *** *** 782');
    expect(page.lines[0]?.text).toBe('Tax file number *** *** 782');
    expect(page.lines[0]?.words.map((word) => word.text)).toEqual([
      'Tax',
      'file',
      'number',
      '***',
      '***',
      '782',
    ]);
    expect(JSON.stringify(redacted)).not.toContain('123');
  });

  it('leaves other nine-digit numbers alone, even when they pass the check digit', () => {
    expect(redactTaxFileNumbers(documentWith('Account 123 456 789')).pages[0]?.lines[0]?.text).toBe(
      'Account 123 456 789',
    );
    expect(redactTaxFileNumbers(documentWith('Member number 123456782')).pages[0]?.text).toContain(
      '123456782',
    );
  });
});

const documentWithLines = (...texts: string[]): RecognisedDocument => ({
  mimeType: 'application/pdf',
  elapsedMs: 0,
  pages: [
    {
      pageNumber: 1,
      width: 100,
      height: 100,
      source: 'text-layer',
      confidence: 100,
      text: texts.join('\n'),
      lines: texts.map((text) => ({
        text,
        confidence: 100,
        box,
        words: text.split(' ').map((word) => ({ text: word, confidence: 100, box })),
      })),
    },
  ],
});

describe('redactTaxFileNumbers in other forms', () => {
  // 876 543 028 passes the TFN check digit.
  it.each([
    ['dots', ['TFN: 876.543.028']],
    ['a hash label', ['Tax File #: 876543028']],
    ['a label split over lines', ['Your tax file', 'number is 876 543 028']],
    ['a slash in the label', ['Your tax file / number is', '876-543-028']],
    ['a plain number two lines under the label', ['Tax File No.', 'Client: Jo Citizen', '876543028']],
    ["OCR's TEN for the label TFN", ['Super fund statement', 'TEN 876 543 028']],
  ])('masks a TFN written with %s everywhere it is stored', (_name, lines) => {
    const redacted = redactTaxFileNumbers(documentWithLines(...lines));
    const stored = JSON.stringify(redacted);
    expect(stored).not.toMatch(/876\D{0,2}543/);
    expect(stored).toContain('028');
  });

  it('leaves a number far from any TFN label alone', () => {
    const redacted = redactTaxFileNumbers(
      documentWithLines(
        'Tax file number',
        'Name Jo Citizen',
        'Address 1 Main St',
        'Suburb Bondi',
        'Member 876543028',
      ),
    );
    expect(redacted.pages[0]?.text).toContain('876543028');
  });

  it('leaves amounts and dates beside a TFN label alone', () => {
    // Each of these passes the TFN check digit as its digits run (15400042, 14259298, 27092025).
    const lines = [
      'Your TFN 470 *** *** Date lodged 27-09-2025',
      'Calculation of tax',
      'Total income or loss 154,000.42 Less deductions 11,407.44',
      'Taxable income or loss 142,592.98 Income tax payable 34,222.32',
    ];
    const redacted = redactTaxFileNumbers(documentWithLines(...lines));
    expect(redacted.pages[0]?.text).toBe(lines.join('\n'));
    expect(redacted.pages[0]?.lines.map((line) => line.text)).toEqual(lines);
  });

  it('takes "ten" in words for a number, not for a label', () => {
    const redacted = redactTaxFileNumbers(documentWithLines('Ten 876 543 028 units held'));
    expect(redacted.pages[0]?.text).toContain('876 543 028');
  });
});

describe('a file name holding a tax file number', () => {
  it('keeps only its last 3 digits, as the text read from the file does', () => {
    expect(displayFilename('TFN 876 543 028 notice.pdf')).toBe('TFN *** *** 028 notice.pdf');
    expect(displayFilename('YourTFN_876543028.pdf')).toBe('YourTFN_******028.pdf');
    expect(displayFilename('statement 876543028.pdf')).toBe('statement 876543028.pdf');
  });
});
