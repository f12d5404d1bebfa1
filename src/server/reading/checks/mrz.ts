/** Machine-readable zone of a passport (ICAO 9303 TD3: two lines of 44 characters), parsed by the `mrz`
 * library; what is ours is finding the fields in lines OCR damaged, and repairing a document number. */
import { parse, type ParseResult } from 'mrz';

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
/** The same with letters of the nationality lost, only from the line's start: elsewhere in a line such a loose
 * pattern finds figures by chance. */
const SHORT_DATA_LINES = [2, 1].map(
  (letters) => new RegExp(`^([A-Z0-9<]{9})(${D})([A-Z<]{${letters}})(${D}{6})(${D})`),
);

/** Characters OCR confuses in an MRZ, both ways: a document number may hold letters and digits alike. */
const CONFUSABLE: Readonly<Record<string, string[]>> = {
  O: ['0'],
  '0': ['O'],
  Q: ['0', 'O'],
  D: ['0'],
  I: ['1'],
  '1': ['I'],
  L: ['1'],
  B: ['8'],
  '8': ['B'],
  S: ['5'],
  '5': ['S'],
  Z: ['2'],
  '2': ['Z'],
  G: ['6'],
  '6': ['G'],
};
/** More ambiguous characters than this and the field is left as read (2^n candidates, and too many fit). */
const MAX_AMBIGUOUS = 8;

/**
 * An alphanumeric MRZ field (the document number) whose check digit fails, repaired the way ICAO 9303's check
 * digit allows: among the readings that swap OCR's usual confusions (O/0, I/1, B/8, S/5, Z/2, G/6) and pass
 * the check digit, the most number-like (document numbers are at most two letters then digits, in every
 * country's common series), then the one with the fewest swaps. With a check digit only one reading in ten
 * passes by chance, so a tie between equally likely readings leaves the field unrepaired (null).
 */
export function repairMrzField(field: string, checkDigit: string): string | null {
  const repaired = repairConfusions(field, checkDigit);
  if (repaired !== null) return repaired;
  // Fillers ending a short number that OCR read as K or C ("LK482093K" for "LK482093<").
  const run = /[KC<]+$/.exec(field)?.[0] ?? '';
  for (let length = 1; length <= run.length && length < field.length - 4; length += 1) {
    const suffix = field.slice(field.length - length);
    if (!/[KC]/.test(suffix)) continue;
    const padded = repairConfusions(
      `${field.slice(0, field.length - length)}${'<'.repeat(length)}`,
      checkDigit,
    );
    if (padded !== null) return padded;
  }
  return null;
}

function repairConfusions(field: string, checkDigit: string): string | null {
  if (isValidMrzField(field, checkDigit)) return field;
  const positions = [...field].flatMap((character, index) => (CONFUSABLE[character] ? [index] : []));
  if (positions.length === 0 || positions.length > MAX_AMBIGUOUS) return null;
  const lettersAfterPrefix = (value: string) => value.slice(2).replace(/[^A-Z]/g, '').length;
  const candidates: { value: string; cost: [number, number] }[] = [];
  const visit = (index: number, characters: string[], swaps: number) => {
    if (index === positions.length) {
      const value = characters.join('');
      if (swaps > 0 && isValidMrzField(value, checkDigit))
        candidates.push({ value, cost: [lettersAfterPrefix(value), swaps] });
      return;
    }
    const position = positions[index] ?? 0;
    visit(index + 1, characters, swaps);
    for (const replacement of CONFUSABLE[characters[position] ?? ''] ?? []) {
      const next = [...characters];
      next[position] = replacement;
      visit(index + 1, next, swaps + 1);
    }
  };
  visit(0, [...field], 0);
  candidates.sort((a, b) => a.cost[0] - b.cost[0] || a.cost[1] - b.cost[1]);
  const [first, second] = candidates;
  if (!first) return null;
  const tied = second && second.cost[0] === first.cost[0] && second.cost[1] === first.cost[1];
  return tied ? null : first.value;
}

/**
 * A document number without its fillers. K's value (20) is 0 modulo 10, so no check digit tells a filler OCR
 * read as K from a K: where the zone shows OCR reading fillers as K (`fillersReadAsK`), a run of K after the
 * digits of a number already six long is taken for fillers; otherwise a K stays (numbers end in letters in
 * some countries' series).
 */
export function documentNumberOf(field: string, fillersReadAsK = false): string {
  const trimmed = field.replace(/<+$/, '');
  const run = fillersReadAsK ? /(?<=\d)K+$/.exec(trimmed) : null;
  return run && run.index >= 6 ? trimmed.slice(0, run.index) : trimmed;
}

type SexAndExpiry = { sex: string; expiry: string; expiryCheck: string; expiryDateValid: boolean };

/**
 * After the birth date come the sex letter, the expiry and its check digit. OCR sometimes drops the sex
 * letter or reads it as a digit, so both alignments are tried and the one whose check digit holds wins.
 */
function readSexAndExpiry(rest: string): SexAndExpiry {
  const read = (offset: number): SexAndExpiry => {
    const digits = replaceLookAlikes(rest.slice(offset, offset + 6));
    const expiry = /^\d{6}$/.test(digits) ? digits : '';
    const expiryCheck = replaceLookAlikes(rest[offset + 6] ?? '');
    const sexLetter = rest[0] ?? '';
    return {
      sex: offset === 1 && /[MFX]/.test(sexLetter) ? sexLetter : '<',
      expiry,
      expiryCheck,
      expiryDateValid: expiry !== '' && isValidMrzField(expiry, expiryCheck),
    };
  };
  const withSex = read(1);
  const withoutSex = read(0);
  if (withSex.expiryDateValid) return withSex;
  if (withoutSex.expiryDateValid) return withoutSex;
  return /[MFX<]/.test(rest[0] ?? '') ? withSex : withoutSex;
}

const SEX: Record<string, string> = { male: 'M', female: 'F', nonspecified: 'X' };
const TD3_WIDTH = 44;

/**
 * The fields found in damaged lines, laid out again as the two whole 44-character lines of a TD3 passport
 * and read by the `mrz` library, which parses every ICAO 9303 format (read-mrz.ts reads whole lines with it).
 */
function parseTd3(
  header: { country: string; names: string },
  data: { number: string; numberCheck: string; nationality: string; birth: string; birthCheck: string },
  tail: SexAndExpiry,
): ParseResult | null {
  const line1 = `P<${header.country.padEnd(3, '<')}${header.names}`
    .padEnd(TD3_WIDTH, '<')
    .slice(0, TD3_WIDTH);
  const line2 = [
    data.number,
    /^\d$/.test(data.numberCheck) ? data.numberCheck : '<',
    data.nationality.padEnd(3, '<'),
    data.birth,
    /^\d$/.test(data.birthCheck) ? data.birthCheck : '<',
    /[MFX<]/.test(tail.sex) ? tail.sex : '<',
    (tail.expiry || '').padEnd(6, '<'),
    /^\d$/.test(tail.expiryCheck) && tail.expiry ? tail.expiryCheck : '<',
  ]
    .join('')
    .padEnd(TD3_WIDTH, '<');
  try {
    return parse([line1, line2], { autocorrect: true });
  } catch {
    return null;
  }
}

/**
 * Reads a passport MRZ from its lines (upper case, spaces removed): the names line when readable, and the
 * data line, found by its pattern rather than fixed columns so that a character OCR dropped or a line cut
 * short does not shift every field, nor letters dropped from the nationality; the fields found are parsed by
 * the `mrz` library. Returns null when there is no data line.
 */
export function parseMrzPassport(line1: string, line2: string): MrzPassport | null {
  // A passport's names line (P…), or an identity card's of two lines (TD2: I…, A…, C…).
  // A filler OCR doubled after the document code ("P<<UTO", from « read for <) is one.
  const header =
    /P[A-Z<]<([A-Z]{3})([A-Z<]+)/.exec(line1) ??
    /P[A-Z<]([A-Z<]{3})([A-Z<]+)/.exec(line1) ??
    /^[IAC][A-Z<]([A-Z<]{3})([A-Z<]+)/.exec(line1) ??
    /^()([A-Z]+<<[A-Z<]+)/.exec(line1);
  const names = { country: (header?.[1] ?? '').replace(/</g, ''), names: header?.[2] ?? '' };
  let best: MrzPassport | null = null;
  for (const pattern of [DATA_LINE, ...SHORT_DATA_LINES]) {
    const data = pattern.exec(line2);
    // The names line's filler, misread as letters, can look like digits; a real data line has real digits.
    if (!data || (data[4] ?? '').replace(/\D/g, '').length < 4) continue;
    const [
      whole,
      numberField = '',
      rawNumberCheck = '',
      nationality = '',
      rawBirth = '',
      rawBirthCheck = '',
    ] = data;
    const numberCheck = replaceLookAlikes(rawNumberCheck);
    const tail = readSexAndExpiry(line2.slice(data.index + whole.length));
    const result = parseTd3(
      names,
      {
        number: numberField,
        numberCheck,
        nationality,
        birth: replaceLookAlikes(rawBirth),
        birthCheck: replaceLookAlikes(rawBirthCheck),
      },
      tail,
    );
    if (!result) continue;
    const valid = (field: string) => result.details.find((detail) => detail.field === field)?.valid === true;
    // The library corrects letters in numeric fields only; the document number may hold both, so a failed
    // check is repaired the way its check digit allows (O/0, I/1, B/8, S/5, Z/2).
    const repairedNumber = valid('documentNumberCheckDigit')
      ? numberField
      : repairMrzField(numberField, numberCheck);
    const fields = result.fields;
    const reading: MrzPassport = {
      surname: (fields.lastName ?? '').trim(),
      givenNames: (fields.firstName ?? '').trim(),
      passportNumber: documentNumberOf(repairedNumber ?? numberField),
      passportNumberValid: repairedNumber !== null,
      // A nationality OCR cut short is left out rather than guessed.
      nationality: nationality.length === 3 ? (fields.nationality ?? nationality.replace(/</g, '')) : '',
      birthDate: fields.birthDate ?? '',
      birthDateValid: valid('birthDateCheckDigit') && /^\d{6}$/.test(fields.birthDate ?? ''),
      // A filler (or a letter OCR lost) is unknown here, where the library would read it as unspecified (X).
      sex: tail.sex === '<' ? '<' : (SEX[fields.sex ?? ''] ?? '<'),
      expiryDate: tail.expiry ? (fields.expirationDate ?? '') : '',
      expiryDateValid: tail.expiry !== '' && valid('expirationDateCheckDigit'),
    };
    // A shorter nationality only where two check digits or more then hold, and more than with three letters:
    // the check digits say where the fields are.
    const held = validMrzChecks(reading);
    if (pattern !== DATA_LINE && held < 2) continue;
    if (!best || held > validMrzChecks(best)) best = reading;
  }
  return best;
}

/** How many of the document number, birth date and expiry pass their check digits. */
export const validMrzChecks = (mrz: MrzPassport): number =>
  [mrz.passportNumberValid, mrz.birthDateValid, mrz.expiryDateValid].filter(Boolean).length;
