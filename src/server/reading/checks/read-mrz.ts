import { parse } from 'mrz';
import { isValidMrzField, parseMrzPassport, repairMrzField, validMrzChecks, type MrzPassport } from './mrz';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';
export type MrzReading = MrzPassport & { format: MrzFormat };

/** ICAO 9303's sizes: ID cards of three lines of 30 (TD1) or two of 36 (TD2), passports two of 44 (TD3). */
const FORMATS: readonly { format: MrzFormat; width: number; lines: number }[] = [
  { format: 'TD3', width: 44, lines: 2 },
  { format: 'TD2', width: 36, lines: 2 },
  { format: 'TD1', width: 30, lines: 3 },
];
/** OCR drops or adds a filler or two at a line's end; more than this and it is another line. */
const SLACK = 2;

/** A line at the format's width: fillers trimmed from its end, or added where OCR lost them. */
function toWidth(line: string, width: number): string | null {
  if (Math.abs(line.length - width) > SLACK) return null;
  if (line.length > width) return /^<*$/.test(line.slice(width)) ? line.slice(0, width) : null;
  return line.padEnd(width, '<');
}

const SEX: Record<string, string> = { male: 'M', female: 'F', nonspecified: 'X' };

/** Where each field sits: [line, start] of the document number, its check digit and the nationality. */
const POSITIONS: Record<
  MrzFormat,
  { number: [number, number]; check: [number, number]; nationality: [number, number] }
> = {
  TD3: { number: [1, 0], check: [1, 9], nationality: [1, 10] },
  TD2: { number: [1, 0], check: [1, 9], nationality: [1, 10] },
  TD1: { number: [0, 5], check: [0, 14], nationality: [1, 15] },
};

function readWindow(format: MrzFormat, lines: string[]): { reading: MrzReading; valid: number } | null {
  let result;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
  if (result.format !== format) return null;
  const checked = (field: string) => result.details.find((detail) => detail.field === field)?.valid === true;
  const at = ([line, start]: [number, number], length: number) =>
    (lines[line] ?? '').slice(start, start + length);
  // The library corrects letters in numeric fields; the document number may hold both, so a failed check is
  // repaired the way its check digit allows (O/0, I/1, B/8, S/5, Z/2).
  const rawNumber = at(POSITIONS[format].number, 9);
  const repaired = checked('documentNumberCheckDigit')
    ? null
    : repairMrzField(rawNumber, at(POSITIONS[format].check, 1));
  const passportNumberValid = checked('documentNumberCheckDigit') || repaired !== null;
  const fields = result.fields;
  const birthDate = fields.birthDate ?? '';
  const expiryDate = fields.expirationDate ?? '';
  const reading: MrzReading = {
    format,
    surname: (fields.lastName ?? '').trim(),
    givenNames: (fields.firstName ?? '').trim(),
    passportNumber: (repaired ?? fields.documentNumber ?? rawNumber).replace(/<+$/, ''),
    passportNumberValid,
    nationality: fields.nationality ?? at(POSITIONS[format].nationality, 3).replace(/</g, ''),
    birthDate,
    birthDateValid:
      checked('birthDateCheckDigit') && isValidMrzField(birthDate, fields.birthDateCheckDigit ?? ''),
    sex: SEX[fields.sex ?? ''] ?? '<',
    expiryDate,
    expiryDateValid:
      checked('expirationDateCheckDigit') &&
      isValidMrzField(expiryDate, fields.expirationDateCheckDigit ?? ''),
  };
  const valid = [reading.passportNumberValid, reading.birthDateValid, reading.expiryDateValid].filter(
    Boolean,
  ).length;
  return { reading, valid };
}

/**
 * The machine-readable zone among a document's lines (upper case, spaces removed), in any ICAO 9303 format,
 * parsed by the `mrz` library: the reading whose check digits agree best, when at least two of the document
 * number, birth date and expiry hold.
 */
export function readMrz(lines: readonly string[]): MrzReading | null {
  let best: { reading: MrzReading; valid: number } | null = null;
  for (const { format, width, lines: count } of FORMATS) {
    for (let start = 0; start + count <= lines.length; start += 1) {
      const window = lines.slice(start, start + count).map((line) => toWidth(line, width));
      if (window.some((line) => line === null)) continue;
      const found = readWindow(format, window as string[]);
      if (found && (!best || found.valid > best.valid)) best = found;
    }
  }
  return best && best.valid >= 2 ? best.reading : null;
}

/** A recognised line as an MRZ line (upper case, spaces removed, « read for <<), or null when it is not
 * mostly MRZ characters with a filler. */
export function toMrzLine(text: string): string | null {
  const compact = text.toUpperCase().replace(/«/g, '<<').replace(/\s+/g, '');
  if (compact.length < 20 || !compact.includes('<')) return null;
  const mrzShare = compact.replace(/[^A-Z0-9<]/g, '').length / compact.length;
  return mrzShare > 0.85 ? compact.replace(/[^A-Z0-9<]/g, '') : null;
}

/**
 * The MRZ among a document's recognised lines, and the index of its data line: read whole in any ICAO 9303
 * format when its lines are whole (readMrz); else the TD3 data line found by its pattern, with the MRZ line
 * above it as the names line, which copes with lines OCR cut short. The reading whose check digits agree best.
 */
export function findMrz(lines: readonly string[]): { mrz: MrzPassport; line: number } | null {
  const candidates = lines.flatMap((text, line) => {
    const mrzLine = toMrzLine(text);
    return mrzLine ? [{ mrzLine, line }] : [];
  });
  const whole = readMrz(candidates.map(({ mrzLine }) => mrzLine));
  const dataLine = whole && candidates.find(({ mrzLine }) => mrzLine.includes(whole.birthDate));
  if (whole && dataLine) return { mrz: whole, line: dataLine.line };
  let best: { mrz: MrzPassport; line: number } | null = null;
  candidates.forEach(({ mrzLine, line }, index) => {
    const mrz = parseMrzPassport(candidates[index - 1]?.mrzLine ?? '', mrzLine);
    if (mrz && (!best || validMrzChecks(mrz) > validMrzChecks(best.mrz))) best = { mrz, line };
  });
  return best;
}
