import { describe, expect, it } from 'vitest';
import { bsbInput, maskAccountNumber, maskBsb, moneyInput, optionalPercent } from './field-types';

describe('masking (specification section 9)', () => {
  it('keeps the last 4 digits of member and account numbers', () => {
    expect(maskAccountNumber('12345678')).toBe('****5678');
    expect(maskAccountNumber('1234 5678')).toBe('****5678');
    expect(maskAccountNumber('xxxx5678')).toBe('****5678');
    expect(maskAccountNumber('****5678')).toBe('****5678');
    expect(maskAccountNumber('')).toBeNull();
    expect(maskAccountNumber(null)).toBeNull();
  });

  it('keeps the first 3 digits of a BSB, then stars', () => {
    expect(maskBsb('062-123')).toBe('062-***');
    expect(maskBsb('062 123')).toBe('062-***');
    expect(maskBsb('062-***')).toBe('062-***');
    expect(bsbInput.safeParse('062-***').data).toBe('062-***');
    expect(bsbInput.safeParse('0621').error?.issues[0]?.message).toBe('A BSB has 6 digits');
  });
});

describe('moneyInput', () => {
  const money = moneyInput();
  it.each([
    ['1234', 1234],
    ['$1,234', 1234],
    ['$1,234.56', 1234.56],
    [1234.5, 1234.5],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (input, expected) => {
    expect(money.parse(input)).toBe(expected);
  });
  it('refuses what is not an amount, or negative', () => {
    expect(money.safeParse('lots').error?.issues[0]?.message).toBe('Enter an amount in dollars');
    expect(money.safeParse(-1).error?.issues[0]?.message).toBe('Amounts cannot be negative');
  });
});

describe('optionalPercent', () => {
  it('reads rates as typed', () => {
    expect(optionalPercent.parse('6.14% p.a.')).toBe(6.14);
    expect(optionalPercent.parse(5.5)).toBe(5.5);
    expect(optionalPercent.parse('')).toBeNull();
  });
});
