import { describe, expect, it } from 'vitest';
import { hasAddressTail, isStreetLine, isStreetWithoutNumber, readAddress, readLocality } from './address';
import { findDate, findDateRange } from './dates';
import { findAllMoney, parseMoney } from './money';
import { isOnlyFrequency, parseBenefitPeriod, parseDays, parseFrequency, parsePercent } from './periods';
import { looksLikePersonName, splitPersonName } from './person-name';
import { repairLetterOcr, toDisplayCase } from './text-case';

describe('money', () => {
  it('reads printed amounts, negatives and OCR slips', () => {
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney('AUD 1,234.50')).toBe(1234.5);
    expect(parseMoney('-$838.00')).toBe(-838);
    expect(parseMoney('($12.50)')).toBe(-12.5);
    // A comma after the cents is the sentence's.
    expect(parseMoney('was $230,966.17, up from $212,503.58')).toBe(230966.17);
    expect(parseMoney('$71,824')).toBe(71824);
    expect(parseMoney('S1,829.15')).toBe(1829.15); // "$" read as "S"
    expect(parseMoney('$1.829.15')).toBe(1829.15); // comma read as a dot
  });
  it('does not read years, postcodes, dates or account numbers as money', () => {
    expect(parseMoney('Newcastle NSW 2300')).toBeNull();
    expect(parseMoney('Statement 2025')).toBeNull();
    expect(parseMoney('01.05.2026')).toBeNull();
    expect(parseMoney('Account 12345678')).toBeNull();
  });
  it('lists every amount on a line', () => {
    expect(findAllMoney('Death (life) cover $475,000.00 $258.26').map((m) => m.amount)).toEqual([
      475000, 258.26,
    ]);
  });
  it('takes a figure with a unit and no currency for a quantity, and a rate with a currency for money', () => {
    expect(findAllMoney('Leave: annual 128.50 h, usage 1,412.5 kWh').map((m) => m.amount)).toEqual([]);
    expect(findAllMoney('Rate $40.00 hr, total 3,019.23').map((m) => m.amount)).toEqual([40, 3019.23]);
  });
  it('takes a figure with a percent sign for a rate, not money', () => {
    expect(findAllMoney('Interest rate 6.10% p.a., 5.95 % before').map((m) => m.amount)).toEqual([]);
    expect(findAllMoney('Fee 1.25% of $2,000.00').map((m) => m.amount)).toEqual([2000]);
  });
});

describe('dates', () => {
  it('reads the Australian printed forms', () => {
    expect(findDate('Issued 16/04/2026')?.iso).toBe('2026-04-16');
    expect(findDate('Pay date 22 August 2024')?.iso).toBe('2024-08-22');
    expect(findDate('EXPIRY 03 APR 2026')?.iso).toBe('2026-04-03');
    expect(findDate('as at 2025-06-30')?.iso).toBe('2025-06-30');
  });
  it('finds ranges in order', () => {
    expect(findDateRange('Period: 1 April 2026 to 31 May 2026')).toEqual({
      start: '2026-04-01',
      end: '2026-05-31',
    });
    expect(findDateRange('01/09/2025 – 14/09/2025')).toEqual({ start: '2025-09-01', end: '2025-09-14' });
  });
});

describe('periods', () => {
  it('reads rates, days, benefit periods and frequencies', () => {
    expect(parsePercent('6.84% p.a. variable')).toBe(6.84);
    expect(parseDays('Waiting period 30 days, benefit period 5 years')).toBe(30);
    expect(parseDays('13 weeks')).toBe(91);
    expect(parseBenefitPeriod('benefit period to age 65')).toBe('to age 65');
    expect(parseBenefitPeriod('2-year benefit')).toBe('2 years');
    expect(parseFrequency('$64.54 (monthly)')).toBe('monthly');
    expect(parseFrequency('Fortnightly')).toBe('fortnightly');
  });
  it('knows a cell that is one cycle and nothing else', () => {
    for (const text of ['Monthly', 'per fortnight', 'Paid quarterly', ' Yearly ', 'p.a.', 'Month1y'])
      expect(isOnlyFrequency(text), text).toBe(true);
    for (const text of ['Monthly repayment', '$506.73 weekly', 'Weekly or monthly', 'Paid', 'Monthlyish'])
      expect(isOnlyFrequency(text), text).toBe(false);
  });
});

describe('person names', () => {
  it('splits natural and family-first forms', () => {
    expect(splitPersonName("O'BRIEN, Sean Patrick")).toEqual({
      fullName: "Sean Patrick O'Brien",
      firstName: 'Sean',
      lastName: "O'Brien",
    });
    expect(splitPersonName('Ananya De Luca')).toEqual({
      fullName: 'Ananya De Luca',
      firstName: 'Ananya',
      lastName: 'De Luca',
    });
    expect(splitPersonName('Mr Willem van der Merwe')?.lastName).toBe('van der Merwe');
    expect(splitPersonName('ANH JANSEN-FRASER')?.fullName).toBe('Anh Jansen-Fraser');
  });
  it('reads past a title OCR misread or ran into the given name', () => {
    expect(splitPersonName('MsZara Hussain')?.firstName).toBe('Zara');
    expect(splitPersonName('MrsZara Hussain')?.firstName).toBe('Zara');
    expect(splitPersonName('Misslsabella Chen')?.firstName).toBe('Isabella');
    expect(splitPersonName('Mjss Aisha Chen')?.fullName).toBe('Aisha Chen');
    // A name that only starts like a title keeps its letters.
    expect(splitPersonName('Drew Mrkonjic')?.firstName).toBe('Drew');
    expect(splitPersonName('Msimang Thabo')?.fullName).toBe('Msimang Thabo');
  });
  it('tells people from organisations', () => {
    expect(looksLikePersonName('Jane Citizen')).toBe(true);
    expect(looksLikePersonName('Harbourline Logistics Pty Ltd')).toBe(false);
    expect(looksLikePersonName('Riverbend Early Learning Centre')).toBe(false);
  });
  it('keeps mixed case as printed', () => {
    expect(toDisplayCase('MacKenzie')).toBe('MacKenzie');
  });
});

describe('OCR repairs', () => {
  it('fixes look-alikes inside words of letters, but not in Mc/Mac names', () => {
    expect(repairLetterOcr('VaIentina 0livia Wi1son B0ND')).toBe('Valentina Olivia Wilson BOND');
    expect(repairLetterOcr('McIntosh MacIver')).toBe('McIntosh MacIver');
    expect(repairLetterOcr('Bluegum Engineering Pty Lid')).toBe('Bluegum Engineering Pty Ltd');
  });
  it('reads dates with look-alikes in the month or the number', () => {
    expect(findDate('1 ApriI 2026')?.iso).toBe('2026-04-01');
    expect(findDate('15 Ju1y 2025')?.iso).toBe('2025-07-15');
    expect(findDate('01/05/2O26')?.iso).toBe('2026-05-01');
    // OCR reads the O of OCT as a zero and drops the space: "17 OCT 1988" becomes "170CT 1988".
    expect(findDate('170CT 1988')?.iso).toBe('1988-10-17');
    expect(findDate('050ct 1981')?.iso).toBe('1981-10-05');
    expect(findDate('10 0CT 2026')?.iso).toBe('2026-10-10');
    expect(findDate('100 CT 2026')).toBeNull();
  });
  it('reads a capital I at the start of a name part as I, not l', () => {
    expect(splitPersonName('Jasmine lyer')?.lastName).toBe('Iyer');
    expect(splitPersonName('Anna le Roux')?.lastName).toBe('le Roux');
  });
});

describe('readAddress', () => {
  it('splits a one-line address into display-cased parts', () => {
    expect(readAddress('UNIT 8, 325 HOVELL RD, NEWCASTLE NSW 2300')).toEqual({
      streetAddress: 'Unit 8, 325 Hovell Rd',
      suburb: 'Newcastle',
      state: 'NSW',
      postcode: '2300',
    });
  });
  it('rejects text without a street or postcode', () => {
    expect(readAddress('Paddington QLD 4064')).toBeNull();
    expect(readAddress('12 Wattle St, Bondi')).toBeNull();
  });
  it("mends what photo OCR does to a street's number and a postcode's digits", () => {
    expect(isStreetLine('48Gregory Terrace')).toBe(true);
    expect(isStreetLine('Gregory Terrace')).toBe(false);
    expect(hasAddressTail('BATTERY POINT TAS 7O04')).toBe(true);
    expect(readAddress('48Gregory Terrace, BATTERY POINT TAS 7O04')).toEqual({
      streetAddress: '48 Gregory Terrace',
      suburb: 'Battery Point',
      state: 'TAS',
      postcode: '7004',
    });
    // A word after a state is no postcode, however many of its letters look like digits.
    expect(hasAddressTail('Sydney NSW SOLD')).toBe(false);
  });
  it("reads an address's last line alone, and a street whose number OCR lost", () => {
    expect(readLocality('BELCONNEN ACT 2617')).toEqual({
      streetAddress: '',
      suburb: 'Belconnen',
      state: 'ACT',
      postcode: '2617',
    });
    expect(readLocality('12 Wattle St, Bondi NSW 2026')).toBeNull();
    expect(readLocality('Account number 2617')).toBeNull();
    expect(isStreetWithoutNumber('Gregory Terrace')).toBe(true);
    expect(isStreetWithoutNumber('Account summary')).toBe(false);
  });
});

describe('dates in other printed forms', () => {
  it('reads year-first dates with any separator and "17th of March"', () => {
    expect(findDate('Paid 2024/11/05')?.iso).toBe('2024-11-05');
    expect(findDate('Paid 2024.11.05')?.iso).toBe('2024-11-05');
    expect(findDate('Paid on the 5th of November 2024')?.iso).toBe('2024-11-05');
  });
  it('reads ranges whose start leaves out the year or month the end gives', () => {
    expect(findDateRange('Week 04/11 – 10/11/2024')).toEqual({ start: '2024-11-04', end: '2024-11-10' });
    expect(findDateRange('4 Nov to 17 Nov 2024')).toEqual({ start: '2024-11-04', end: '2024-11-17' });
    expect(findDateRange('1–30 November 2024')).toEqual({ start: '2024-11-01', end: '2024-11-30' });
    // Over New Year the start falls in the year before.
    expect(findDateRange('23 Dec - 5 Jan 2025')).toEqual({ start: '2024-12-23', end: '2025-01-05' });
    expect(findDateRange('30/06/2026 - 01/05/2026')).toBeNull();
  });
});

describe('splitPersonName with a family name in capitals', () => {
  it('puts the capitalised family name in natural case', () => {
    expect(splitPersonName("Sean Patrick O'BRIEN")).toEqual({
      fullName: "Sean Patrick O'Brien",
      firstName: 'Sean',
      lastName: "O'Brien",
    });
  });
});
