import { parseDate } from '@/shared/format/date';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';

/** Printed date forms, most specific first (year first: 2025-03-17, 2025/03/17); OCR may put spaces around separators. */
const DATE_PATTERNS: readonly RegExp[] = [
  /(?<!\d)(\d{4})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{1,2})(?!\d)/,
  /(?<!\d)(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?!\d)/,
  new RegExp(
    `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s\\-.]*(${MONTH})[\\s\\-.,]*(\\d{4}|\\d{2})(?!\\d)`,
    'i',
  ),
  new RegExp(`(?<![a-z])(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'i'),
];

export type DateMatch = { iso: string; index: number; text: string };

function toIso(pattern: number, match: RegExpExecArray): string | null {
  const [, a = '', b = '', c = ''] = match;
  if (pattern === 0) return parseDate(`${a}-${c}-${match[4] ?? ''}`);
  if (pattern === 1) return parseDate(`${a}/${b}/${c}`);
  if (pattern === 2) return parseDate(`${a} ${b.replace('.', '')} ${c}`);
  return parseDate(`${a.replace('.', '')} ${b} ${c}`);
}

/**
 * OCR slips inside dates, fixed character for character so positions hold: letters in numbers ("2O26", "1l/05")
 * and digits in month names ("ApriI", "Ju1y", "0ct", "170CT" for "17 OCT").
 */
function repairDateOcr(text: string): string {
  return text
    .replace(/(?<=\d)[Oo](?=\d)|(?<=\d)[Oo]$|^[Oo](?=\d)/g, '0')
    .replace(/(?<=\d)[lI|](?=\d)/g, '1')
    .replace(/(?<=\p{L})[I1|](?=\p{L}|\s|$)/gu, 'l')
    .replace(/(?<![\p{L}\d])0(?=[a-z]{2})/giu, 'O')
    .replace(/(?<=\d)0(?=ct(?:ober)?\b)/gi, 'O');
}

/** The earliest date in text, in ISO form. */
export function findDate(raw: string): DateMatch | null {
  const text = raw
    .split(/(\s+)/)
    .map((token) => (/\s/.test(token) ? token : repairDateOcr(token)))
    .join('');
  let best: DateMatch | null = null;
  DATE_PATTERNS.forEach((pattern, index) => {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    for (const match of text.matchAll(global)) {
      const iso = toIso(index, match);
      if (iso && (best === null || match.index < best.index))
        best = { iso, index: match.index, text: match[0] };
      if (iso) break;
    }
  });
  return best;
}

/** Every date in text, left to right. */
export function findAllDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  let offset = 0;
  while (offset < text.length) {
    const match = findDate(text.slice(offset));
    if (!match) break;
    found.push({ ...match, index: match.index + offset });
    offset += match.index + match.text.length;
  }
  return found;
}

export const parseDateValue = (text: string): string | null => findDate(text)?.iso ?? null;

const RANGE_JOIN = '\\s*(?:-|–|—|to|until|till)\\s*';
const ORDINAL = '(?:st|nd|rd|th)?';

/**
 * Ranges whose start leaves out what the end supplies: "17/03 – 23/03/2025", "17 Mar to 23 Mar 2025",
 * "17–23 March 2025". Month names and numbers are captured for the start and the end.
 */
const YEARLESS_RANGES: readonly RegExp[] = [
  new RegExp(
    `(?<![\\d/.])(\\d{1,2})\\s?[/.]\\s?(\\d{1,2})${RANGE_JOIN}(\\d{1,2})\\s?[/.]\\s?(\\d{1,2})\\s?[/.]\\s?(\\d{4}|\\d{2})(?!\\d)`,
    'i',
  ),
  new RegExp(
    `(?<!\\d)(\\d{1,2})${ORDINAL}\\s*(${MONTH})${RANGE_JOIN}(\\d{1,2})${ORDINAL}\\s*(${MONTH})[\\s,]+(\\d{4})(?!\\d)`,
    'i',
  ),
  new RegExp(
    `(?<![\\d/.])(\\d{1,2})${ORDINAL}${RANGE_JOIN}(\\d{1,2})${ORDINAL}\\s*(${MONTH})[\\s,]+(\\d{4})(?!\\d)`,
    'i',
  ),
];

/** The year before a YYYY-MM-DD date's year, same month and day (a range running over New Year). */
const yearBefore = (iso: string): string => `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;

function findYearlessRange(text: string): { start: string; end: string } | null {
  const [numeric, named, sameMonth] = YEARLESS_RANGES.map((pattern) => pattern.exec(text));
  let pair: [string | null, string | null] | null = null;
  if (numeric) {
    const [, d1 = '', m1 = '', d2 = '', m2 = '', year = ''] = numeric;
    pair = [parseDate(`${d1}/${m1}/${year}`), parseDate(`${d2}/${m2}/${year}`)];
  } else if (named) {
    const [, d1 = '', m1 = '', d2 = '', m2 = '', year = ''] = named;
    pair = [
      parseDate(`${d1} ${m1.replace('.', '')} ${year}`),
      parseDate(`${d2} ${m2.replace('.', '')} ${year}`),
    ];
  } else if (sameMonth) {
    const [, d1 = '', d2 = '', month = '', year = ''] = sameMonth;
    const name = month.replace('.', '');
    pair = [parseDate(`${d1} ${name} ${year}`), parseDate(`${d2} ${name} ${year}`)];
  }
  const [start, end] = pair ?? [null, null];
  if (!start || !end) return null;
  return { start: start > end ? yearBefore(start) : start, end };
}

/**
 * "01/05/2026 - 30/06/2026", "1 July 2023 to 30 June 2024": the first two dates, in order; else a range
 * whose start leaves out the year (or month) that the end gives.
 */
export function findDateRange(text: string): { start: string; end: string } | null {
  const [first, second] = findAllDates(text);
  if (first && second && first.iso <= second.iso) return { start: first.iso, end: second.iso };
  return findYearlessRange(text);
}

/** A month/year such as "05/2027" (card expiry) as the last day is not needed: returns YYYY-MM. */
export function findMonthYear(text: string): string | null {
  const match = /(?<![\d/])(\d{1,2})\s?\/\s?(\d{4})(?![\d/])/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${String(month).padStart(2, '0')}` : null;
}
