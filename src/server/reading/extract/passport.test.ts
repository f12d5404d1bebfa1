import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { makeRecognisedDocument } from './testing/make-recognised-document';

// ICAO 9303's specimen data line (Utopia, Anna Maria Eriksson): its check digits hold.
const DATA_LINE = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

const read = (text: string) => extractFields('passport', makeRecognisedDocument(text)).fields;

describe('passport names', () => {
  it('takes the names from a checked MRZ, not from a misread printed zone', () => {
    const fields = read(
      [
        'PASSPORT UTOPIA',
        'Surname ERIKSSON',
        'Given names Date of birth',
        '12 AUG 1974',
        'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
        DATA_LINE,
      ].join('\n'),
    );
    expect(fields.fullName?.value).toBe('Anna Maria Eriksson');
    expect(fields.firstName?.value).toBe('Anna');
    expect(fields.fullName?.evidence?.band).toBe('checked');
    expect(fields.passportNumber?.value).toBe('L898902C3');
  });

  it('restores the hyphen the MRZ cannot write from the printed zone', () => {
    const fields = read(
      ['Surname / Nom', 'SMITH-JONES', 'P<UTOSMITH<JONES<<ANNA<<<<<<<<<<<<<<<<<<<<<<<', DATA_LINE].join('\n'),
    );
    expect(fields.lastName?.value).toBe('Smith-Jones');
    expect(fields.fullName?.value).toBe('Anna Smith-Jones');
  });

  it('reads an identity card by its three-line MRZ (TD1)', () => {
    const fields = read(
      [
        'IDENTITY CARD UTOPIA',
        'I<UTOD231458907<<<<<<<<<<<<<<<',
        '7408122F1204159UTO<<<<<<<<<<<6',
        'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
      ].join('\n'),
    );
    expect(fields.passportNumber?.value).toBe('D23145890');
    expect(fields.dateOfBirth?.value).toBe('1974-08-12');
    expect(fields.expiryDate?.value).toBe('2012-04-15');
    expect(fields.fullName?.value).toBe('Anna Maria Eriksson');
  });

  it('keeps the printed names when OCR read the fillers of the MRZ names line as letters', () => {
    const fields = read(
      [
        'SURNAME',
        'PERERA',
        'GIVEN NAMES',
        'KATARZYNA',
        'P<UTOPERERA<S<KKATARZYNA<<LKKKKKLKKLLLLLLLLLLKLK',
        DATA_LINE,
      ].join('\n'),
    );
    expect(fields.fullName?.value).toBe('Katarzyna Perera');
  });

  it('takes the printed names, bilingual labels included, where OCR lost letters of the MRZ names line', () => {
    const fields = read(
      [
        'PASSPORT KINGDOM OF THE NETHERLANDS',
        'Surname / Nom: ERIKSSON',
        'Given Name(s) / Prénoms: ANNA MARIA',
        'Nationality / Nationalité: UTOPIAN',
        'P<UTORIKSSON<<ANA<MARIA<<<<<<<<<<<<<<<<<<<<<',
        DATA_LINE,
      ].join('\n'),
    );
    expect(fields.fullName?.value).toBe('Anna Maria Eriksson');
    expect(fields.lastName?.value).toBe('Eriksson');
  });

  it('takes the printed names where the MRZ has none, but never a label as a name', () => {
    const printed = read(
      ['Surname / Nom', 'CHEN', 'Given names / Prenoms :HANNAH', 'Nationality NETHERLANDS'].join('\n'),
    );
    expect(printed.fullName?.value).toBe('Hannah Chen');
    const labels = read(['Surname', 'Given names', 'Given names', 'Nationalty'].join('\n'));
    expect(labels.fullName).toBeUndefined();
  });

  it('reads the number, birth date and expiry of a data line whose nationality OCR cut short', () => {
    // "UTO" read as "T": the check digits place the fields.
    const fields = read(['PASSPORT', 'L898902C36T7408122F1204159ZE184226B<<<<<10'].join('\n'));
    expect(fields.passportNumber?.value).toBe('L898902C3');
    expect(fields.dateOfBirth?.value).toBe('1974-08-12');
    expect(fields.expiryDate?.value).toBe('2012-04-15');
  });

  it('reads a printed passport number of any country (up to nine letters and digits, spaced out by OCR)', () => {
    expect(read('Passport No. / No du passeport LN574484U').passportNumber?.value).toBe('LN574484U');
    expect(read('Passport No\nA342285 8 1').passportNumber?.value).toBe('A34228581');
  });

  it('reads nationalities of other countries as their ICAO codes, and falls back to the issuing state', () => {
    expect(read(['Nationality / Nationalité', 'CANADIAN/CANADIENNE'].join('\n')).nationality?.value).toBe(
      'CAN',
    );
    expect(read(['Nationality', 'SOUTH AFRICAN'].join('\n')).nationality?.value).toBe('ZAF');
    // The data line unreadable, the names line still names the issuing state.
    expect(
      read(['PASSPORT', 'P<NZLCHEN<<DECLAN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'garbled 1234'].join('\n'))
        .nationality?.value,
    ).toBe('NZL');
  });
});
