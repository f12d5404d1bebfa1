import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTruth, score, valuesMatch, type Truth } from './score';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/corpus');

const truth = (fields: Truth['fields'], documentType = 'payslip'): Truth => ({
  file: 'a.pdf',
  rel: 'docs/a.pdf',
  base: 'a.pdf',
  documentType,
  fields,
});

describe('the scorer', () => {
  it('gives the fixtures full marks against themselves and nothing for empty predictions', () => {
    const truths = loadTruth(fixtures);
    expect(truths.length).toBeGreaterThan(30);
    const perfect = score(
      truths,
      truths.map((item) => ({ file: item.rel, documentType: item.documentType, fields: item.fields })),
    );
    expect(perfect.typeAccuracy).toBe(1);
    expect(perfect.overall.f1).toBe(1);
    const empty = score(
      truths,
      truths.map((item) => ({ file: item.rel, documentType: 'unknown', fields: {} })),
    );
    expect(empty.typeAccuracy).toBe(0);
    expect(empty.overall.f1).toBe(0);
  });

  it('accepts the forms documents print values in', () => {
    expect(valuesMatch('payDate', '2025-03-12', 'Wednesday, 12 March 2025')).toBe(true);
    expect(valuesMatch('payDate', '2025-03-12', '12/03/25')).toBe(true);
    expect(valuesMatch('grossPay', 1234.5, 'AUD 1,234.50')).toBe(true);
    expect(valuesMatch('taxPayable', -2544.68, '$2,544.68 CR')).toBe(true);
    expect(valuesMatch('bsb', '062123', '062-***')).toBe(true);
    expect(valuesMatch('accountNumber', '12345678', 'xxxx5678')).toBe(true);
    expect(valuesMatch('bankName', 'Commonwealth Bank of Australia', 'CommBank')).toBe(true);
    expect(valuesMatch('employer', 'Harbourline Logistics Pty Ltd', 'HARBOURLINE LOGISTICS')).toBe(true);
    expect(valuesMatch('addressStreet', '12 Wattle Street', '12 WATTLE ST')).toBe(true);
    expect(valuesMatch('fullName', "Sean Patrick O'Brien", "O'BRIEN, Sean Patrick")).toBe(true);
    expect(valuesMatch('phone', '0491570156', '+61 491 570 156')).toBe(true);
    expect(valuesMatch('addressState', 'VIC', 'Victoria')).toBe(true);
    expect(valuesMatch('insuranceIPWaitingPeriod', 90, '3 months')).toBe(true);
    expect(valuesMatch('taxYear', '2024-25', 'Year ending 30 June 2025')).toBe(true);
    expect(valuesMatch('policyType', 'income-protection', 'Salary continuance')).toBe(true);
  });

  it('refuses near misses', () => {
    expect(valuesMatch('grossPay', 1234.5, '$1,234.60')).toBe(false);
    expect(valuesMatch('bsb', '062123', '063-***')).toBe(false);
    expect(valuesMatch('accountNumber', '12345678', '12345679')).toBe(false);
    expect(valuesMatch('payDate', '2025-03-12', '13/03/2025')).toBe(false);
  });

  it('counts a wrong value as a miss and a false positive, and an extra key only when the type has it', () => {
    const report = score(
      [truth({ grossPay: 100, employer: 'Acme' })],
      [
        {
          file: 'a.pdf',
          documentType: 'payslip',
          fields: { grossPay: '$200', employer: 'Acme', bsb: '062000', netPay: '90' },
        },
      ],
    );
    // grossPay wrong (fn + fp), employer right (tp), netPay extra (fp), bsb not a payslip key (ignored).
    expect(report.overall).toMatchObject({ tp: 1, fn: 1, fp: 2 });
  });
});
