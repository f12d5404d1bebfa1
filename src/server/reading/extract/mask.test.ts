import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskBsb, maskExtractedFields, maskTfn } from './mask';

describe('masking', () => {
  it('shows only the last 4 digits of account and member numbers', () => {
    expect(maskAccountNumber('6792 2032')).toBe('****2032');
    expect(maskAccountNumber('****2032')).toBe('****2032');
  });
  it('shows only the first 3 digits of a BSB', () => {
    expect(maskBsb('062-123')).toBe('062-***');
    expect(maskBsb('062123')).toBe('062-***');
  });
  it('keeps a printed masked TFN and never a full one', () => {
    expect(maskTfn('*** *** 641')).toBe('******641');
    expect(maskTfn('431 XXX XXX')).toBe('431******');
    expect(maskTfn('123456782')).toBe('******782');
  });
  it('masks the sensitive keys of a field set, source text included', () => {
    const source = { page: 1, text: 'Account number 6792 2032' };
    const masked = maskExtractedFields({
      accountNumber: { value: '67922032', confidence: 'high', source },
      bsb: { value: '923100', confidence: 'high', source },
      bankName: { value: 'ING', confidence: 'high', source },
    });
    expect(masked.accountNumber?.value).toBe('****2032');
    expect(masked.accountNumber?.source.text).not.toContain('6792');
    expect(masked.bsb?.value).toBe('923-***');
    expect(masked.bankName?.value).toBe('ING');
  });
});
