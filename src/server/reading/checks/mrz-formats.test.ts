import { describe, expect, it } from 'vitest';
import { findMrz } from './read-mrz';
import { td1, td2, td3, type MrzHolder } from './testing/make-mrz';

/** Invented holders; every check digit is computed by the test helper. */
const TAMSIN: MrzHolder = {
  code: 'P',
  country: 'NZL',
  surname: 'HOLLOWAY',
  givenNames: 'TAMSIN JOY',
  number: 'LK482093',
  nationality: 'NZL',
  birth: '880317',
  sex: 'F',
  expiry: '310922',
};
const BRUNO: MrzHolder = {
  code: 'ID',
  country: 'D',
  surname: 'KESSLER',
  givenNames: 'BRUNO',
  number: 'T22000129',
  nationality: 'D',
  birth: '640812',
  sex: 'M',
  expiry: '290101',
};
const INES: MrzHolder = {
  code: 'I',
  country: 'FRA',
  surname: 'CARVALHO',
  givenNames: 'INES MARIA',
  number: 'X4RTBPFW4',
  nationality: 'PRT',
  birth: '950630',
  sex: 'F',
  expiry: '330214',
};

/** OCR's usual damage to an MRZ: fillers read as K, C or '(', spaces, a filler lost or added. */
const fillersAs = (line: string, look: string, from = 0) =>
  line.slice(0, from) + line.slice(from).replace(/</g, look);

const reading = (lines: string[]) => findMrz(lines)?.mrz;

describe('MRZ of every format, as OCR damages it', () => {
  it('reads a TD3 passport whose fillers OCR read as K and whose lines it spaced out', () => {
    const [names, data] = td3(TAMSIN);
    const found = reading([
      'NEW ZEALAND PASSPORT',
      fillersAs(names, 'K', 26).replace('HOLLOWAY', 'HOLLO WAY'),
      fillersAs(data, 'K').replace(/(.{11})/, '$1 '),
    ]);
    expect(found).toMatchObject({
      surname: 'HOLLOWAY',
      givenNames: 'TAMSIN JOY',
      passportNumber: 'LK482093',
      passportNumberValid: true,
      nationality: 'NZL',
      birthDate: '880317',
      birthDateValid: true,
      sex: 'F',
      expiryDate: '310922',
      expiryDateValid: true,
    });
  });

  it("reads a TD3 passport with '(' and « for fillers and a filler lost from the data line", () => {
    const [names, data] = td3(TAMSIN);
    const found = reading([
      names.replace('<<', '«').replace(/<+$/, (run) => '('.repeat(run.length)),
      data.replace('<<<<', '<<<'),
    ]);
    expect(found).toMatchObject({ surname: 'HOLLOWAY', passportNumber: 'LK482093', expiryDateValid: true });
  });

  it('reads a TD2 identity card of two lines of 36, fillers read as C and a character lost', () => {
    const [names, data] = td2(INES);
    const found = reading([fillersAs(names, 'C', 25), data.replace(/<<<</, '<<<')]);
    expect(found).toMatchObject({
      surname: 'CARVALHO',
      givenNames: 'INES MARIA',
      passportNumber: 'X4RTBPFW4',
      passportNumberValid: true,
      nationality: 'PRT',
      birthDate: '950630',
      sex: 'F',
      expiryDate: '330214',
    });
  });

  it('reads a TD1 identity card of three lines of 30 with O for 0 and fillers read as K', () => {
    const [line1, line2, line3] = td1(BRUNO);
    const found = reading([
      fillersAs(line1, 'K', 5).replace('T22000129', 'T22OOO129'),
      line2.replace(/<<<</, 'KKKK'),
      fillersAs(line3, 'K', 15),
    ]);
    expect(found).toMatchObject({
      surname: 'KESSLER',
      givenNames: 'BRUNO',
      passportNumber: 'T22000129',
      passportNumberValid: true,
      nationality: 'D',
      birthDate: '640812',
      birthDateValid: true,
      sex: 'M',
      expiryDate: '290101',
      expiryDateValid: true,
    });
  });

  it('reads a TD1 card whose three lines OCR cut short and padded with noise', () => {
    const [line1, line2, line3] = td1(BRUNO);
    const found = reading([line1.slice(0, 24), `${line2.slice(0, 22)}  ~`, line3.slice(0, 18)]);
    expect(found).toMatchObject({ passportNumber: 'T22000129', birthDate: '640812', expiryDate: '290101' });
  });

  it('reads a data line with no filler at all (a full personal number)', () => {
    const [names, data] = td3({ ...TAMSIN, number: 'LK4820931' }, 'A73920418XB552');
    expect(data).not.toContain('<');
    expect(reading([names, data])).toMatchObject({ passportNumber: 'LK4820931', expiryDateValid: true });
  });

  it('takes no line of figures without fillers or an MRZ shape for a data line', () => {
    const lines = [
      '0620001234567890 2025 0412 88031719 310922 5',
      '123456789012345678901234567890ABCDEFGH',
      'STATEMENT 2025 0000123456 0000987654 00012',
    ];
    expect(findMrz(lines)).toBeNull();
  });
});

describe('MRZ lines OCR broke or ran together', () => {
  it('joins a TD3 line OCR broke in two at a gap', () => {
    const [names, data] = td3(TAMSIN);
    const found = reading([names.slice(0, 30), names.slice(30), data.slice(0, 20), data.slice(20)]);
    expect(found).toMatchObject({ surname: 'HOLLOWAY', passportNumber: 'LK482093', expiryDateValid: true });
  });

  it('splits two TD3 lines, or three TD1 lines, that OCR ran together', () => {
    const [names, data] = td3(TAMSIN);
    expect(reading([`${names}${data}`])).toMatchObject({ surname: 'HOLLOWAY', birthDateValid: true });
    expect(reading([td1(BRUNO).join('')])).toMatchObject({
      passportNumber: 'T22000129',
      expiryDateValid: true,
    });
  });

  it('reads a state code whose letters OCR read as digits ("N2L")', () => {
    const [names, data] = td3(TAMSIN);
    const found = reading([names.replace('NZL', 'N2L'), data.replace('NZL', 'N2L')]);
    expect(found).toMatchObject({
      nationality: 'NZL',
      sex: 'F',
      expiryDate: '310922',
      expiryDateValid: true,
    });
  });
});

describe('K that is a letter, not a filler', () => {
  it('keeps a K ending a number where OCR read the fillers right (K and < weigh the same in a check digit)', () => {
    const [names, data] = td3({ ...TAMSIN, number: 'E7730214K' });
    expect(reading([names, data])?.passportNumber).toBe('E7730214K');
  });

  it('keeps a K or C ending a name before the fillers', () => {
    const [names, data] = td3({ ...TAMSIN, givenNames: 'JACK' });
    const found = reading([names.replace(/<<<<$/, 'K<K<'), data]);
    expect(found).toMatchObject({ givenNames: 'JACK', surname: 'HOLLOWAY' });
  });
});

describe('names lines OCR shifted', () => {
  it('reads the issuing state after a filler OCR doubled ("P<<NZL", from « read for <)', () => {
    const [names, data] = td3(TAMSIN);
    const found = reading([names.replace('P<NZL', 'P«NZL'), data]);
    expect(found).toMatchObject({ surname: 'HOLLOWAY', givenNames: 'TAMSIN JOY' });
  });
});
