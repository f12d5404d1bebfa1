/** Machine-readable zone of a passport (ICAO 9303 TD3: two lines of 44 characters). */

const MRZ_WEIGHTS = [7, 3, 1];

function characterValue(character: string): number {
  if (character === '<') return 0;
  if (/[0-9]/.test(character)) return Number(character);
  if (/[A-Z]/.test(character)) return character.charCodeAt(0) - 55; // A=10 … Z=35
  return -1;
}

/** The check digit of an MRZ field: values weighted 7,3,1 repeating, mod 10; null for characters outside the MRZ set. */
export function computeMrzCheckDigit(field: string): number | null {
  let sum = 0;
  for (let index = 0; index < field.length; index += 1) {
    const value = characterValue(field[index] ?? '');
    if (value < 0) return null;
    sum += value * (MRZ_WEIGHTS[index % 3] ?? 0);
  }
  return sum % 10;
}

export function isValidMrzField(field: string, checkDigit: string): boolean {
  const expected = computeMrzCheckDigit(field);
  return expected !== null && String(expected) === checkDigit;
}

export type MrzPassport = {
  surname: string;
  givenNames: string;
  passportNumber: string;
  passportNumberValid: boolean;
  nationality: string;
  /** YYMMDD as printed. */
  birthDate: string;
  birthDateValid: boolean;
  sex: string;
  /** '' when the line was cut short. */
  expiryDate: string;
  expiryDateValid: boolean;
};

import { replaceLookAlikes } from './repair-digits';

/** A digit position, allowing the letters OCR reads in place of digits (O for 0, S for 5…). */
const D = '[0-9OQDIL|SZBG]';

/** The data line of a TD3 passport MRZ up to the birth date's check digit: number, check, nationality, birth date, check. */
const DATA_LINE = new RegExp(`([A-Z0-9<]{9})(${D})([A-Z<]{3})(${D}{6})(${D})`);

type SexAndExpiry = { sex: string; expiryDate: string; expiryDateValid: boolean };

/**
 * After the birth date come the sex letter, the expiry and its check digit. OCR sometimes drops the sex
 * letter or reads it as a digit, so both alignments are tried and the one whose check digit holds wins.
 */
function readSexAndExpiry(rest: string): SexAndExpiry {
  const read = (offset: number): SexAndExpiry => {
    const digits = replaceLookAlikes(rest.slice(offset, offset + 6));
    const expiryDate = /^\d{6}$/.test(digits) ? digits : '';
    const sexLetter = rest[0] ?? '';
    return {
      sex: offset === 1 && /[MFX]/.test(sexLetter) ? sexLetter : '<',
      expiryDate,
      expiryDateValid:
        expiryDate !== '' && isValidMrzField(expiryDate, replaceLookAlikes(rest[offset + 6] ?? '')),
    };
  };
  const withSex = read(1);
  const withoutSex = read(0);
  if (withSex.expiryDateValid) return withSex;
  if (withoutSex.expiryDateValid) return withoutSex;
  return /[MFX<]/.test(rest[0] ?? '') ? withSex : withoutSex;
}

/**
 * Reads a passport MRZ from its lines (upper case, spaces removed): the names line when readable, and the
 * data line, matched by its pattern rather than fixed columns so that a character OCR dropped or a line cut
 * short does not shift every field. Returns null when there is no data line.
 */
export function parseMrzPassport(line1: string, line2: string): MrzPassport | null {
  const header = /P[A-Z<]([A-Z<]{3})([A-Z<]+)/.exec(line1) ?? /^()([A-Z]+<<[A-Z<]+)/.exec(line1);
  const data = DATA_LINE.exec(line2);
  // The names line's filler, misread as letters, can look like digits; a real data line has real digits.
  if (!data || (data[4] ?? '').replace(/\D/g, '').length < 4) return null;
  const [whole, numberField = '', numberCheck = '', nationality = '', rawBirth = '', birthCheck = ''] = data;
  const birthDate = replaceLookAlikes(rawBirth);
  const [surname = '', given = ''] = (header?.[2] ?? '').replace(/<+$/, '').split('<<');
  return {
    surname: surname.replace(/</g, ' ').trim(),
    givenNames: given.replace(/</g, ' ').trim(),
    passportNumber: numberField.replace(/<+$/, ''),
    passportNumberValid: isValidMrzField(numberField, replaceLookAlikes(numberCheck)),
    nationality: nationality.replace(/</g, ''),
    birthDate,
    birthDateValid: isValidMrzField(birthDate, replaceLookAlikes(birthCheck)),
    ...readSexAndExpiry(line2.slice(data.index + whole.length)),
  };
}
