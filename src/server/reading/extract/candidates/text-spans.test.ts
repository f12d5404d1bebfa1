import { describe, expect, it } from 'vitest';
import { readLayout } from '../layout/read-layout';
import { readIssuerName } from '../find-organisation';
import { parsePosition } from '../payslip';
import { readPrintedName } from '../person';
import { makeRecognisedDocument } from '../testing/make-recognised-document';
import type { ExtractedFields } from '../types';
import { shippedFieldRanker } from './field-ranker';
import { fillFromSpans, rankSpans } from './rank-spans';
import { detectSpans, SPAN_FEATURE_NAMES, spanFeatures } from './text-spans';

const layoutOf = (lines: string[]) => readLayout(makeRecognisedDocument(lines.join('\n')));

/** A bank statement whose address block lost its street line, as a poor photo does: no rule reads the name. */
const BROKEN_BLOCK = [
  'Statement of account',
  '26.06.2024 - 23.09.2024',
  "Aisha Marie O'Rourke",
  'BRUNSWICK VIC 3056',
  'Account name Smart Access  BSB 062-579',
  'Opening balance $24,013.74',
  'Closing balance $28,747.66',
  'Date  Description  Debits  Credits  Balance',
  ...Array.from(
    { length: 14 },
    (_, day) => `${String(day + 10)}.07.2024  Woolworths  $${day + 20}.15  $24,${day + 100}.00`,
  ),
];

describe('text spans', () => {
  it('finds names alone in a cell, after a label or before a dash, and not products, greetings or headings', () => {
    const layout = layoutOf([
      'Statement of account',
      'Member name: Jo Citizen',
      'Dear Aisha Citizen',
      'Account name Everyday Saver',
      'WILLIAMS, Charlotte',
      'Kenji Watanabe - Trading account 8449662',
    ]);
    const spans = detectSpans(layout, readPrintedName).map((span) => [span.value.fullName, span.before]);
    expect(spans).toEqual([
      ['Jo Citizen', 'Member name:'],
      ['Charlotte Williams', ''],
      ['Kenji Watanabe', ''],
    ]);
  });

  it("finds an issuer's name before a period run into its line, and not streets, figures or fields", () => {
    const layout = layoutOf([
      'Pulnor Bank 16/12/2023 - 14/06/2024',
      '82 Wattle Street',
      'Account number: 2421685118',
      '$33,420.33',
    ]);
    const spans = detectSpans(layout, readIssuerName, { beforeDate: true }).map((span) => span.value);
    expect(spans).toEqual(['Pulnor Bank']);
  });

  it('describes each span by its label, place and shape', () => {
    const layout = layoutOf(BROKEN_BLOCK);
    const spans = detectSpans(layout, readPrintedName);
    const [described] = spanFeatures(layout, spans, 'fullName', (name) => name.fullName);
    const feature = (name: string) => described?.features[SPAN_FEATURE_NAMES.indexOf(name)];
    expect(described?.features).toHaveLength(SPAN_FEATURE_NAMES.length);
    expect(feature('address below')).toBe(1);
    expect(feature('alone in row')).toBe(1);
    expect(feature('three words')).toBe(1);
    expect(feature('title')).toBe(0);
    expect(feature('capitalised')).toBe(1);
    expect(feature('after a colon')).toBe(0);
  });

  it('tells a capitalised name after a colon from a label in sentence case', () => {
    const layout = layoutOf(['Gen: Declan Van der Merwe', 'Rompil zon']);
    const described = spanFeatures(
      layout,
      detectSpans(layout, readPrintedName),
      'fullName',
      (name) => name.fullName,
    );
    const feature = (index: number, name: string) =>
      described[index]?.features[SPAN_FEATURE_NAMES.indexOf(name)];
    expect(described.map(({ span }) => span.printed)).toEqual(['Declan Van der Merwe', 'Rompil zon']);
    expect([feature(0, 'capitalised'), feature(0, 'after a colon')]).toEqual([1, 1]);
    expect([feature(1, 'capitalised'), feature(1, 'after a colon')]).toEqual([0, 0]);
  });
});

/** A payslip as a poor photo reads it: the role run into its label and the next label. */
const RUN_TOGETHER_PAYSLIP = [
  'Payslip Riverbend Health Services Pty Ltd',
  'ABN 52 629 451 264',
  'Ruby Papadopoulos',
  '7 Terrace',
  'MOUNT GAMBIER SA 5290',
  'Position Warehouse Supervisor Employee ID 27136',
  'Pay period 19-SEP-2024 - 19-OCT-2024 Pay date 20-OCT-2024',
  'Frequency Monthly',
  'Earnings',
  'Description  Hours  Rate  Amount',
  'Ordinary hours  164.67  33.40  5,500.00',
  'Gross pay 5,500.00 PAYG tax 1,267.21',
  'Net pay 4,232.79 Superannuation 632.50',
];

describe('the span ranker', () => {
  it('reads a role run into its label and the next one, in place of a row of labels a rule took for it', () => {
    const layout = layoutOf(RUN_TOGETHER_PAYSLIP);
    const runs = detectSpans(layout, parsePosition, { runs: true }).map((span) => [span.value, span.before]);
    expect(runs).toContainEqual(['Warehouse Supervisor', 'Position']);
    expect(fillFromSpans('payslip', {}, layout, shippedFieldRanker).position?.value).toBe(
      'Warehouse Supervisor',
    );
    const misread: ExtractedFields = {
      position: { value: 'Pay period', confidence: 'medium', source: { page: 1, text: 'Pay period' } },
    };
    expect(fillFromSpans('payslip', misread, layout, shippedFieldRanker).position?.value).toBe(
      'Warehouse Supervisor',
    );
    // Another type's documents carry no role.
    expect(fillFromSpans('bank', {}, layout, shippedFieldRanker).position).toBeUndefined();
  });

  it('reads the name over a broken address block, as a ranker reading to check', () => {
    const filled = fillFromSpans('bank', {}, layoutOf(BROKEN_BLOCK), shippedFieldRanker);
    expect(filled.fullName?.value).toBe("Aisha Marie O'Rourke");
    expect(filled.firstName?.value).toBe('Aisha');
    expect(filled.lastName?.value).toBe("O'Rourke");
    expect(filled.fullName?.evidence?.origin).toBe('ranker');
    expect(filled.fullName?.confidence).not.toBe('high');
  });

  it('reads a name under a label no one listed, and not a label in sentence case', () => {
    const layout = layoutOf([
      'Employment income statement',
      'Income year 2023–24',
      'Rompil zon',
      'Gen: Luca Rossi',
      'Kilvum: $76,647.61',
      'Taxbim nal: $16,096.00',
    ]);
    expect(fillFromSpans('tax', {}, layout, shippedFieldRanker).fullName?.value).toBe('Luca Rossi');
  });

  it('never replaces a name a rule read', () => {
    const read: ExtractedFields = {
      fullName: { value: 'Jo Citizen', confidence: 'high', source: { page: 1, text: 'Name: Jo Citizen' } },
    };
    expect(fillFromSpans('bank', read, layoutOf(BROKEN_BLOCK), shippedFieldRanker)).toEqual(read);
  });

  it('reads an investment option run into the words that name it', () => {
    const layout = layoutOf([
      'Accumulation account statement Rest Super',
      '02.03.2023 to 29.02.2024',
      'Mr Kowalski',
      '217 Hill Street',
      'Membership number 8869827370',
      'Where your super is invested High Growth',
      'Your super at a glance',
      'Opening account balance $298,519.66',
      'Total account balance $305,479.98',
    ]);
    expect(fillFromSpans('super', {}, layout, shippedFieldRanker).investmentOption?.value).toBe(
      'High Growth',
    );
  });

  it('reads an insurer no list knows from its masthead, not the title or the client', () => {
    const layout = layoutOf([
      'Policy schedule',
      'Quandong Life',
      '23 Sep 2025',
      'KOWALSKI, Zara',
      '138 Marine Parade',
      'FREMANTLE WA 6160',
      'Policy number L1250722',
      'Plan Income Protection',
      'Benefit amount (monthly) $6,500',
      'Premium $96.20 monthly',
    ]);
    const filled = fillFromSpans('insurance', {}, layout, shippedFieldRanker);
    expect(filled.insurer?.value).toBe('Quandong Life');
    expect(filled.insurer?.evidence?.origin).toBe('ranker');
  });

  it('gives a letter, which is no bill, no provider', () => {
    const letter = layoutOf([
      'Quandong Community Library',
      'Ref YZ123456',
      'Zara Kowalski',
      '138 Marine Parade',
      'FREMANTLE WA 6160',
      'Dear Zara,',
      'Thank you for being a member. Your library card will expire soon.',
      'Kind regards,',
    ]);
    expect(fillFromSpans('other', {}, letter, shippedFieldRanker).provider).toBeUndefined();
  });

  it("weighs a bill's issuer by the figures it prints where no word says it is a bill, a letter's sender not", () => {
    const likeliest = (lines: string[]) =>
      rankSpans('other', 'issuer', layoutOf(lines), shippedFieldRanker)[0];
    const bill = likeliest([
      'Quandong Power',
      '12 Mar 2025',
      'Zara Kowalski',
      '138 Marine Parade',
      'FREMANTLE WA 6160',
      'Wibble frob $412.80',
      'Plonk quux $96.15',
      'Norp vell $316.65',
      'Tarn zib 14 Apr 2025',
      'Sorp 2392 units $400.78',
    ]);
    const letter = likeliest([
      'Quandong Power',
      'Zara Kowalski',
      '138 Marine Parade',
      'FREMANTLE WA 6160',
      'Dear Zara,',
      'Thank you for taking part in our community survey earlier this year, your answers help us plan.',
      'We will write to you again when the results are published on our website.',
      'Kind regards,',
    ]);
    expect(bill?.span.value).toBe('Quandong Power');
    expect(letter?.span.value).toBe('Quandong Power');
    expect(bill?.probability).toBeGreaterThan(3 * (letter?.probability ?? 1));
  });

  it('stays silent on a document with no name-shaped text, and without a model for the type', () => {
    expect(fillFromSpans('bank', {}, layoutOf(['Closing balance $28,747.66']), shippedFieldRanker)).toEqual(
      {},
    );
    expect(
      rankSpans('bank', 'name', layoutOf(BROKEN_BLOCK), { ...shippedFieldRanker, spans: undefined }),
    ).toEqual([]);
  });
});
