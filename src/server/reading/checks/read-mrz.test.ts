import { describe, expect, it } from 'vitest';
import { findMrz, readMrz } from './read-mrz';

// ICAO 9303's public specimens (Utopia, Anna Maria Eriksson).
describe('readMrz', () => {
  it('reads a passport (TD3), repairing O read for 0 by the check digits', () => {
    const reading = readMrz([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO74O8122F12O4159ZE184226B<<<<<1O',
    ]);
    expect(reading).toMatchObject({
      format: 'TD3',
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

  it('reads a 7 that OCR read as a slash (no MRZ prints one)', () => {
    const found = findMrz([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO/408122F1204159ZE184226B<<<<<10',
    ]);
    expect(found?.mrz).toMatchObject({ birthDateValid: true, expiryDateValid: true });
  });

  it('reads an identity card of three lines (TD1)', () => {
    const reading = readMrz([
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ]);
    expect(reading).toMatchObject({
      format: 'TD1',
      passportNumber: 'D23145890',
      passportNumberValid: true,
      birthDate: '740812',
      birthDateValid: true,
      expiryDateValid: true,
      surname: 'ERIKSSON',
    });
  });

  it('reads an identity card of two lines (TD2), with a filler OCR lost', () => {
    const reading = readMrz(['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<']);
    expect(reading).toMatchObject({ format: 'TD2', passportNumber: 'D23145890', birthDateValid: true });
  });

  it('repairs a document number whose O and 0 OCR swapped, by its check digit', () => {
    const reading = readMrz([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10'.replace('L898902C3', 'L8989O2C3'),
    ]);
    expect(reading?.passportNumber).toBe('L898902C3');
    expect(reading?.passportNumberValid).toBe(true);
  });

  it('finds nothing where check digits do not hold', () => {
    expect(
      readMrz([
        'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
        'L898902C37UTO7408123F1204158ZE184226B<<<<<10',
      ]),
    ).toBeNull();
  });
});
