import { describe, expect, it } from 'vitest';
import { fieldDefinition, fieldRegistry } from '@/shared/field-registry';
import { documentTypes } from '@/shared/options';
import { personKeys, typeKeys } from '../types';
import { RANKED_KINDS, rankedKeys } from './candidate-features';

describe('the field registry as extraction reads it', () => {
  it('defines every key a document type may carry', () => {
    const keys = [...personKeys, ...documentTypes.flatMap((type) => typeKeys[type])];
    expect(keys.filter((key) => !fieldDefinition(key))).toEqual([]);
  });

  it('gives label synonyms, in plain lower-case words, to the typed values of account and income documents', () => {
    for (const type of ['super', 'bank', 'payslip', 'tax', 'mortgage', 'insurance', 'investment'] as const) {
      const typed = typeKeys[type].filter((key) => RANKED_KINDS.has(fieldDefinition(key)?.kind ?? ''));
      expect(rankedKeys(type).map((entry) => entry.key)).toEqual(typed);
    }
    for (const definition of Object.values(fieldRegistry))
      for (const label of definition.labels ?? []) expect(label).toMatch(/^[a-z][a-z &]*[a-z]$/);
  });

  it('gives every cycle the values it may take', () => {
    for (const definition of Object.values(fieldRegistry))
      if (definition.kind === 'frequency') expect(definition.options?.length).toBeGreaterThan(1);
  });
});
