import { describe, expect, it } from 'vitest';
import { findBankByBsb, parseBsb } from './bsb';

describe('parseBsb', () => {
  it('reads dashed, spaced and plain forms', () => {
    expect(parseBsb('BSB 062-123')).toBe('062123');
    expect(parseBsb('062 123')).toBe('062123');
    expect(parseBsb('062123')).toBe('062123');
  });
  it('does not read a longer number as a BSB', () => {
    expect(parseBsb('Account 12345678')).toBeNull();
  });
});

describe('findBankByBsb', () => {
  it('names the major banks from their prefixes', () => {
    expect(findBankByBsb('062-000')).toBe('Commonwealth Bank');
    expect(findBankByBsb('732000')).toBe('Westpac');
    expect(findBankByBsb('013000')).toBe('ANZ');
    expect(findBankByBsb('083000')).toBe('NAB');
    expect(findBankByBsb('923100')).toBe('ING');
    expect(findBankByBsb('484000')).toBe('Suncorp Bank');
  });
  it('returns null for unknown prefixes and malformed input', () => {
    expect(findBankByBsb('999999')).toBeNull();
    expect(findBankByBsb('0621')).toBeNull();
  });
});
