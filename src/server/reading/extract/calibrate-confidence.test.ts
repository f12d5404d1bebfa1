import { describe, expect, it } from 'vitest';
import {
  calibratedLevel,
  evidenceKey,
  levelFromCounts,
  shippedCalibration,
  type ConfidenceCalibration,
} from './calibrate-confidence';
import { confidenceKind } from './confidence-kind';
import { extractFields } from './extract-fields';
import { makeRecognisedDocument } from './testing/make-recognised-document';
import { SAMPLE_TEXT } from './testing/sample-documents';

const table: ConfidenceCalibration = {
  computedOn: ['a test'],
  rule: '',
  kinds: {
    money: {
      'text/rule/high': { n: 400, right: 399, level: 'high' },
      'text/rule/checked': { n: 100, right: 100, level: 'medium' },
      'ocr/rule/low': { n: 300, right: 240, level: 'low' },
    },
    date: { 'text/rule/high': { n: 300, right: 297, level: 'medium' } },
  },
};

describe('confidence calibration', () => {
  it('gives High only to evidence right at least 99.5 % of 200 or more values', () => {
    expect(levelFromCounts(400, 399)).toBe('high');
    expect(levelFromCounts(400, 397)).toBe('medium');
    expect(levelFromCounts(150, 150)).toBe('medium');
    expect(levelFromCounts(100, 80)).toBe('low');
    expect(levelFromCounts(10, 10)).toBeNull();
  });

  it('maps a field kind and its evidence to the level the table measured', () => {
    const text = { reader: 'text', origin: 'rule' } as const;
    expect(calibratedLevel('balance', { ...text, band: 'high' }, table)).toBe('high');
    expect(calibratedLevel('dateOfBirth', { ...text, band: 'high' }, table)).toBe('medium');
    // A check passed on only 100 values is not yet shown to be right 99.5 % of the time.
    expect(calibratedLevel('grossPay', { ...text, band: 'checked' }, table)).toBe('medium');
    // OCR's low confidence may be better than its word: measured, it is what it earned.
    expect(calibratedLevel('balance', { reader: 'ocr', origin: 'rule', band: 'low' }, table)).toBe('low');
    // Evidence the table never measured keeps the rule's level, never High.
    expect(calibratedLevel('fullName', { ...text, band: 'high' }, table)).toBe('medium');
    expect(calibratedLevel('fullName', { ...text, band: 'low' }, table)).toBe('low');
  });

  it('ships a table whose levels are its own counts', () => {
    expect(shippedCalibration.computedOn.length).toBeGreaterThan(0);
    for (const cells of Object.values(shippedCalibration.kinds))
      for (const [key, cell] of Object.entries(cells))
        expect([key, cell.level]).toEqual([key, levelFromCounts(cell.n, cell.right) ?? 'unmeasured']);
  });

  it('is what extraction shows: each field carries its evidence and the level the table gives it', () => {
    const document = makeRecognisedDocument(SAMPLE_TEXT.super);
    const { fields } = extractFields('super', document, undefined, table);
    expect(fields.balance?.evidence).toEqual({ reader: 'text', origin: 'rule', band: 'high' });
    expect(fields.balance?.confidence).toBe('high');
    expect(fields.statementDate?.confidence).toBe('medium');
    const shipped = extractFields('super', document).fields;
    for (const [key, field] of Object.entries(shipped))
      expect([key, field?.confidence]).toEqual([
        key,
        calibratedLevel(key, field!.evidence!, shippedCalibration),
      ]);
    expect(evidenceKey(fields.balance!.evidence!)).toBe('text/rule/high');
    expect(confidenceKind('balance')).toBe('money');
  });
});
