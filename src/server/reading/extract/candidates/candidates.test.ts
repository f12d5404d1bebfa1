import { describe, expect, it } from 'vitest';
import { readLayout } from '../layout/read-layout';
import { makeRecognisedDocument } from '../testing/make-recognised-document';
import type { ExtractedField, ExtractedFields } from '../types';
import { fillFromCandidates } from './choose-fields';
import { detectCandidates, type Candidate } from './detect-values';
import { rankCandidates, shippedFieldRanker, type RankedCandidate } from './field-ranker';
import { bestLabelMatch, labelContainment } from './label-similarity';
import { linkLabels } from './link-labels';

const layoutOf = (lines: string[]) => readLayout(makeRecognisedDocument(lines.join('\n')));

describe('value detectors', () => {
  it('finds amounts, dates in Australian forms, rates and waiting periods, each once', () => {
    const layout = layoutOf([
      'Net pay: $1,234.50     Paid on 15/07/2025',
      'Interest rate 6.19% p.a.     Waiting period 90 days',
      'Statement period 1 Jul 2024 to 30 Jun 2025',
    ]);
    const found = detectCandidates(layout).map((candidate) => [
      candidate.kind,
      candidate.value,
      candidate.range,
    ]);
    expect(found).toEqual([
      ['money', 1234.5, 'single'],
      ['date', '2025-07-15', 'single'],
      ['percent', 6.19, 'single'],
      ['frequency', 'annual', 'single'],
      ['days', 90, 'single'],
      ['date', '2024-07-01', 'start'],
      ['date', '2025-06-30', 'end'],
    ]);
  });

  it('takes a figure with a unit after it for a quantity, not money', () => {
    const found = detectCandidates(
      layoutOf(['Leave balances: annual 128.50 h, personal 79.64 hrs', 'Usage 412.5 kWh  Charge $98.40']),
    )
      .filter((candidate) => candidate.kind !== 'frequency')
      .map((candidate) => [candidate.kind, candidate.value]);
    expect(found).toEqual([['money', 98.4]]);
  });

  it('keeps the text before a value in its cell as its own label', () => {
    const [candidate] = detectCandidates(layoutOf(['Net pay: $1,234.50']));
    expect(candidate?.before).toBe('Net pay: ');
  });

  it('finds a printed cycle, named by the label of the amount it follows, and keeps "Annual salary" one label', () => {
    const found = detectCandidates(
      layoutOf(['Repayments: $2,140.00 per month', 'Frequency: Fortnightly', 'Annual salary $96,000.00']),
    ).map((candidate) => [candidate.kind, candidate.value, candidate.before.trim()]);
    expect(found).toEqual([
      ['money', 2140, 'Repayments:'],
      ['frequency', 'monthly', 'Repayments: $2,140.00'],
      ['frequency', 'fortnightly', 'Frequency:'],
      ['frequency', 'annual', ''],
      ['money', 96000, 'Annual salary'],
    ]);
  });
});

describe('the layout graph', () => {
  const find = (lines: string[], value: number) => {
    const layout = layoutOf(lines);
    const candidate = detectCandidates(layout).find((entry) => entry.value === value) as Candidate;
    return linkLabels(layout, candidate);
  };

  it('links a value to the label on its left', () => {
    expect(find(['Closing balance          $4,210.77'], 4210.77)).toMatchObject({
      left: 'Closing balance',
      own: '',
    });
  });

  it('links a tile figure to the label above it', () => {
    expect(
      find(['Total credits        Total debits', '$3,100.00            $2,950.25'], 2950.25),
    ).toMatchObject({
      above: 'Total debits',
    });
  });

  it('links a table figure to its column header (YTD), also when right-aligned, and to its row name past the figures', () => {
    const labels = find(
      [
        'Earnings        Hours     This period     YTD',
        'Ordinary pay    76.00        3,019.23      48,307.68',
        'Overtime         4.00          210.00       1,050.00',
      ],
      1050,
    );
    expect(labels).toMatchObject({ header: 'YTD', left: 'Overtime' });
  });

  it('links a figure in a sentence to no column header or tile above', () => {
    const labels = find(
      [
        'Year to date          Gross          Tax          Super',
        'YTD totals       $44,214.95     $10,488.00     $5,350.00',
        'Paid by transfer to your nominated account, with a bonus of $250.00 included this time.',
      ],
      250,
    );
    expect(labels).toMatchObject({ header: '', above: '' });
  });
});

describe('label similarity', () => {
  it('scores a printed label by how much of a synonym it contains, despite misread letters', () => {
    expect(labelContainment('Total credits this period', 'total credits')).toBe(1);
    expect(labelContainment('T0tal cred1ts', 'total credits')).toBeGreaterThan(0.3);
    expect(labelContainment('Opening balance', 'closing balance')).toBeLessThan(0.7);
  });

  it('prefers the synonym that explains the whole label', () => {
    const ytd = bestLabelMatch('YTD tax', ['tax', 'ytd tax']);
    expect(ytd).toEqual({ contains: 1, covers: 1 });
    expect(bestLabelMatch('12.50', ['tax'])).toEqual({ contains: 0, covers: 0 });
  });
});

describe('candidates of a period total', () => {
  it('are never a dated transaction line, however likely the model finds them', () => {
    const layout = layoutOf([
      'Date     Description                  Withdrawal    Deposit      Balance',
      '20/03    WESTLINK FREIGHT PAYROLL                   $2,378.38    $3,071.37',
      'Total deposits                                      $4,756.76',
    ]);
    // A model that weighs nothing but a bias: every candidate equally likely.
    const features = shippedFieldRanker.features;
    const model = { features, weights: { 'bank.totalCredits': features.map(() => 1) } };
    const values = (rankCandidates('bank', layout, model).get('totalCredits') ?? []).map(
      ({ candidate }) => candidate.value,
    );
    expect(values).not.toContain(2378.38);
    expect(values).toContain(4756.76);
  });
});

describe('the shipped ranker', () => {
  it('reads a cycle under a label no rule knows, and only the cycles its field takes', () => {
    const layout = layoutOf([
      'Loan summary',
      'Amount you pay      $1,845.20',
      'Repayment cycle     Fortnightly',
      'Interest rate       6.09% p.a.',
    ]);
    const [best] = rankCandidates('mortgage', layout).get('repaymentFrequency') ?? [];
    expect(best?.candidate.value).toBe('fortnightly');
    expect(best?.probability).toBeGreaterThan(0.5);
    const values = (rankCandidates('mortgage', layout).get('repaymentFrequency') ?? []).map(
      ({ candidate }) => candidate.value,
    );
    // "p.a." is a cycle, but a loan is never repaid yearly.
    expect(values).not.toContain('annual');
  });
});

describe('the choice among ranked candidates', () => {
  const layout = layoutOf([
    'Opening balance    $1,000.00',
    'Credits            $500.00      $600.00',
    'Debits             $200.00',
    'Closing balance    $1,400.00',
  ]);
  const candidates = detectCandidates(layout);
  const at = (value: number, probability: number): RankedCandidate => ({
    candidate: candidates.find((candidate) => candidate.value === value) as Candidate,
    probability,
  });
  const ruled = (entries: Record<string, number>): ExtractedFields =>
    Object.fromEntries(
      Object.entries(entries).map(([key, value]) => [
        key,
        { value, confidence: 'high', source: { page: 1, text: String(value) } },
      ]),
    );

  it('chooses the candidate that makes opening + credits − debits = closing, not just the likeliest', () => {
    const fields = fillFromCandidates(
      'bank',
      ruled({ openingBalance: 1000, totalDebits: 200, closingBalance: 1400 }),
      new Map([['totalCredits', [at(500, 0.8), at(600, 0.7)]]]),
    );
    expect(fields.totalCredits?.value).toBe(600);
  });

  it('withdraws its choice when no candidate satisfies the totals', () => {
    const fields = fillFromCandidates(
      'bank',
      ruled({ openingBalance: 1000, totalDebits: 200, closingBalance: 1400 }),
      new Map([['totalCredits', [at(500, 0.8)]]]),
    );
    expect(fields.totalCredits).toBeUndefined();
  });

  it('never overrides the rules, stays silent below the threshold and keeps YTD at least this period', () => {
    const payslip = layoutOf(['Tax    $420.00    $310.00    $5,040.00']);
    const pay = detectCandidates(payslip);
    const of = (value: number, probability: number) => ({
      candidate: pay.find((candidate) => candidate.value === value) as Candidate,
      probability,
    });
    const fields = fillFromCandidates(
      'payslip',
      ruled({ taxWithheld: 420 }),
      new Map([
        ['taxWithheld', [of(310, 0.99)]],
        ['ytdTax', [of(310, 0.9), of(5040, 0.8)]],
        ['netPay', [of(5040, 0.3)]],
      ]),
    );
    expect(fields.taxWithheld?.value).toBe(420);
    expect(fields.ytdTax?.value).toBe(5040);
    expect(fields.netPay).toBeUndefined();
  });

  it("confirms a rule's guess it reads from the same figure, keeping the rule's value; replaces an amount's guess, never a refund's", () => {
    const notice = layoutOf(['Result of this notice    $1,124.91 CR', 'Other figure    $2,000.00']);
    const figures = detectCandidates(notice);
    const figure = (value: number) => figures.find((candidate) => candidate.value === value) as Candidate;
    const guessed = (candidate: Candidate, value: number): ExtractedField => ({
      value,
      confidence: 'low',
      source: { page: 1, text: candidate.cell.text, box: candidate.cell.box },
    });
    // A refund read by its shape ("CR") as a negative tax payable; the ranker reads the same figure's size.
    const confirmed = fillFromCandidates(
      'tax',
      { taxPayable: guessed(figure(1124.91), -1124.91) },
      new Map([['taxPayable', [{ candidate: figure(1124.91), probability: 0.95 }]]]),
    );
    expect(confirmed.taxPayable).toMatchObject({
      value: -1124.91,
      confidence: 'medium',
      evidence: { origin: 'ranker', band: 'medium' },
    });
    // Another figure, however likely: the guess stays, as the rule read it.
    const kept = fillFromCandidates(
      'tax',
      { taxPayable: guessed(figure(1124.91), -1124.91) },
      new Map([['taxPayable', [{ candidate: figure(2000), probability: 0.99 }]]]),
    );
    expect(kept.taxPayable).toMatchObject({ value: -1124.91, confidence: 'low' });
    expect(kept.taxPayable?.evidence).toBeUndefined();
    // An amount guessed by its size gives way to the figure a label names.
    const replaced = fillFromCandidates(
      'mortgage',
      { balance: guessed(figure(2000), 2000) },
      new Map([['balance', [{ candidate: figure(1124.91), probability: 0.7 }]]]),
    );
    expect(replaced.balance).toMatchObject({ value: 1124.91, evidence: { origin: 'ranker' } });
  });

  it("never replaces a date's guess with another date", () => {
    const statement = layoutOf(['Period ending    30/06/2025', 'Printed    01/07/2025']);
    const dates = detectCandidates(statement);
    const [end, printed] = dates as [Candidate, Candidate];
    const fields = fillFromCandidates(
      'super',
      {
        statementDate: {
          value: end.value,
          confidence: 'low',
          source: { page: 1, text: end.cell.text, box: end.cell.box },
        },
      },
      new Map([['statementDate', [{ candidate: printed, probability: 0.99 }]]]),
    );
    expect(fields.statementDate).toMatchObject({ value: '2025-06-30', confidence: 'low' });
  });
});
