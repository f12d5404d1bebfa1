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
  expiryDate: string;
  expiryDateValid: boolean;
};

/** The data line of a TD3 passport MRZ: number, check, nationality, birth date, check, sex, expiry, check. */
const DATA_LINE = /([A-Z0-9<]{9})([0-9])([A-Z<]{3})([0-9]{6})([0-9])([MFX<])([0-9]{6})([0-9])/;

/**
 * Reads a passport MRZ from its two lines (upper case, spaces removed). The data line is matched by its
 * pattern rather than fixed columns, so a character OCR dropped before it does not shift every field.
 * Returns null when the lines are not a passport MRZ.
 */
export function parseMrzPassport(line1: string, line2: string): MrzPassport | null {
  const header = /P[A-Z<]([A-Z<]{3})([A-Z<]+)/.exec(line1);
  const data = DATA_LINE.exec(line2);
  if (!header || !data) return null;
  const [, numberField = '', numberCheck = '', nationality = '', birthDate = '', birthCheck = '', sex = '', expiryDate = '', expiryCheck = ''] = data;
  const [surname = '', given = ''] = (header[2] ?? '').replace(/<+$/, '').split('<<');
  return {
    surname: surname.replace(/</g, ' ').trim(),
    givenNames: given.replace(/</g, ' ').trim(),
    passportNumber: numberField.replace(/<+$/, ''),
    passportNumberValid: isValidMrzField(numberField, numberCheck),
    nationality: nationality.replace(/</g, ''),
    birthDate,
    birthDateValid: isValidMrzField(birthDate, birthCheck),
    sex,
    expiryDate,
    expiryDateValid: isValidMrzField(expiryDate, expiryCheck),
  };
}
