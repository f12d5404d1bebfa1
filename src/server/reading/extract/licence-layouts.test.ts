import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { makeRecognisedDocument } from './testing/make-recognised-document';

/** Licence layouts of every state and territory and of common foreign licences, written for these tests:
 * invented holders and numbers, each state's kind of labels and name order. */
function valuesOf(text: string) {
  const { fields } = extractFields('license', makeRecognisedDocument(text));
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value]));
}

describe('Australian licences, every state and territory', () => {
  it('NSW: given names over the family name, "Licence No.", "Card Number", "Expiry Date"', () => {
    const values = valuesOf(
      [
        'NEW SOUTH WALES',
        'DRIVER LICENCE',
        'Priya Lakshmi',
        'RAGHUNATHAN',
        '41 CORELLA CRES',
        'WAGGA WAGGA NSW 2650',
        'Licence No.     30718264',
        'Card Number     2 041 377 918',
        'Date of Birth   09 SEP 1979',
        'Expiry Date     14 NOV 2031',
        'Class C',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Priya Lakshmi Raghunathan',
      lastName: 'Raghunathan',
      licenceNumber: '30718264',
      cardNumber: '2041377918',
      dateOfBirth: '1979-09-09',
      expiryDate: '2031-11-14',
      issuingState: 'NSW',
      addressSuburb: 'Wagga Wagga',
      addressPostcode: '2650',
    });
  });

  it('VIC: "LICENCE EXPIRY", "LICENCE NO." in tiles, card number on the back', () => {
    const values = valuesOf(
      [
        'DRIVER LICENCE  VICTORIA AUSTRALIA',
        'HAMISH OWEN',
        'DELACROIX-BYRNE',
        '7 ELM GROVE',
        'BALLARAT EAST VIC 3350',
        'LICENCE EXPIRY     DATE OF BIRTH',
        '03-02-2030         21-06-1990',
        'LICENCE NO.        LICENCE TYPE',
        '047 812 665        CAR',
        '\f',
        'CARD NUMBER  P5529183',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      lastName: 'Delacroix-Byrne',
      licenceNumber: '047812665',
      cardNumber: 'P5529183',
      expiryDate: '2030-02-03',
      dateOfBirth: '1990-06-21',
      issuingState: 'VIC',
    });
  });

  it('QLD: "Licence no", "Expiry", "Card number" and the name on one line', () => {
    const values = valuesOf(
      [
        'Queensland Government',
        'DRIVER LICENCE',
        'TOBY WEN-LI ARCHER',
        'Licence no  118 402 907',
        'DOB 02/12/1984   Expiry 02/12/2029',
        'Class C',
        'Card number  QK4408517',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      lastName: 'Archer',
      licenceNumber: '118402907',
      cardNumber: 'QK4408517',
      dateOfBirth: '1984-12-02',
      expiryDate: '2029-12-02',
      issuingState: 'QLD',
    });
  });

  it('WA: family name first with a comma, "Licence Number", "Expiry Date", "Document No"', () => {
    const values = valuesOf(
      [
        "WESTERN AUSTRALIA   DRIVER'S LICENCE",
        'FONTAINE, Odette Marie',
        'Licence Number   6120459',
        'Expiry Date      30/04/2032',
        'Date of Birth    11/01/1968',
        'Document No      WA00718234',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Odette Marie Fontaine',
      licenceNumber: '6120459',
      cardNumber: 'WA00718234',
      expiryDate: '2032-04-30',
      dateOfBirth: '1968-01-11',
      issuingState: 'WA',
    });
  });

  it('SA: "Licence No.", "Expiry", "Card No."', () => {
    const values = valuesOf(
      [
        'Government of South Australia',
        "DRIVER'S LICENCE",
        'MAEVE TALIA KOWALCZYK',
        'Licence No.  SK3092',
        'Expiry  17 Jan 2033',
        'Date of Birth  05 Jul 2001',
        'Card No.  CE20918476',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      lastName: 'Kowalczyk',
      licenceNumber: 'SK3092',
      cardNumber: 'CE20918476',
      expiryDate: '2033-01-17',
      issuingState: 'SA',
    });
  });

  it('TAS: "Licence No", "Expires", "Card no"', () => {
    const values = valuesOf(
      [
        'TASMANIA',
        'DRIVER LICENCE',
        'Rufus Ellery',
        'BRANAGH',
        'Licence No   B290413',
        'Expires      08/08/2028',
        'Date of Birth 23/03/1959',
        'Card no      T0913377',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Rufus Ellery Branagh',
      licenceNumber: 'B290413',
      cardNumber: 'T0913377',
      expiryDate: '2028-08-08',
      issuingState: 'TAS',
    });
  });

  it('ACT: "ACT" alone, "Licence No", "Expiry Date", "DOB"', () => {
    const values = valuesOf(
      [
        'ACT   DRIVER LICENCE',
        'SIOBHAN NGUYEN',
        'Licence No  10384215',
        'DOB  14-10-1993',
        'Expiry Date  14-10-2030',
        'Card No  AC2291056',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      licenceNumber: '10384215',
      cardNumber: 'AC2291056',
      dateOfBirth: '1993-10-14',
      expiryDate: '2030-10-14',
      issuingState: 'ACT',
    });
  });

  it('NT: "Northern Territory", "Licence Number", "Expiry"', () => {
    const values = valuesOf(
      [
        'NORTHERN TERRITORY OF AUSTRALIA',
        'DRIVER LICENCE',
        'JONAH PETERKIN-WALSH',
        'Licence Number  774021',
        'Date of Birth   30 May 1988',
        'Expiry          30 May 2031',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      licenceNumber: '774021',
      expiryDate: '2031-05-30',
      dateOfBirth: '1988-05-30',
      issuingState: 'NT',
    });
  });
});

describe('foreign licences', () => {
  it('New Zealand and UK style: numbered fields (1. surname, 2. given names, 3. birth, 4b. expiry, 5. number)', () => {
    const values = valuesOf(
      [
        'NEW ZEALAND DRIVER LICENCE',
        '1. TE AWA',
        '2. MERE ARIHIA',
        '3. 16-04-1982',
        '4a. 02-09-2021    4b. 16-04-2031',
        '5. DK370245',
        '5a. 114',
        '9. 1 6',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Mere Arihia Te Awa',
      lastName: 'Te Awa',
      dateOfBirth: '1982-04-16',
      expiryDate: '2031-04-16',
      licenceNumber: 'DK370245',
    });
    expect(values.issuingState).toBeUndefined();
  });

  it('UK photocard: dotted dates and a driver number in field 5', () => {
    const values = valuesOf(
      [
        'DRIVING LICENCE   UK',
        '1. HARGREAVES',
        '2. CALLUM JAMES',
        '3. 07.11.1975 UNITED KINGDOM',
        '4a. 12.05.2019  4c. DVLA',
        '4b. 11.05.2029',
        '5. HARGR711075CJ9LM',
        '8. 22 MILL LANE, YORK, YO1 7AB',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Callum James Hargreaves',
      dateOfBirth: '1975-11-07',
      expiryDate: '2029-05-11',
      licenceNumber: 'HARGR711075CJ9LM',
    });
  });

  it('US style: "DL", "EXP", "DOB" with month-first dates, "LN"/"FN" names', () => {
    const values = valuesOf(
      [
        'CALIFORNIA   USA   DRIVER LICENSE',
        'DL  D4829105',
        'EXP 08/23/2029',
        'LN  OKONKWO',
        'FN  ADAEZE',
        'DOB 08/23/1991',
        'CLASS C',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      licenceNumber: 'D4829105',
      expiryDate: '2029-08-23',
      dateOfBirth: '1991-08-23',
      fullName: 'Adaeze Okonkwo',
    });
    expect(values.issuingState).toBeUndefined();
  });
});

describe('licences as OCR reads photos of them', () => {
  it('reads labels and values with look-alike characters ("N0.", "Numbcr", "N0V")', () => {
    const values = valuesOf(
      [
        'NEW SOUTH WALES DRlVER LICENCE',
        'Priya Lakshmi',
        'RAGHUNATHAN',
        'LICENCE N0. 3071 8264',
        'Card Numbcr 2041377918',
        'Date 0f Birth 09 SEP 1979',
        'Expiry Dale 14 N0V 2031',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Priya Lakshmi Raghunathan',
      licenceNumber: '30718264',
      cardNumber: '2041377918',
      dateOfBirth: '1979-09-09',
      expiryDate: '2031-11-14',
      issuingState: 'NSW',
    });
  });
});

describe('licence and card numbers as OCR reads them', () => {
  it('restores digits read as letters and drops the label\'s "No" OCR joined to the number', () => {
    expect(valuesOf(['DRIVER LICENCE', 'Licence No  33I068804'].join('\n')).licenceNumber).toBe('331068804');
    expect(valuesOf(['DRIVER LICENCE', 'Card NoD5372660'].join('\n')).cardNumber).toBe('D5372660');
    // A letter opening a short number is the number's own.
    expect(valuesOf(['DRIVER LICENCE', 'Licence No  S354590'].join('\n')).licenceNumber).toBe('S354590');
  });
});

describe('licence dates and names as OCR reads them', () => {
  it('reads dates OCR ran into their label or day, or with I for 1 in the year', () => {
    const values = valuesOf(
      ['VICTORIA', "DRIVER'S LICENCE", 'Expiry DateOctober 24, 2034', 'Date of Birth 15.03.I966'].join('\n'),
    );
    expect(values).toMatchObject({ expiryDate: '2034-10-24', dateOfBirth: '1966-03-15' });
    expect(valuesOf(['DRIVER LICENCE', 'Expiry Date June6, 2031'].join('\n')).expiryDate).toBe('2031-06-06');
  });

  it("never takes the card's title above the address for the holder's name", () => {
    const values = valuesOf(
      ['VICTORIA', "DRIVER'S LICENCE", '114 HILL STREET', 'BOX HILL VIC 3128', 'Card No H1204089'].join('\n'),
    );
    expect(values.fullName).toBeUndefined();
  });
});
