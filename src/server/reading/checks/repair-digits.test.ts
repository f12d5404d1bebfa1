import { describe, expect, it } from 'vitest';
import { isValidTfn } from './tfn';
import { repairWithCheckDigit, replaceLookAlikes } from './repair-digits';

describe('replaceLookAlikes', () => {
  it('maps letters OCR confuses with digits', () => {
    expect(replaceLookAlikes('2O1l S8')).toBe('2011 58');
  });
});

describe('repairWithCheckDigit', () => {
  it('keeps a number that is already valid', () => {
    expect(repairWithCheckDigit('123 456 782', isValidTfn)).toBe('123456782');
  });
  it('fixes O→0 and I→1 when that makes the check digit valid', () => {
    expect(repairWithCheckDigit('I23456782', isValidTfn)).toBe('123456782');
  });
  it('fixes a single commonly confused digit when only one swap is valid', () => {
    expect(repairWithCheckDigit('123456732', isValidTfn)).toBe('123456782'); // 8 read as 3
  });
  it('returns null when nothing makes it valid', () => {
    expect(repairWithCheckDigit('999999999', () => false)).toBeNull();
  });
});
