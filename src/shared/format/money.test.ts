import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyInput,
  formatMoneyPrecise,
  parseMoneyInput,
  toMoneyInput,
  toMoneyNumber,
} from './money';

/** Random text, weighted towards the characters money inputs actually see. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789$,.-+() AUDaud\u2212') }),
);

describe('formatMoney', () => {
  it('shows dollars with thousands separators and no decimals', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(1234567)).toBe('$1,234,567');
    expect(formatMoney(12)).toBe('$12');
  });

  it('rounds cents to the nearest dollar', () => {
    expect(formatMoney(1234.49)).toBe('$1,234');
    expect(formatMoney(1234.5)).toBe('$1,235');
  });

  it('does not round twice (0.495 is under half a dollar)', () => {
    expect(formatMoney(0.495)).toBe('$0');
    expect(formatMoney('0.495')).toBe('$0');
  });

  it('shows negatives as -$1,234', () => {
    expect(formatMoney(-1234)).toBe('-$1,234');
    expect(formatMoney('-1234.00')).toBe('-$1,234');
  });

  it('shows zero as $0, never -$0', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-0)).toBe('$0');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('formats numeric strings as the database returns them, and already formatted amounts', () => {
    expect(formatMoney('1234.50')).toBe('$1,235');
    expect(formatMoney('$1,234')).toBe('$1,234');
    expect(formatMoney('(1,234.00)')).toBe('-$1,234');
  });

  it.each([null, undefined, '', '   ', 'abc', '12abc', Number.NaN, Number.POSITIVE_INFINITY])(
    "returns '' for empty or invalid %s",
    (value) => {
      expect(formatMoney(value)).toBe('');
    },
  );
});

describe('formatMoneyPrecise', () => {
  it('shows two decimals for statements', () => {
    expect(formatMoneyPrecise(1234.5)).toBe('$1,234.50');
    expect(formatMoneyPrecise('1234.5')).toBe('$1,234.50');
    expect(formatMoneyPrecise(1234)).toBe('$1,234.00');
    expect(formatMoneyPrecise(0)).toBe('$0.00');
  });

  it('shows negatives as -$1,234.50', () => {
    expect(formatMoneyPrecise(-1234.5)).toBe('-$1,234.50');
    expect(formatMoneyPrecise(-0.001)).toBe('$0.00');
  });

  it('rounds half a cent up on the decimal value', () => {
    expect(formatMoneyPrecise('1.005')).toBe('$1.01');
    expect(formatMoneyPrecise(1.005)).toBe('$1.01');
  });

  it.each([null, undefined, '', 'abc', Number.NaN])("returns '' for empty or invalid %s", (value) => {
    expect(formatMoneyPrecise(value)).toBe('');
  });
});

describe('toMoneyNumber', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['1234.5', 1234.5],
    ['AUD 1,234.50', 1234.5],
    ['1,234.50 AUD', 1234.5],
    ['A$1,234.50', 1234.5],
    ['AU$1,234.50', 1234.5],
    ['(1,234.50)', -1234.5],
    ['($1,234.50)', -1234.5],
    ['-1,234', -1234],
    ['-$1,234', -1234],
    ['$-1,234', -1234],
    ['\u22121,234', -1234],
    ['+1,234', 1234],
    ['  $ 1,234  ', 1234],
    ['1234.', 1234],
    ['.5', 0.5],
    ['0', 0],
  ])('reads %s as %d', (raw, expected) => {
    expect(toMoneyNumber(raw)).toBe(expected);
  });

  it('rounds to cents, as storage is numeric(15,2)', () => {
    expect(toMoneyNumber('1234.567')).toBe(1234.57);
    expect(toMoneyNumber('1234.564')).toBe(1234.56);
    expect(toMoneyNumber('1.005')).toBe(1.01);
    expect(toMoneyNumber(1.005)).toBe(1.01);
    expect(toMoneyNumber(0.004)).toBe(0);
    expect(toMoneyNumber(1e-7)).toBe(0);
  });

  it('never returns -0', () => {
    expect(Object.is(toMoneyNumber('-0'), 0)).toBe(true);
    expect(Object.is(toMoneyNumber('-0.001'), 0)).toBe(true);
  });

  it('passes finite numbers through', () => {
    expect(toMoneyNumber(1234.5)).toBe(1234.5);
    expect(toMoneyNumber(-42)).toBe(-42);
    expect(toMoneyNumber(1e21)).toBe(1e21);
  });

  it.each([
    '',
    '   ',
    'abc',
    '$',
    '-',
    '.',
    '()',
    '1,23',
    '1,2345',
    '1.234,50',
    '1.2.3',
    '--5',
    '-$-5',
    '(-5)',
    '12abc',
    '1 234',
    '9'.repeat(400),
  ])('returns null for %s', (raw) => {
    expect(toMoneyNumber(raw)).toBeNull();
  });

  it.each([null, undefined, Number.NaN, Number.NEGATIVE_INFINITY])('returns null for %s', (raw) => {
    expect(toMoneyNumber(raw)).toBeNull();
  });
});

describe('parseMoneyInput', () => {
  it('stores digits only, with the dollar sign and commas stripped', () => {
    expect(parseMoneyInput('$1,234')).toBe('1234');
    expect(parseMoneyInput('$1,234,567')).toBe('1234567');
  });

  it('drops anything else that is not a digit', () => {
    expect(parseMoneyInput('a1b2 c3')).toBe('123');
  });

  it('drops leading zeros but keeps a lone zero', () => {
    expect(parseMoneyInput('007')).toBe('7');
    expect(parseMoneyInput('$000')).toBe('0');
  });

  it('keeps cents: two decimals at most, and a decimal point being typed', () => {
    expect(parseMoneyInput('$286,735.09')).toBe('286735.09');
    expect(parseMoneyInput('$1,234.5')).toBe('1234.5');
    expect(parseMoneyInput('1234.')).toBe('1234.');
    expect(parseMoneyInput('1234.567')).toBe('1234.56');
    expect(parseMoneyInput('.50')).toBe('0.50');
    expect(parseMoneyInput('1.2.3')).toBe('1.23');
  });

  it.each(['', '$', 'abc', null, undefined])("returns '' when there are no digits: %s", (raw) => {
    expect(parseMoneyInput(raw)).toBe('');
  });
});

describe('formatMoneyInput', () => {
  it('shows digits as dollars with thousands separators', () => {
    expect(formatMoneyInput('1234567')).toBe('$1,234,567');
  });

  it('formats progressively as the user types', () => {
    const typed = ['1', '12', '123', '1234', '12345', '123456', '1234567'].map(formatMoneyInput);
    expect(typed).toEqual(['$1', '$12', '$123', '$1,234', '$12,345', '$123,456', '$1,234,567']);
  });

  it('reformats its own output after a keystroke', () => {
    expect(formatMoneyInput('$1,2345')).toBe('$12,345');
    expect(formatMoneyInput('$1,23')).toBe('$123');
  });

  it('shows typed cents, and the decimal point while it is typed', () => {
    const typed = ['286735', '286735.', '286735.0', '286735.09'].map(formatMoneyInput);
    expect(typed).toEqual(['$286,735', '$286,735.', '$286,735.0', '$286,735.09']);
    expect(formatMoneyInput('$286,735.09')).toBe('$286,735.09');
  });

  it('shows zero and drops leading zeros', () => {
    expect(formatMoneyInput('0')).toBe('$0');
    expect(formatMoneyInput('00042')).toBe('$42');
  });

  it('keeps very long amounts exact', () => {
    expect(formatMoneyInput('123456789012345678901234567890')).toBe(
      '$123,456,789,012,345,678,901,234,567,890',
    );
  });

  it.each(['', '$', 'abc', null, undefined])("returns '' when there are no digits: %s", (raw) => {
    expect(formatMoneyInput(raw)).toBe('');
  });
});

describe('money properties', () => {
  it('no function throws on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        formatMoney(text);
        formatMoneyPrecise(text);
        toMoneyNumber(text);
        formatMoneyInput(text);
        expect(parseMoneyInput(text)).toMatch(/^((0|[1-9]\d*)(\.\d{0,2})?)?$/);
      }),
    );
  });

  it('parseMoneyInput(formatMoneyInput(d)) is d without leading zeros', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 40 }),
        (digits) => {
          expect(parseMoneyInput(formatMoneyInput(digits))).toBe(digits.replace(/^0+(?=\d)/, ''));
        },
      ),
    );
  });

  it('formatMoneyInput is stable on its own output', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatMoneyInput(text);
        expect(formatMoneyInput(shown)).toBe(shown);
      }),
    );
  });

  it('formatMoney always shows whole dollars with separators', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (amount) => {
        expect(formatMoney(amount)).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('toMoneyNumber reads back what formatMoneyPrecise shows', () => {
    // numeric(15,2): up to 13 digits of dollars.
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (cents) => {
        const amount = cents / 100;
        expect(toMoneyNumber(formatMoneyPrecise(amount))).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });
});

describe('toMoneyInput', () => {
  it('gives a stored amount as the input holds it: whole dollars bare, cents to two places', () => {
    expect(toMoneyInput(1500)).toBe('1500');
    expect(toMoneyInput(286735.09)).toBe('286735.09');
    expect(toMoneyInput(12.5)).toBe('12.50');
    expect(toMoneyInput(null)).toBe('');
    expect(toMoneyInput(undefined)).toBe('');
  });

  it('round-trips through what the input shows and what is saved', () => {
    for (const amount of [0, 0.05, 1, 12.5, 286735.09, 9_999_999_999.99]) {
      expect(toMoneyNumber(parseMoneyInput(formatMoneyInput(toMoneyInput(amount))))).toBe(amount);
    }
  });
});
