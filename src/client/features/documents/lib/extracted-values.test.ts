import { describe, expect, it } from 'vitest';
import { fieldLabel } from '@/shared/field-registry';
import { isHiddenKey, provenanceOf, valueKind, visibleEntries } from './extracted-values';

describe('extracted values', () => {
  it('hides underscore keys, error and requiresManualReview', () => {
    const data = {
      fullName: 'Ruby Romano-Gupta',
      taxableIncome: 53904,
      requiresManualReview: false,
      error: 'x',
      _fields: {},
      _warnings: [],
      empty: null,
    };
    expect(visibleEntries(data).map(([key]) => key)).toEqual(['fullName', 'taxableIncome']);
    expect(isHiddenKey('_classification')).toBe(true);
    expect(isHiddenKey('errorCount')).toBe(false);
  });

  it('labels keys in words', () => {
    expect(fieldLabel('dateOfBirth')).toBe('Date of birth');
    expect(fieldLabel('insuranceTPD')).toBe('TPD cover');
    expect(fieldLabel('someNewKey')).toBe('Some new key');
    expect(fieldLabel('snake_case_key')).toBe('Snake case key');
  });

  it('knows money, dates and rates', () => {
    expect(valueKind('balance', 1200.5)).toBe('money');
    expect(valueKind('balance', 'n/a')).toBe('plain');
    expect(valueKind('dateOfBirth', '1990-02-03')).toBe('date');
    expect(valueKind('interestRate', 6.19)).toBe('percent');
  });

  it('reads where a fact was found', () => {
    const data = {
      fullName: 'A',
      _fields: { fullName: { confidence: 'high', source: { page: 1, text: 'Name: A' } } },
    };
    expect(provenanceOf(data, 'fullName')).toEqual({
      confidence: 'high',
      source: { page: 1, text: 'Name: A' },
    });
    expect(provenanceOf(data, 'missing')).toBeUndefined();
    expect(provenanceOf({}, 'fullName')).toBeUndefined();
  });
});
