import { isValidTaxFileNumber } from './checks/tfn';
import { findAllDates } from './extract/values/dates';
import type { RecognisedDocument, RecognisedLine, RecognisedPage } from './recognise/types';

/**
 * A tax file number is never stored in full outside the original file (decisions.md): recognised text is
 * redacted before it is kept, leaving the last 3 digits as a masked TFN shows them.
 *
 * A TFN is found however it is written: 8 or 9 digits in any grouping ("876 543 028", "8765 430 28", one
 * digit per box "8 7 6 5 4 3 0 2 8", "|8|7|6|…"), with any separator a person, a form or OCR puts between
 * groups (spaces of any width, dots, dashes and en dashes with or without spaces, commas, underscores,
 * slashes, bullets, brackets, zero-width characters), in any script's digits (full-width "８７６…"), with
 * OCR's O for 0 and l or I for 1 beside other digits, and split over two lines. It is redacted when it passes
 * the ATO's check digit (8 or 9 digits) and a TFN label ("TFN", "T.F.N.", "YourTFN:", "Tax file number",
 * "Tax-file nbr", …) is on its line, within three lines above or below it, or heads the table column it is
 * in; and the number straight after a label on its line is redacted even when OCR misread a digit. The check
 * digit keeps account and member numbers near a TFN (1 in 11 of which pass it by chance) mostly whole.
 */

/** Lines above or below a number that a label may be on. */
const LINES_AROUND = 3;
/** How far below a column's TFN header its numbers may be. */
const COLUMN_LINES = 40;
/** Characters a number may start after a label on the same line, to be taken as that label's number. */
const RIGHT_AFTER_LABEL = 30;
/** Characters between two digit groups of one number (" - ", " ] [ ", " | "), at most one line break. */
const MAX_GAP = 6;

const zeroWidth = '\\u200b-\\u200d\\u2060\\ufeff\\u00ad';
// Between the letters of a label: spaces, dots, dashes, underscores, apostrophes, zero-width characters.
const labelJoin = `[\\s.\\-_'\\u2010-\\u2015${zeroWidth}]{0,3}`;
/**
 * "TFN", "T.F.N.", "T F N", "YourTFN", "TFN#"; "Tax file number", "Tax-file no", "Tax file nbr", "TaxFile",
 * and OCR's "Tax fle". Matched on the line with full-width letters folded to ASCII.
 */
const labelPattern = new RegExp(
  `t${labelJoin}f${labelJoin}n(?![a-z])|tax${labelJoin}f[il1|]{0,2}[l1|]?e(?![a-z])|tax${labelJoin}f[il1|]{0,2}[l1|]?e(?=num|nbr|no|nr)`,
  'gi',
);

/** OCR's misreadings of the capitals "TFN" ("TEN": the F's foot read as an E's), in capitals only, so the
 * word "ten" is no label. */
const misreadLabelPattern = /(?<![A-Za-z])TEN(?![A-Za-z])/g;

/** Characters that may stand between a number's digit groups. */
const separatorPattern = new RegExp(
  `[\\s.,:;/\\\\|_'"~=+·•∙⋅«»\\-\\u2010-\\u2015\\u2212\\[\\](){}<>${zeroWidth}]`,
  'u',
);
const decimalDigit = /\p{Nd}/u;

/** A digit of any script as 0-9 ("８" is 8), or null. */
function digitValue(character: string): number | null {
  if (character >= '0' && character <= '9') return character.charCodeAt(0) - 48;
  if (!decimalDigit.test(character)) return null;
  // Unicode decimal digits come in runs of ten from 0: walk back to the start of the run.
  const codePoint = character.codePointAt(0) ?? 0;
  let start = codePoint;
  while (decimalDigit.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

/** Full-width letters and digits (Ｔ, ｆ, ８) as ASCII: same length, so offsets stay true. */
function foldWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (character) =>
    String.fromCharCode(character.charCodeAt(0) - 0xfee0),
  );
}

type Digit = { value: number; start: number; end: number };
/** A run of 8 or 9 digits made of whole groups: a TFN candidate. */
type Candidate = { digits: string; positions: Digit[] };

/**
 * Every run of whole digit groups holding 8 or 9 digits in `text`: groups are digits side by side; a number
 * is groups joined by short runs of separators (at most one line break). A longer number is not cut into a
 * TFN: only windows of whole groups count ("876 543 028 2024" holds "876 543 028").
 */
function findCandidates(text: string): Candidate[] {
  const units: (
    | { kind: 'digit'; digit: Digit }
    | { kind: 'separator'; newline: boolean }
    | { kind: 'other' }
    | { kind: 'letter-digit'; digit: Digit }
  )[] = [];
  const characters = Array.from(text);
  let offset = 0;
  for (const character of characters) {
    const start = offset;
    offset += character.length;
    const value = digitValue(character);
    if (value !== null) units.push({ kind: 'digit', digit: { value, start, end: offset } });
    else if (/[OoIl]/.test(character))
      units.push({
        kind: 'letter-digit',
        digit: { value: /[Oo]/.test(character) ? 0 : 1, start, end: offset },
      });
    else if (separatorPattern.test(character)) units.push({ kind: 'separator', newline: character === '\n' });
    else units.push({ kind: 'other' });
  }
  // OCR's O, l and I count as digits only beside a real digit ("876 543 O28").
  for (const [index, unit] of units.entries()) {
    if (unit.kind !== 'letter-digit') continue;
    const before = units[index - 1];
    const after = units[index + 1];
    const besideDigit = before?.kind === 'digit' || after?.kind === 'digit';
    units[index] = besideDigit ? { kind: 'digit', digit: unit.digit } : { kind: 'other' };
  }

  const candidates: Candidate[] = [];
  let chain: Digit[][] = [];
  let group: Digit[] = [];
  let gap = 0;
  let gapNewlines = 0;
  const endChain = () => {
    if (group.length > 0) chain.push(group);
    for (let first = 0; first < chain.length; first += 1) {
      let total: Digit[] = [];
      for (let last = first; last < chain.length && total.length < 9; last += 1) {
        total = [...total, ...(chain[last] ?? [])];
        if (total.length === 8 || total.length === 9)
          candidates.push({ digits: total.map((digit) => digit.value).join(''), positions: total });
      }
    }
    chain = [];
    group = [];
  };
  for (const unit of units) {
    if (unit.kind === 'digit') {
      if (gap > 0 && group.length > 0) {
        chain.push(group);
        group = [];
      }
      gap = 0;
      gapNewlines = 0;
      group.push(unit.digit);
    } else if (unit.kind === 'separator' && (group.length > 0 || chain.length > 0)) {
      gap += 1;
      if (unit.newline) gapNewlines += 1;
      if (gap > MAX_GAP || gapNewlines > 1) {
        endChain();
        gap = 0;
        gapNewlines = 0;
      }
    } else if (unit.kind !== 'separator') {
      endChain();
      gap = 0;
      gapNewlines = 0;
    }
  }
  endChain();
  return candidates;
}

/**
 * A label heading a table column: the line has other cells apart from it (a gap of more than two characters'
 * width on either side), so a number under it is in its column, not in the next paragraph.
 */
type Label = { line: number; start: number; end: number; box: Box | null; alone: boolean };

/** What may follow the label's first words and still be the label ("number", "no.", "nbr", "is", ":"). */
const labelTail =
  /^(?:[\s.:#=()\-\u2010-\u2015]*(?:number|numb|num|nbr|no|nr|is|was)\b)*[\s.:#=()\-\u2010-\u2015]*/i;
type Box = { x0: number; y0: number; x1: number; y1: number };

/** The TFN labels on each line, with where they end and (with word boxes) where they stand on the page. */
function findLabels(lines: readonly { text: string; words?: RecognisedLine['words'] }[]): Label[] {
  const labels: Label[] = [];
  for (const [index, line] of lines.entries()) {
    const folded = foldWidth(line.text);
    const matches = [...folded.matchAll(labelPattern), ...folded.matchAll(misreadLabelPattern)];
    for (const match of matches.sort((a, b) => a.index - b.index)) {
      const start = match.index;
      // The label's own words after it ("number", "no.", "is", ":"): the number follows those.
      const end =
        start + match[0].length + (labelTail.exec(folded.slice(start + match[0].length))?.[0].length ?? 0);
      labels.push({
        line: index,
        start,
        end,
        box: boxOfSpan(line, start, end),
        alone: isCellOfItsOwn(line, start, end),
      });
    }
  }
  return labels;
}

/** Whether the label stands in a cell of its own: other words on its line are a column gap away. */
function isCellOfItsOwn(
  line: { text: string; words?: RecognisedLine['words'] },
  start: number,
  end: number,
): boolean {
  const spans = wordSpans(line);
  const words = line.words ?? [];
  const inside = words.filter((_, index) => {
    const span = spans[index];
    return span && span.start >= 0 && span.start < end && span.end > start;
  });
  const outside = words.filter((word) => !inside.includes(word));
  if (inside.length === 0 || outside.length === 0) return false;
  const characterWidth =
    inside.reduce((sum, word) => sum + (word.box.x1 - word.box.x0), 0) /
    Math.max(
      1,
      inside.reduce((sum, word) => sum + word.text.length, 0),
    );
  const x0 = Math.min(...inside.map((word) => word.box.x0));
  const x1 = Math.max(...inside.map((word) => word.box.x1));
  return outside.every(
    (word) => word.box.x0 - x1 > 2 * characterWidth || x0 - word.box.x1 > 2 * characterWidth,
  );
}

/** Each word's place in its line's text (words are the line's text split at spaces, or close to it). */
function wordSpans(line: {
  text: string;
  words?: RecognisedLine['words'];
}): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const word of line.words ?? []) {
    const at = word.text ? line.text.indexOf(word.text, cursor) : -1;
    if (at < 0) {
      spans.push({ start: -1, end: -1 });
      continue;
    }
    spans.push({ start: at, end: at + word.text.length });
    cursor = at + word.text.length;
  }
  return spans;
}

function boxOfSpan(
  line: { text: string; words?: RecognisedLine['words'] },
  start: number,
  end: number,
): Box | null {
  const spans = wordSpans(line);
  const boxes = (line.words ?? [])
    .filter((_, index) => {
      const span = spans[index];
      return span && span.start >= 0 && span.start < end && span.end > start;
    })
    .map((word) => word.box);
  if (boxes.length === 0) return null;
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

/** The line of each offset of a text made by joining lines with '\n'. */
function lineAt(lineStarts: number[], offset: number): number {
  let line = 0;
  while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line += 1;
  return line;
}

/**
 * The offsets (in the text of the lines joined with '\n') of the digits to mask, and the numbers found,
 * for a page's lines. With word boxes, a label heading a column also reaches the numbers under it.
 */
function findTaxFileNumbers(lines: readonly { text: string; words?: RecognisedLine['words'] }[]): {
  masked: Set<number>;
  numbers: string[];
} {
  const joined = lines.map((line) => line.text).join('\n');
  const lineStarts: number[] = [];
  let start = 0;
  for (const line of lines) {
    lineStarts.push(start);
    start += line.text.length + 1;
  }
  const labels = findLabels(lines);
  const masked = new Set<number>();
  const numbers: string[] = [];
  if (labels.length === 0) return { masked, numbers };

  const candidates = findCandidates(joined).filter(
    (candidate) => !isAmountOrDate(printedText(joined, candidate)),
  );
  const take = (candidate: Candidate) => {
    // Keep the last 3 digits, as a masked TFN is printed ("*** *** 028").
    for (const digit of candidate.positions.slice(0, -3)) masked.add(digit.start);
    numbers.push(candidate.digits);
  };
  // The number straight after a label on its line is the TFN, check digit or not (OCR misreads digits).
  const rightAfter = new Set<Candidate>();
  for (const label of labels) {
    const labelEnd = (lineStarts[label.line] ?? 0) + label.end;
    const following = candidates
      .filter((candidate) => {
        const first = candidate.positions[0]?.start ?? -1;
        return (
          first >= labelEnd &&
          first - labelEnd <= RIGHT_AFTER_LABEL &&
          lineAt(lineStarts, first) === label.line
        );
      })
      .filter((candidate) => !/[a-z]{2}/i.test(joined.slice(labelEnd, candidate.positions[0]?.start)));
    const nearest = following.sort(
      (a, b) =>
        (a.positions[0]?.start ?? 0) - (b.positions[0]?.start ?? 0) || b.digits.length - a.digits.length,
    )[0];
    if (nearest) rightAfter.add(nearest);
  }
  for (const candidate of candidates) {
    if (rightAfter.has(candidate)) {
      take(candidate);
      continue;
    }
    if (!isValidTaxFileNumber(candidate.digits)) continue;
    const firstLine = lineAt(lineStarts, candidate.positions[0]?.start ?? 0);
    const lastLine = lineAt(lineStarts, candidate.positions.at(-1)?.start ?? 0);
    const near = labels.some(
      (label) => label.line >= firstLine - LINES_AROUND && label.line <= lastLine + LINES_AROUND,
    );
    if (near || underColumnLabel(candidate, firstLine, labels, lines, lineStarts)) take(candidate);
  }
  return { masked, numbers };
}

/** The characters a candidate's digits span, as printed. */
const printedText = (text: string, candidate: Candidate): string =>
  text.slice(candidate.positions[0]?.start ?? 0, candidate.positions.at(-1)?.end ?? 0);

/**
 * Whether digits are printed as an amount of money ("142,592.98", "154000.42") or a date ("27-09-2025",
 * "2025-09-27"): no one writes a TFN so, and a notice's figures and dates sit near its TFN label.
 */
function isAmountOrDate(printed: string): boolean {
  if (/^\d{1,3}(?:,\d{3})+\.\d{2}$|^\d+\.\d{2}$/.test(printed)) return true;
  const dates = findAllDates(printed);
  return dates.length === 1 && dates[0]?.text === printed;
}

/** A number in the column a TFN label heads (the label above it, their boxes overlapping across). */
function underColumnLabel(
  candidate: Candidate,
  line: number,
  labels: Label[],
  lines: readonly { text: string; words?: RecognisedLine['words'] }[],
  lineStarts: number[],
): boolean {
  const source = lines[line];
  if (!source) return false;
  const lineStart = lineStarts[line] ?? 0;
  const first = (candidate.positions[0]?.start ?? 0) - lineStart;
  const last = (candidate.positions.at(-1)?.end ?? 0) - lineStart;
  const box = boxOfSpan(source, first, Math.min(last, source.text.length));
  if (!box) return false;
  return labels.some((label) => {
    if (!label.box || !label.alone || label.line >= line || line - label.line > COLUMN_LINES) return false;
    const overlap = Math.min(box.x1, label.box.x1) - Math.max(box.x0, label.box.x0);
    return overlap > 0.5 * Math.min(box.x1 - box.x0, label.box.x1 - label.box.x0);
  });
}

/** `text` with the characters at `offsets` (relative to `base`) replaced by '*'. */
function maskAt(text: string, offsets: Set<number>, base = 0): string {
  let result = '';
  let offset = 0;
  for (const character of Array.from(text)) {
    result += offsets.has(base + offset) ? '*' : character;
    offset += character.length;
  }
  return result;
}

function redactLine(line: RecognisedLine, offsets: Set<number>, base: number): RecognisedLine {
  const text = maskAt(line.text, offsets, base);
  if (text === line.text) return line;
  const spans = wordSpans(line);
  const words = line.words.map((word, index) => {
    const span = spans[index];
    if (span && span.start >= 0) return { ...word, text: maskAt(word.text, offsets, base + span.start) };
    return word;
  });
  return { ...line, text, words };
}

/** Any digit run in `text` that spells one of `numbers` (however it is grouped), masked but its last 3. */
function maskKnownNumbers(text: string, numbers: string[]): string {
  if (numbers.length === 0) return text;
  const masked = new Set<number>();
  for (const candidate of findCandidates(text)) {
    if (!numbers.includes(candidate.digits)) continue;
    for (const digit of candidate.positions.slice(0, -3)) masked.add(digit.start);
  }
  return masked.size === 0 ? text : maskAt(text, masked);
}

/**
 * One page: its lines, their words, and its text. The text is searched on its own too (an OCR page's text
 * is not always its lines joined), and every number found in the lines is masked wherever the text has it.
 */
export function redactPageTaxFileNumbers<Page extends Pick<RecognisedPage, 'text' | 'lines'>>(
  page: Page,
): Page {
  const fromLines = findTaxFileNumbers(page.lines);
  let base = 0;
  const lines = page.lines.map((line) => {
    const redacted = redactLine(line, fromLines.masked, base);
    base += line.text.length + 1;
    return redacted;
  });
  const textLines = page.text.split('\n').map((text) => ({ text }));
  const fromText = findTaxFileNumbers(textLines);
  const text = maskKnownNumbers(maskAt(page.text, fromText.masked), [
    ...fromLines.numbers,
    ...fromText.numbers,
  ]);
  return { ...page, text, lines };
}

/** Every page of a recognised document, redacted (see above). */
export function redactTaxFileNumbers(document: RecognisedDocument): RecognisedDocument {
  return { ...document, pages: document.pages.map((page) => redactPageTaxFileNumbers(page)) };
}
