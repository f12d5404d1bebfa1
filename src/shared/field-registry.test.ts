import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-registry';

describe('fieldLabel', () => {
  it('names a masked copy of a field by the field, and acronyms in capitals', () => {
    expect(fieldLabel('bsbMasked')).toBe('BSB');
    expect(fieldLabel('employerAbn')).toBe('Employer ABN');
    expect(fieldLabel('memberUsi')).toBe('Member USI');
    expect(fieldLabel('dateOfBirth')).toBe('Date of birth');
  });
});
