import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMobile, isValidAustralianPhone, parseMobileInput } from './mobile';

/** Random text, weighted towards the characters phone inputs actually see. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789+()- .'), maxLength: 20 }),
);

const digitsOf = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('formatMobile', () => {
  it('shows mobiles as 04xx xxx xxx', () => {
    expect(formatMobile('0412345678')).toBe('0412 345 678');
  });

  it.each([
    ['0298765432', '02 9876 5432'],
    ['0391234567', '03 9123 4567'],
    ['0731234567', '07 3123 4567'],
    ['0892345678', '08 9234 5678'],
  ])('shows landline %s as xx xxxx xxxx', (raw, shown) => {
    expect(formatMobile(raw)).toBe(shown);
  });

  it.each([
    ['61412345678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['+61412345678', '0412 345 678'],
    ['+61 (0)412 345 678', '0412 345 678'],
    ['+61 2 9876 5432', '02 9876 5432'],
    ['61298765432', '02 9876 5432'],
  ])('shows the international form %s with a leading 0', (raw, shown) => {
    expect(formatMobile(raw)).toBe(shown);
  });

  it('formats a mobile progressively as it is typed', () => {
    const typed = ['0', '04', '041', '0412', '04123', '041234', '0412345', '04123456', '041234567'];
    expect(typed.map(formatMobile)).toEqual([
      '0',
      '04',
      '041',
      '0412',
      '0412 3',
      '0412 34',
      '0412 345',
      '0412 345 6',
      '0412 345 67',
    ]);
  });

  it('formats a landline progressively as it is typed', () => {
    const typed = ['02', '029', '02987', '029876', '0298765', '029876543'];
    expect(typed.map(formatMobile)).toEqual(['02', '02 9', '02 987', '02 9876', '02 9876 5', '02 9876 543']);
  });

  it('keeps the + while the international prefix is being typed', () => {
    expect(['+', '+6', '+61', '+614', '+6141'].map(formatMobile)).toEqual(['+', '+6', '+61', '04', '041']);
  });

  it('reformats its own output and ignores punctuation', () => {
    expect(formatMobile('0412 345 6789')).toBe('0412 345 678 9');
    expect(formatMobile('0412-345-678')).toBe('0412 345 678');
    expect(formatMobile('(02) 9876 5432')).toBe('02 9876 5432');
  });

  it('keeps extra digits visible rather than dropping them', () => {
    expect(formatMobile('04123456789')).toBe('0412 345 678 9');
  });

  it('does not read a short number starting 61 as international', () => {
    expect(formatMobile('61234567')).toBe('61234567');
    expect(formatMobile('6141234567')).toBe('6141234567');
  });

  it('leaves other numbers ungrouped', () => {
    expect(formatMobile('1300123456')).toBe('1300123456');
    expect(formatMobile('131450')).toBe('131450');
  });

  it('keeps the + of a non-Australian number', () => {
    expect(formatMobile('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each(['', '   ', 'abc', null, undefined])("returns '' for %s", (raw) => {
    expect(formatMobile(raw)).toBe('');
  });
});

describe('parseMobileInput', () => {
  it('stores digits only', () => {
    expect(parseMobileInput('0412 345 678')).toBe('0412345678');
    expect(parseMobileInput('(02) 9876-5432')).toBe('0298765432');
  });

  it('stores the international form as shown, with a leading 0', () => {
    expect(parseMobileInput('+61 412 345 678')).toBe('0412345678');
    expect(parseMobileInput('61412345678')).toBe('0412345678');
  });

  it.each(['', 'abc', '+', null, undefined])("returns '' when there are no digits: %s", (raw) => {
    expect(parseMobileInput(raw)).toBe('');
  });
});

describe('isValidAustralianPhone', () => {
  it.each([
    '0412345678',
    '0412 345 678',
    '+61 412 345 678',
    '61412345678',
    '02 9876 5432',
    '(03) 9123 4567',
    '+61 2 9876 5432',
    '1300 123 456',
    '131450',
  ])('accepts %s', (raw) => {
    expect(isValidAustralianPhone(raw)).toBe(true);
  });

  it.each([
    '',
    'abc',
    '0412',
    '041234567',
    '04123456789',
    '0112345678',
    '+1 213 373 4253',
    '+44 20 7946 0958',
    null,
    undefined,
  ])('rejects %s', (raw) => {
    expect(isValidAustralianPhone(raw)).toBe(false);
  });
});

describe('mobile properties', () => {
  it('no function throws on any text, and parse gives digits only', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parseMobileInput(text)).toMatch(/^\d*$/);
        expect(formatMobile(text)).toMatch(/^\+?[\d ]*$/);
        expect(typeof isValidAustralianPhone(text)).toBe('boolean');
      }),
    );
  });

  it('parseMobileInput(formatMobile(x)) gives back the digits of a 10-digit number starting 0', () => {
    fc.assert(
      fc.property(digitsOf(9), (rest) => {
        const digits = `0${rest}`;
        expect(parseMobileInput(formatMobile(digits))).toBe(digits);
      }),
    );
  });

  it('what is shown is what is stored', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parseMobileInput(formatMobile(text))).toBe(parseMobileInput(text));
      }),
    );
  });

  it('formatMobile is stable on its own output', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatMobile(text);
        expect(formatMobile(shown)).toBe(shown);
      }),
    );
  });

  it('every complete mobile shows as 04xx xxx xxx, in national or international form', () => {
    fc.assert(
      fc.property(digitsOf(8), (rest) => {
        expect(formatMobile(`04${rest}`)).toMatch(/^04\d\d \d{3} \d{3}$/);
        expect(formatMobile(`+614${rest}`)).toBe(formatMobile(`04${rest}`));
        expect(formatMobile(`614${rest}`)).toBe(formatMobile(`04${rest}`));
      }),
    );
  });
});
