import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime, parseDate } from './date';

/** Random text, weighted towards the characters dates actually contain. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.constantFrom(
        '12',
        '03',
        '2025',
        '25',
        '/',
        '-',
        '.',
        ' ',
        ',',
        'Mar',
        'March',
        'Wednesday',
        'T',
        ':',
        'Z',
      ),
      {
        maxLength: 10,
      },
    )
    .map((pieces) => pieces.join('')),
);

/** ISO calendar dates from 1900 to 2099. */
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('parseDate', () => {
  it.each([
    '12/03/2025',
    '12-03-2025',
    '12.03.2025',
    '12 Mar 2025',
    '12 March 2025',
    '12-Mar-2025',
    'Wednesday, 12 March 2025',
    '2025-03-12',
    'March 12, 2025',
  ])('reads %s as 2025-03-12', (text) => {
    expect(parseDate(text)).toBe('2025-03-12');
  });

  it.each([
    '12/3/2025',
    '  12 March 2025  ',
    '12 MARCH 2025',
    '12th March 2025',
    'Wed 12 Mar 2025',
    'Wed, 12-Mar-2025',
    '12 Mar. 2025',
    '12 March, 2025',
    'Mar 12 2025',
    'March 12th, 2025',
    '2025-3-12',
  ])('also reads the variant %s', (text) => {
    expect(parseDate(text)).toBe('2025-03-12');
  });

  it('reads the day first, as in Australia', () => {
    expect(parseDate('03/12/2025')).toBe('2025-12-03');
    expect(parseDate('03/25/2025')).toBeNull();
  });

  it('reads Sept as September', () => {
    expect(parseDate('1 Sept 2025')).toBe('2025-09-01');
  });

  it.each([
    ['12/03/00', '2000-03-12'],
    ['12/03/25', '2025-03-12'],
    ['12/03/69', '2069-03-12'],
    ['12/03/70', '1970-03-12'],
    ['12/03/99', '1999-03-12'],
    ['12 Mar 85', '1985-03-12'],
    ['March 12, 05', '2005-03-12'],
  ])('reads the two-digit year in %s (00-69 → 20xx, 70-99 → 19xx)', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['31/12/2025', '2025-12-31'],
  ])('accepts the real date %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    '31/02/2025',
    '29/02/2025',
    '29/02/1900',
    '31/04/2025',
    '00/03/2025',
    '12/13/2025',
    '12/00/2025',
    '2025-02-30',
    '32 March 2025',
  ])('rejects the impossible date %s', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it.each([
    '',
    '   ',
    'abc',
    '12/03',
    '12/03/025',
    '12/03-2025',
    '12 Foo 2025',
    'Someday, 12 March 2025',
    '2025-03-12T10:00:00Z',
    '0000-01-01',
    null,
    undefined,
  ])('returns null for %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows an ISO date as dd/mm/yyyy', () => {
    expect(formatDate('2025-03-12')).toBe('12/03/2025');
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
  });

  it('treats an ISO date as a calendar date, whatever the time zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Perth', 'UTC']) {
      expect(formatDate('2025-01-01', { timeZone })).toBe('01/01/2025');
      expect(formatDate('2025-12-31', { timeZone })).toBe('31/12/2025');
    }
  });

  it('shows a Date in the local time zone', () => {
    expect(formatDate(new Date(2025, 2, 12, 23, 59))).toBe('12/03/2025');
  });

  it('shows a Date or timestamp in the time zone asked for', () => {
    const instant = '2025-03-12T14:00:00Z';
    expect(formatDate(new Date(instant), { timeZone: 'Australia/Sydney' })).toBe('13/03/2025');
    expect(formatDate(instant, { timeZone: 'Australia/Sydney' })).toBe('13/03/2025');
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('12/03/2025');
    expect(formatDate(Date.parse(instant), { timeZone: 'UTC' })).toBe('12/03/2025');
  });

  it('formats any date parseDate reads', () => {
    expect(formatDate('12 March 2025')).toBe('12/03/2025');
    expect(formatDate('Wednesday, 12 March 2025')).toBe('12/03/2025');
  });

  it.each([null, undefined, '', 'abc', '2025-02-30', new Date(Number.NaN), Number.NaN])(
    "returns '' for %s",
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );
});

describe('formatDateLong', () => {
  it('shows the day, month name and year', () => {
    expect(formatDateLong('2025-03-12')).toBe('12 March 2025');
    expect(formatDateLong('2025-03-01')).toBe('1 March 2025');
  });

  it('shows a timestamp in the time zone asked for', () => {
    expect(formatDateLong('2025-03-12T14:00:00Z', { timeZone: 'Australia/Sydney' })).toBe('13 March 2025');
  });

  it.each([null, '', 'abc', '31/02/2025'])("returns '' for %j", (value) => {
    expect(formatDateLong(value)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows a timestamp as dd/mm/yyyy, h:mm am/pm', () => {
    expect(formatDateTime(new Date(2025, 2, 12, 15, 45))).toBe('12/03/2025, 3:45 pm');
    expect(formatDateTime(new Date(2025, 2, 12, 9, 5))).toBe('12/03/2025, 9:05 am');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatDateTime(new Date(2025, 2, 12, 0, 0))).toBe('12/03/2025, 12:00 am');
    expect(formatDateTime(new Date(2025, 2, 12, 12, 0))).toBe('12/03/2025, 12:00 pm');
  });

  it('reads ISO and Postgres timestamps', () => {
    const sydney = { timeZone: 'Australia/Sydney' };
    expect(formatDateTime('2025-03-12T04:45:00Z', sydney)).toBe('12/03/2025, 3:45 pm');
    expect(formatDateTime('2025-03-12T04:45:00.000Z', sydney)).toBe('12/03/2025, 3:45 pm');
    expect(formatDateTime('2025-03-12 04:45:00.123456+00', sydney)).toBe('12/03/2025, 3:45 pm');
    expect(formatDateTime('2025-03-12 15:45:00+1100', sydney)).toBe('12/03/2025, 3:45 pm');
    expect(formatDateTime('2025-03-12T15:45+11:00', sydney)).toBe('12/03/2025, 3:45 pm');
    expect(formatDateTime(Date.parse('2025-03-12T04:45:00Z'), sydney)).toBe('12/03/2025, 3:45 pm');
  });

  it('uses ordinary spaces, so browser and server output match', () => {
    expect(formatDateTime(new Date(2025, 2, 12, 15, 45))).not.toMatch(/[\u00a0\u202f]/);
  });

  it('shows a calendar date at midnight', () => {
    expect(formatDateTime('2025-03-12')).toBe('12/03/2025, 12:00 am');
  });

  it.each([null, undefined, '', 'abc', '2025-03-12T25:00:00Z', '2025-02-30T10:00:00Z', new Date(Number.NaN)])(
    "returns '' for %s",
    (value) => {
      expect(formatDateTime(value)).toBe('');
    },
  );
});

describe('date properties', () => {
  it('no function throws on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        formatDate(text);
        formatDateLong(text);
        formatDateTime(text);
        const iso = parseDate(text);
        if (iso !== null) {
          expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(parseDate(iso)).toBe(iso);
        }
      }),
    );
  });

  it('parseDate(formatDate(iso)) is iso for dates from 1900 to 2099', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(parseDate(formatDate(iso))).toBe(iso);
      }),
    );
  });

  it('parseDate(formatDateLong(iso)) is iso for dates from 1900 to 2099', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(parseDate(formatDateLong(iso))).toBe(iso);
      }),
    );
  });

  it('a calendar date shows the same in every time zone', () => {
    const zones = fc.constantFrom(
      'UTC',
      'Australia/Sydney',
      'Australia/Perth',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    );
    fc.assert(
      fc.property(isoDate, zones, (iso, timeZone) => {
        expect(formatDate(iso, { timeZone })).toBe(formatDate(iso));
      }),
    );
  });
});
