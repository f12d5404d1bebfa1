import { describe, expect, it } from 'vitest';
import { readLayout } from '../layout/read-layout';
import { readPrintedName } from '../person';
import { makeRecognisedDocument } from '../testing/make-recognised-document';
import type { ExtractedFields } from '../types';
import { shippedFieldRanker } from './field-ranker';
import { detectNameSpans, NAME_FEATURE_NAMES, nameSpanFeatures } from './name-spans';
import { fillNameFromSpans, rankNames } from './rank-names';

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

describe('name spans', () => {
  it('finds names alone in a cell, after a label or before a dash, and not products, greetings or headings', () => {
    const layout = layoutOf([
      'Statement of account',
      'Member name: Jo Citizen',
      'Dear Aisha Citizen',
      'Account name Everyday Saver',
      'WILLIAMS, Charlotte',
      'Kenji Watanabe - Trading account 8449662',
    ]);
    const spans = detectNameSpans(layout, readPrintedName).map((span) => [span.name.fullName, span.before]);
    expect(spans).toEqual([
      ['Jo Citizen', 'Member name:'],
      ['Charlotte Williams', ''],
      ['Kenji Watanabe', ''],
    ]);
  });

  it('describes each span by its label, place and shape', () => {
    const layout = layoutOf(BROKEN_BLOCK);
    const [described] = nameSpanFeatures(layout, detectNameSpans(layout, readPrintedName));
    const feature = (name: string) => described?.features[NAME_FEATURE_NAMES.indexOf(name)];
    expect(described?.features).toHaveLength(NAME_FEATURE_NAMES.length);
    expect(feature('address below')).toBe(1);
    expect(feature('alone in row')).toBe(1);
    expect(feature('three words')).toBe(1);
    expect(feature('title')).toBe(0);
  });
});

describe('the name ranker', () => {
  it('reads the name over a broken address block, as a ranker reading to check', () => {
    const filled = fillNameFromSpans('bank', {}, layoutOf(BROKEN_BLOCK), shippedFieldRanker);
    expect(filled.fullName?.value).toBe("Aisha Marie O'Rourke");
    expect(filled.firstName?.value).toBe('Aisha');
    expect(filled.lastName?.value).toBe("O'Rourke");
    expect(filled.fullName?.evidence?.origin).toBe('ranker');
    expect(filled.fullName?.confidence).not.toBe('high');
  });

  it('never replaces a name a rule read', () => {
    const read: ExtractedFields = {
      fullName: { value: 'Jo Citizen', confidence: 'high', source: { page: 1, text: 'Name: Jo Citizen' } },
    };
    expect(fillNameFromSpans('bank', read, layoutOf(BROKEN_BLOCK), shippedFieldRanker)).toBe(read);
  });

  it('stays silent on a document with no name-shaped text, and without a model for the type', () => {
    expect(
      fillNameFromSpans('bank', {}, layoutOf(['Closing balance $28,747.66']), shippedFieldRanker),
    ).toEqual({});
    expect(rankNames('bank', layoutOf(BROKEN_BLOCK), { ...shippedFieldRanker, names: undefined })).toEqual(
      [],
    );
  });
});
