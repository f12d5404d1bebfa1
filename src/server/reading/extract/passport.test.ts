import { describe, expect, it } from 'vitest';
import { td1, td2, td3, type MrzHolder } from '@/server/reading/checks/testing/make-mrz';
import { extractFields } from './extract-fields';
import { mrzDate } from './passport';
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

  it('reads the printed names and sex after their labels in a second language, when the MRZ is unreadable', () => {
    const fields = read(
      [
        'Passport UNITED STATES OF AMERICA',
        'Surname / Nom MCALLISTER',
        'Given names / Prénoms OLIVER ALEXANDER',
        'Sex / Sexe: M',
        'P<USAMCALLISTER<<OLIVER<ALE XANDER<CC<<CC<CC',
        '12570286470S600308131 11 1490',
      ].join('\n'),
    );
    expect(fields.fullName?.value).toBe('Oliver Alexander Mcallister');
    expect(fields.lastName?.value).toBe('Mcallister');
    expect(fields.sex?.value).toBe('M');
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

/** An invented holder; the test helper computes every check digit. */
const MARGUERITE: MrzHolder = {
  code: 'P',
  country: 'CAN',
  surname: 'OSTROWSKI',
  givenNames: 'MARGUERITE ANNE',
  number: 'HT731905',
  nationality: 'CAN',
  birth: '870219',
  sex: 'F',
  expiry: '300811',
};
const values = (text: string) =>
  Object.fromEntries(Object.entries(read(text)).map(([key, field]) => [key, field?.value]));

describe('passports and identity cards of any country, from the MRZ', () => {
  it('reads every field of a TD3 passport from its MRZ', () => {
    expect(values(['PASSPORT', ...td3(MARGUERITE)].join('\n'))).toMatchObject({
      fullName: 'Marguerite Anne Ostrowski',
      firstName: 'Marguerite',
      lastName: 'Ostrowski',
      passportNumber: 'HT731905',
      nationality: 'CAN',
      dateOfBirth: '1987-02-19',
      sex: 'F',
      expiryDate: '2030-08-11',
    });
  });

  it('takes names and dates from a checked MRZ where the printed zone disagrees', () => {
    const fields = values(
      [
        'PASSPORT',
        'Surname          OSTROVVSKl',
        'Given names      MARGUERlTE ANN',
        'Date of birth    19 FEB 1981',
        'Date of expiry   11 AUG 2038',
        ...td3(MARGUERITE),
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      fullName: 'Marguerite Anne Ostrowski',
      lastName: 'Ostrowski',
      dateOfBirth: '1987-02-19',
      expiryDate: '2030-08-11',
    });
  });

  it('keeps the printed spelling of a name the MRZ transliterated (Ü as UE, accents dropped)', () => {
    const holder = { ...MARGUERITE, country: 'D', nationality: 'D', surname: 'MUELLER', givenNames: 'JOERG' };
    const fields = values(
      ['REISEPASS', 'Name / Surname', 'MÜLLER', 'Vornamen / Given names', 'JÖRG', ...td3(holder)].join('\n'),
    );
    expect(fields).toMatchObject({ fullName: 'Jörg Müller', lastName: 'Müller', nationality: 'DEU' });
  });

  it('reads a passport page printed in another language by its MRZ', () => {
    const holder: MrzHolder = {
      ...MARGUERITE,
      country: 'PRT',
      nationality: 'PRT',
      surname: 'FIGUEIRA',
      givenNames: 'TOMAS',
      sex: 'M',
      number: 'CB0419273',
    };
    const fields = values(
      [
        'REPUBLICA DE UTOPIA',
        'PASSAPORTE',
        'Apelido          FIGUEIRA',
        'Nome próprio     TOMÁS',
        'Nacionalidade    PORTUGUESA',
        'Data de nascimento   19 02 1987',
        ...td3(holder),
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      fullName: 'Tomás Figueira',
      passportNumber: 'CB0419273',
      nationality: 'PRT',
      dateOfBirth: '1987-02-19',
      sex: 'M',
      expiryDate: '2030-08-11',
    });
  });

  it('reads identity cards of two and three lines (TD2, TD1) with fillers OCR read as K', () => {
    const card = { ...MARGUERITE, code: 'ID', number: 'RX8831' };
    const [names2, data2] = td2(card);
    const two = values(
      ['IDENTITY CARD', names2.replace(/<{3,}$/, (run) => 'K'.repeat(run.length)), data2].join('\n'),
    );
    expect(two).toMatchObject({ passportNumber: 'RX8831', fullName: 'Marguerite Anne Ostrowski', sex: 'F' });
    const [line1, line2, line3] = td1(card);
    const three = values(
      ['IDENTITY CARD', line1.replace(/<+$/, (run) => 'K'.repeat(run.length)), line2, line3].join('\n'),
    );
    expect(three).toMatchObject({
      passportNumber: 'RX8831',
      dateOfBirth: '1987-02-19',
      expiryDate: '2030-08-11',
      lastName: 'Ostrowski',
    });
  });

  it("gives MRZ years their century: births past, expiries within a passport's validity", () => {
    const today = new Date('2026-06-01');
    expect(mrzDate('250301', 'birth', null, today)).toBe('2025-03-01');
    expect(mrzDate('270301', 'birth', null, today)).toBe('1927-03-01');
    // Born before the issue date printed.
    expect(mrzDate('200301', 'birth', '2018-01-05', today)).toBe('1920-03-01');
    expect(mrzDate('330301', 'expiry', null, today)).toBe('2033-03-01');
    // An expired passport of the last century.
    expect(mrzDate('990301', 'expiry', null, today)).toBe('1999-03-01');
    expect(mrzDate('991301', 'expiry', null, today)).toBeNull();
  });
});

describe('passports without a readable MRZ, labelled in other languages', () => {
  it('reads the number, expiry, sex and nationality under French, Spanish and German labels', () => {
    expect(
      values(
        [
          'PASSEPORT',
          'N° du passeport    17UT40921',
          "Date d'expiration  03 04 2033",
          'Sexe   F',
          'Nationalité   FRANÇAISE',
        ].join('\n'),
      ),
    ).toMatchObject({ passportNumber: '17UT40921', expiryDate: '2033-04-03', sex: 'F', nationality: 'FRA' });
    expect(
      values(
        ['PASAPORTE', 'Pasaporte N°   PAB417730', 'Fecha de caducidad   04/07/2032', 'Sexo  M'].join('\n'),
      ),
    ).toMatchObject({ passportNumber: 'PAB417730', expiryDate: '2032-07-04', sex: 'M' });
    expect(
      values(
        [
          'REISEPASS',
          'Reisepass-Nr.   C4J8R2T91',
          'Gültig bis   22.09.2031',
          'Staatsangehörigkeit  DEUTSCH',
        ].join('\n'),
      ),
    ).toMatchObject({ passportNumber: 'C4J8R2T91', expiryDate: '2031-09-22', nationality: 'DEU' });
  });
});

describe('printed names standing for an MRZ names line OCR damaged', () => {
  it('takes the printed names where the MRZ read fillers between and after them as K or C', () => {
    const holder = { ...MARGUERITE, givenNames: 'MARGUERITE ANNE' };
    const [names, data] = td3(holder);
    const damaged = names.replace('MARGUERITE<ANNE<<<', 'MARGUERITEKANNEC<<');
    const fields = values(
      ['PASSPORT', 'Surname   OSTROWSKI', 'Given names   MARGUERITE ANNE', damaged, data].join('\n'),
    );
    expect(fields).toMatchObject({ fullName: 'Marguerite Anne Ostrowski', firstName: 'Marguerite' });
  });
});

describe('printed names standing for an MRZ whose separator OCR misread', () => {
  it('takes the printed names where "<<" between family and given names was read as K<', () => {
    const [names, data] = td3(MARGUERITE);
    const fields = values(
      [
        'PASSPORT',
        'Surname   OSTROWSKI',
        'Given names   MARGUERITE ANNE',
        names.replace('OSTROWSKI<<', 'OSTROWSKIK<'),
        data,
      ].join('\n'),
    );
    expect(fields).toMatchObject({ fullName: 'Marguerite Anne Ostrowski', lastName: 'Ostrowski' });
  });
});
