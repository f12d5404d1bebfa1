import { describe, expect, it } from 'vitest';
import { isValidAbn } from './abn';
import { isValidMedicare } from './medicare';
import { computeMrzCheckDigit, parseMrzPassport } from './mrz';
import { isValidTfn } from './tfn';

describe('isValidTfn', () => {
  it('accepts a number whose weighted sum divides by 11', () => {
    expect(isValidTfn('123456782')).toBe(true);
    expect(isValidTfn('123 456 782')).toBe(true);
  });
  it('rejects a wrong check digit, a short number and letters', () => {
    expect(isValidTfn('123456789')).toBe(false);
    expect(isValidTfn('12345678')).toBe(false);
    expect(isValidTfn('12345678O')).toBe(false);
  });
});

describe('isValidAbn', () => {
  it('accepts the ATO example ABN, spaced or not', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
  });
  it('rejects one digit off and wrong lengths', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
  });
});

describe('isValidMedicare', () => {
  it('accepts a number whose 9th digit is the weighted sum of the first 8 mod 10', () => {
    expect(isValidMedicare('2123 45670 1')).toBe(true);
    expect(isValidMedicare('21234567011')).toBe(true); // with the reference number
  });
  it('rejects a wrong check digit or a first digit outside 2-6', () => {
    expect(isValidMedicare('2123456711')).toBe(false);
    expect(isValidMedicare('7123456701')).toBe(false);
  });
});

describe('passport MRZ', () => {
  const line1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
  const line2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

  it('computes check digits with weights 7,3,1, < as 0 and A as 10', () => {
    expect(computeMrzCheckDigit('L898902C3')).toBe(6);
    expect(computeMrzCheckDigit('740812')).toBe(2);
    expect(computeMrzCheckDigit('<<<')).toBe(0);
    expect(computeMrzCheckDigit('a')).toBeNull();
  });

  it('reads the ICAO specimen and validates its fields', () => {
    expect(parseMrzPassport(line1, line2)).toMatchObject({
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      passportNumber: 'L898902C3',
      passportNumberValid: true,
      birthDate: '740812',
      birthDateValid: true,
      sex: 'F',
      expiryDateValid: true,
    });
  });

  it('reads a data line whose sex letter OCR dropped or misread, by the expiry check digit', () => {
    const dropped = line2.replace('2F', '2');
    expect(parseMrzPassport(line1, dropped)).toMatchObject({
      expiryDate: '120415',
      expiryDateValid: true,
      sex: '<',
    });
    const misread = line2.replace('2F', '27');
    expect(parseMrzPassport(line1, misread)).toMatchObject({ expiryDate: '120415', expiryDateValid: true });
  });

  it('reads a data line cut short after the birth date', () => {
    expect(parseMrzPassport(line1, line2.slice(0, 21))).toMatchObject({
      birthDateValid: true,
      expiryDate: '',
      expiryDateValid: false,
    });
  });

  it('flags a misread digit', () => {
    const misread = line2.replace('7408122', '7408132');
    expect(parseMrzPassport(line1, misread)?.birthDateValid).toBe(false);
  });
});
