import { parse, states } from 'mrz';
import {
  documentNumberOf,
  isValidMrzField,
  parseMrzPassport,
  repairMrzField,
  validMrzChecks,
  type MrzPassport,
} from './mrz';
import { replaceLookAlikes } from './repair-digits';

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
function toWidth(read: string, width: number): string | null {
  // A filler OCR doubled after the document code ("P<<UTO", from « read for <) is one.
  const line = read.length > width && /^[A-Z]<<[A-Z]{3}/.test(read) ? `${read[0]}${read.slice(2)}` : read;
  if (Math.abs(line.length - width) > SLACK) return null;
  if (line.length > width) return /^<*$/.test(line.slice(width)) ? line.slice(0, width) : null;
  return line.padEnd(width, '<');
}

const SEX: Record<string, string> = { male: 'M', female: 'F', nonspecified: 'X' };

/** A state code as read: fillers OCR read as K or C after a code of one or two letters ("DKK" is Germany's
 * "D<<") dropped where that leaves a code ICAO lists; otherwise the letters as read. */
export function stateCode(raw: string): string {
  const read = raw.replace(/<+$/, '');
  if (read in states) return read;
  for (const length of [2, 1]) {
    const code = read.slice(0, length);
    if (/^[KC<]*$/.test(read.slice(length)) && code in states) return code;
  }
  return read.replace(/</g, '');
}

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
    passportNumber: documentNumberOf(repaired ?? fields.documentNumber ?? rawNumber),
    passportNumberValid,
    nationality: fields.nationality ?? stateCode(at(POSITIONS[format].nationality, 3)),
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

/** What OCR reads for the filler '<': « for two, and brackets and angle quotes for one. */
const FILLER_LOOKALIKES = /[([{‹＜〈]/g;
/** A run of fillers ending a line, some or all read as K or C (the filler's strokes, half seen). */
const TRAILING_FILLERS = /[<KC]{3,}$/;

/** Fillers ending a line that OCR read as K or C, written as fillers again. Letters K and C before the run's
 * first filler end a name ("JACK<K<<"); a run with no filler left is all fillers. */
export function restoreFillers(line: string): string {
  const run = TRAILING_FILLERS.exec(line);
  if (!run) return line;
  const firstFiller = run[0].indexOf('<');
  if (firstFiller < 0 && run[0].length < 4) return line;
  const start = run.index + Math.max(0, firstFiller);
  return line.slice(0, start) + '<'.repeat(line.length - start);
}

/** A recognised line as an MRZ line (upper case, spaces removed, look-alikes read as fillers), or null when
 * it is not mostly MRZ characters with two fillers side by side, or a data line whose fillers OCR misread. */
export function toMrzLine(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/«/g, '<<')
    .replace(FILLER_LOOKALIKES, '<')
    // No MRZ prints a slash: it is a 7 that OCR (Tesseract's fast model) half saw.
    .replace(/\//g, '7')
    .replace(/\s+/g, '');
  if (compact.length < 20) return null;
  const mrzShare = compact.replace(/[^A-Z0-9<]/g, '').length / compact.length;
  if (mrzShare <= 0.85) return null;
  const line = restoreFillers(compact.replace(/[^A-Z0-9<]/g, ''));
  // Without a filler left, a data line still shows fillers read as K or C, or its dates round the sex letter.
  const dataLike =
    line.length >= 28 &&
    line.length <= 48 &&
    (line.match(/\d/g)?.length ?? 0) >= 12 &&
    (/[KC]{3,}/.test(line) || /\d{7}[MFX]\d{7}/.test(line));
  // Every MRZ line holds two fillers side by side (names' separator, padding) but a data line filled to its
  // end; one alone is a bracket of ordinary text ("Fund (Open Class)").
  return line.includes('<<') || dataLike ? line : null;
}

/** Machine-readable digits: the look-alikes OCR reads for them replaced. */
const D = '[0-9OQDIL|SZBG]';
/** A TD1 card's first line: document code, issuing state, document number and its check digit. */
const TD1_FIRST = new RegExp(`^([A-Z][A-Z<])([A-Z<]{3})([A-Z0-9<]{9})(${D})`);
/** A TD1 card's second line: birth date, check, sex, expiry, check, nationality (perhaps cut short). */
const TD1_SECOND = new RegExp(`^(${D}{6})(${D})([A-Z<])(${D}{6})(${D})([A-Z<]{0,3})`);

/**
 * A TD1 card whose lines OCR damaged (cut short, characters lost at their ends): the fields found by their
 * pattern at each line's start, laid out again as three whole lines of 30 and read as a whole card.
 */
function readDamagedTd1(
  lines: readonly string[],
): { reading: MrzReading; line: number; valid: number } | null {
  let best: { reading: MrzReading; line: number; valid: number } | null = null;
  lines.forEach((line, index) => {
    const second = TD1_SECOND.exec(line);
    const first = TD1_FIRST.exec(lines[index - 1] ?? '');
    if (!second || !first) return;
    const [, code = '', country = '', number = '', numberCheck = ''] = first;
    const [, birth = '', birthCheck = '', sex = '', expiry = '', expiryCheck = '', nationality = ''] = second;
    const names = /^[A-Z<]+$/.test(lines[index + 1] ?? '') ? (lines[index + 1] ?? '') : '';
    const rebuilt = [
      `${code}${country}${number}${replaceLookAlikes(numberCheck)}`.padEnd(30, '<'),
      [
        replaceLookAlikes(birth),
        replaceLookAlikes(birthCheck),
        /[MFX]/.test(sex) ? sex : '<',
        replaceLookAlikes(expiry),
        replaceLookAlikes(expiryCheck),
        nationality.padEnd(3, '<'),
      ]
        .join('')
        .padEnd(30, '<'),
      names.padEnd(30, '<').slice(0, 30),
    ];
    const found = readWindow('TD1', rebuilt);
    if (found && (!best || found.valid > best.valid)) best = { ...found, line: index };
  });
  return best;
}

/**
 * The MRZ among a document's recognised lines, and the index of its data line: read whole in any ICAO 9303
 * format when its lines are whole (readMrz); else the TD3 data line found by its pattern, with the MRZ line
 * above it as the names line, which copes with lines OCR cut short. The reading whose check digits agree best.
 */
export function findMrz(lines: readonly string[]): { mrz: MrzPassport; line: number } | null {
  let best: { mrz: MrzPassport; line: number } | null = null;
  // More check digits holding first; then a reading with names over one without.
  const score = (mrz: MrzPassport) => validMrzChecks(mrz) * 2 + (mrz.surname ? 1 : 0);
  for (const candidates of candidateLists(lines)) {
    const found = readCandidates(candidates);
    if (found && (!best || score(found.mrz) > score(best.mrz))) best = found;
  }
  // Runs of K where fillers belong: this photo's OCR reads fillers as K, the number's last ones too.
  const fillersReadAsK = lines.some((text) => toMrzLine(text) !== null && /K{3,}/.test(text.toUpperCase()));
  if (best && fillersReadAsK)
    best = { ...best, mrz: { ...best.mrz, passportNumber: documentNumberOf(best.mrz.passportNumber, true) } };
  return best;
}

type Candidate = { mrzLine: string; line: number };
const WIDTHS = FORMATS.map(({ width }) => width);
const nearWidth = (line: string | null): line is string =>
  line !== null && WIDTHS.some((width) => Math.abs(line.length - width) <= SLACK);

/**
 * The document's lines read as MRZ lines, as OCR gave them; with an MRZ line OCR broke in two (at a wide gap)
 * joined again; and with two or three MRZ lines OCR ran together split at the format's width.
 */
function candidateLists(lines: readonly string[]): Candidate[][] {
  const single = lines.flatMap((text, line) => {
    const mrzLine = toMrzLine(text);
    return mrzLine ? [{ mrzLine, line }] : [];
  });
  const joined: Candidate[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const own = toMrzLine(lines[index] ?? '');
    const next = lines[index + 1];
    const both = next === undefined ? null : toMrzLine(`${lines[index] ?? ''}${next}`);
    // Joined where the two make a whole line and the second is not one itself (a TD1 line of 30 before a
    // stray piece stays in the list as read, above).
    if (nearWidth(both) && !nearWidth(toMrzLine(next ?? ''))) {
      joined.push({ mrzLine: both, line: index + 1 });
      index += 1;
    } else if (own) joined.push({ mrzLine: own, line: index });
  }
  const splitAt = (widths: readonly number[], times: number): Candidate[] =>
    single.flatMap((candidate) => {
      const width = widths.find((size) => Math.abs(candidate.mrzLine.length - size * times) <= SLACK);
      if (!width) return [candidate];
      return Array.from({ length: times }, (_, part) => ({
        mrzLine: candidate.mrzLine.slice(part * width, part === times - 1 ? undefined : (part + 1) * width),
        line: candidate.line,
      }));
    });
  const lists = [single, joined, splitAt([44, 36], 2), splitAt([30], 3)];
  const same = (a: Candidate[], b: Candidate[]) =>
    a.length === b.length && a.every((candidate, index) => candidate.mrzLine === b[index]?.mrzLine);
  return lists.filter((list, index) => !lists.slice(0, index).some((earlier) => same(earlier, list)));
}

/** The best reading of one list of MRZ lines: whole lines in any format, else damaged TD1 or TD3/TD2 lines. */
function readCandidates(candidates: readonly Candidate[]): { mrz: MrzPassport; line: number } | null {
  const whole = readMrz(candidates.map(({ mrzLine }) => mrzLine));
  const dataLine = whole && candidates.find(({ mrzLine }) => mrzLine.includes(whole.birthDate));
  if (whole && dataLine) return { mrz: whole, line: dataLine.line };
  let best: { mrz: MrzPassport; line: number } | null = null;
  const td1 = readDamagedTd1(candidates.map(({ mrzLine }) => mrzLine));
  const td1Line = td1 && candidates[td1.line];
  if (td1 && td1Line && td1.valid >= 2) best = { mrz: td1.reading, line: td1Line.line };
  candidates.forEach(({ mrzLine, line }, index) => {
    const mrz = parseMrzPassport(candidates[index - 1]?.mrzLine ?? '', mrzLine);
    if (mrz && (!best || validMrzChecks(mrz) > validMrzChecks(best.mrz))) best = { mrz, line };
  });
  return best;
}
