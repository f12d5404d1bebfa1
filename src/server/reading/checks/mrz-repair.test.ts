import { describe, expect, it } from 'vitest';
import { computeMrzCheckDigit, parseMrzPassport, repairMrzField } from './mrz';

/** ICAO Doc 9303 Part 4 specimen (Utopia) and the same lines as OCR damages them. */
const utopia = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

describe('MRZ check-digit repair (ICAO 9303)', () => {
  it('reads the ICAO specimen as printed', () => {
    expect(parseMrzPassport(utopia[0] ?? '', utopia[1] ?? '')).toMatchObject({
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      passportNumber: 'L898902C3',
      passportNumberValid: true,
      nationality: 'UTO',
      birthDate: '740812',
      birthDateValid: true,
      sex: 'F',
      expiryDate: '120415',
      expiryDateValid: true,
    });
  });

  it('repairs a document number whose zeros OCR read as O, as the check digit says', () => {
    const number = 'ZE000509';
    const check = String(computeMrzCheckDigit(`${number}<`));
    expect(repairMrzField('ZEOOO509<', check)).toBe(`${number}<`);
    const line2 = `ZEOOO509<${check}CAN6912145F2301012<<<<<<<<<<<<<<00`;
    expect(parseMrzPassport('P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<', line2)).toMatchObject({
      passportNumber: 'ZE000509',
      passportNumberValid: true,
      nationality: 'CAN',
    });
  });

  it('repairs other look-alikes (S/5, B/8, I/1) and leaves a valid field alone', () => {
    const number = 'PA5812301';
    const check = String(computeMrzCheckDigit(number));
    expect(repairMrzField('PASB123O1', check)).toBe(number);
    expect(repairMrzField('L898902C3', '6')).toBe('L898902C3');
  });

  it('does not guess when nothing passes the check digit', () => {
    expect(
      repairMrzField('XX9999999', String(((computeMrzCheckDigit('XX9999999') ?? 0) + 1) % 10)),
    ).toBeNull();
  });
});
