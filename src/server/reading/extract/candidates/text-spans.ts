import { fieldDefinition, fieldRegistry } from '@/shared/field-registry';
import { TITLE } from '@/shared/format/name';
import { HEADING_WORDS, hasOrganisationWord } from '../find-organisation';
import { amountsIn } from '../layout/cell-amounts';
import type { Cell, Layout, Row } from '../layout/types';
import { isBill } from '../other';
import { hasAddressTail, STREET_START } from '../values/address';
import { looksLikeOccupation } from '../values/occupation';
import { normaliseForMatch } from '../values/text-case';
import { bestLabelMatch } from './label-similarity';
import { wordsAbove } from './link-labels';

/**
 * Span candidates for a text field (the person's name, a payslip's position): every cell, the part of a cell
 * after its label's colon, or the part before a dash, that the field's reader accepts. The span ranker weighs
 * them by where they sit and what names them instead of a rule naming the one place the value may be.
 */
export type TextSpan<Value> = {
  value: Value;
  /** The text the value was read from. */
  printed: string;
  rowIndex: number;
  cellIndex: number;
  cell: Cell;
  /** The cell's text before the value ("Member name:"), '' when the value fills its cell. */
  before: string;
};

/** The features that describe the whole paper (documentShape), the same for each of its spans. */
export const DOCUMENT_SHAPE_FEATURES = ['bill words', 'money figures', 'prose'] as const;

/** The names of the features, in the order spanFeatures gives them (the model file stores them too). */
export const SPAN_FEATURE_NAMES: readonly string[] = [
  'own label',
  'left label',
  'above label',
  'first page',
  'place in document',
  'place on page',
  'alone in row',
  'first in row',
  'address below',
  'street below',
  'title',
  'family name first',
  'capitals',
  'two words',
  'three words',
  'four or more words',
  'repeated',
  'occupation',
  'names a field',
  'words after it',
  'organisation word',
  'title words',
  'named again',
  'large text',
  'capitalised',
  'after a colon',
  ...DOCUMENT_SHAPE_FEATURES,
  'bias',
];

/** "Dear Aisha": a letter's greeting names the person by a given name only. */
const GREETING = /^(?:dear|hi|hello)\b/i;
/** A dash or bar between spaces: what sets a value apart from what follows it ("Kenji Watanabe - Trading account"). */
const SEPARATOR = /\s[-–—|]\s/;
/** A date, or a period from it, that OCR ran into a name's cell ("Pulnor Bank 16/12/2023 - 14/06/2024"). */
const DATE_AFTER = /\s+\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b.*$/;
/** How many rows below a name its address block may start. */
const ADDRESS_REACH = 3;
/** A label names a field whole when this much of a synonym is in it and of it in the synonym. */
const WHOLE = 0.9;
/** Text this much taller than the page's usual line is set large: a masthead's. */
const LARGE = 1.2;
/** Shorter than this, a span's text is found inside other lines by chance. */
const MIN_REPEAT_LETTERS = 4;

const ALL_SYNONYMS = Object.values(fieldRegistry).flatMap((definition) => definition.labels ?? []);

/**
 * Every span of the document that `read` accepts (the rules' own test of such a value), so the ranker weighs
 * only what the rules would take for one.
 */
export function detectSpans<Value>(
  layout: Layout,
  read: (text: string) => Value | null,
  options: { runs?: boolean; beforeDate?: boolean } = {},
): TextSpan<Value>[] {
  const spans: TextSpan<Value>[] = [];
  layout.rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, cellIndex) => {
      const text = cell.text.trim();
      if (GREETING.test(text) || text.length > 60) return;
      const colon = text.lastIndexOf(':');
      const before = colon >= 0 ? text.slice(0, colon + 1) : '';
      const whole = (colon >= 0 ? text.slice(colon + 1) : text).trim();
      const [head = whole] = whole.split(SEPARATOR);
      const undated = options.beforeDate ? whole.replace(DATE_AFTER, '') : whole;
      for (const printed of new Set([whole, head.trim(), undated])) {
        const value = read(printed);
        if (value === null) continue;
        spans.push({ value, printed, rowIndex, cellIndex, cell, before });
        return;
      }
      if (options.runs)
        spans.push(...wordRuns(text, read).map((run) => ({ ...run, rowIndex, cellIndex, cell })));
    });
  });
  return spans;
}

/** The longest a run of words inside a cell may be. */
const MAX_RUN = 4;

/**
 * Runs of words inside a cell that OCR ran a label, a value and the next label into ("Position Warehouse
 * Supervisor Employee ID 27136"): each run the reader accepts, with the words before it as its own label.
 */
function wordRuns<Value>(
  text: string,
  read: (text: string) => Value | null,
): { value: Value; printed: string; before: string }[] {
  const words = text.split(/\s+/);
  const runs: { value: Value; printed: string; before: string }[] = [];
  for (let start = 1; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_RUN); end++) {
      const printed = words.slice(start, end).join(' ');
      const value = read(printed);
      if (value !== null) runs.push({ value, printed, before: words.slice(0, start).join(' ') });
    }
  }
  return runs;
}

/** Whether a cell of one of the next rows, in the span's column, starts or ends an address. */
function addressBelow(layout: Layout, span: TextSpan<unknown>, test: (text: string) => boolean): boolean {
  const lineHeight = span.cell.box.y1 - span.cell.box.y0;
  for (const row of layout.rows.slice(span.rowIndex + 1, span.rowIndex + 1 + ADDRESS_REACH)) {
    if (row.page !== span.cell.page) return false;
    if (
      row.cells.some((cell) => Math.abs(cell.box.x0 - span.cell.box.x0) < 2 * lineHeight && test(cell.text))
    )
      return true;
  }
  return false;
}

/** Whether the text is itself a field's label, whole ("Classification" is not, "Pay period" is). */
function namesAField(text: string): boolean {
  const match = bestLabelMatch(text, ALL_SYNONYMS);
  return match.contains >= WHOLE && match.covers >= WHOLE;
}

/**
 * Each span with its features (SPAN_FEATURE_NAMES); `key` is the registry key whose synonyms label it, and
 * `identify` what makes two readings the same value ("NGUYEN, Lan" and "Lan Nguyen").
 */
export function spanFeatures<Value>(
  layout: Layout,
  spans: readonly TextSpan<Value>[],
  key: string,
  identify: (value: Value) => string,
): { span: TextSpan<Value>; features: number[] }[] {
  const synonyms = fieldDefinition(key)?.labels ?? [];
  const labelScore = (printed: string): number => {
    const match = bestLabelMatch(printed, synonyms);
    return (match.contains + match.covers) / 2;
  };
  const rowCount = Math.max(1, layout.rows.length);
  const pageBottom = new Map<number, number>();
  for (const row of layout.rows)
    pageBottom.set(row.page, Math.max(pageBottom.get(row.page) ?? 0, row.box.y1));
  const rowTexts = layout.rows.map((row) => ` ${normaliseForMatch(row.text)} `);
  // Printed again on another line ("Issued by Tandaro Life Limited"), not only as a span of its own.
  const namedAgain = (span: TextSpan<Value>): boolean => {
    const printed = normaliseForMatch(span.printed);
    if (printed.replace(/[^a-z]/g, '').length < MIN_REPEAT_LETTERS) return false;
    return rowTexts.some((text, index) => index !== span.rowIndex && text.includes(` ${printed} `));
  };
  const usualHeight = new Map<number, number>();
  for (const page of new Set(layout.rows.map((row) => row.page)))
    usualHeight.set(page, median(layout.rows.filter((row) => row.page === page).map(rowHeight)));
  const document = documentShape(layout);
  const same = (span: TextSpan<Value>) => normaliseForMatch(identify(span.value)).replace(/[^a-z]/g, '');
  const times = new Map<string, number>();
  for (const span of spans) times.set(same(span), (times.get(same(span)) ?? 0) + 1);
  return spans.map((span) => {
    const cells = layout.rows[span.rowIndex]?.cells ?? [];
    const printedWords = wordsWithoutTitle(span.printed);
    const words = printedWords.length;
    const left = cells[span.cellIndex - 1]?.text ?? '';
    return {
      span,
      features: [
        labelScore(span.before),
        labelScore(left),
        labelScore(wordsAbove(layout, span.rowIndex, span.cell)),
        span.cell.page === 1 ? 1 : 0,
        span.rowIndex / rowCount,
        span.cell.box.y0 / Math.max(1, pageBottom.get(span.cell.page) ?? 1),
        cells.length === 1 ? 1 : 0,
        span.cellIndex === 0 ? 1 : 0,
        addressBelow(layout, span, hasAddressTail) ? 1 : 0,
        addressBelow(layout, span, (text) => STREET_START.test(text.trim())) ? 1 : 0,
        TITLE.test(span.printed) ? 1 : 0,
        /^[^,]+,/.test(span.printed) ? 1 : 0,
        /\p{Ll}/u.test(span.printed) ? 0 : 1,
        words === 2 ? 1 : 0,
        words === 3 ? 1 : 0,
        words >= 4 ? 1 : 0,
        Math.min(1, ((times.get(same(span)) ?? 1) - 1) / 2),
        looksLikeOccupation(span.printed) ? 1 : 0,
        namesAField(span.printed) ? 1 : 0,
        span.before.length + span.printed.length < span.cell.text.trim().length - 1 ? 1 : 0,
        hasOrganisationWord(span.printed) ? 1 : 0,
        HEADING_WORDS.test(span.printed) ? 1 : 0,
        namedAgain(span) ? 1 : 0,
        span.cell.box.y1 - span.cell.box.y0 >= LARGE * (usualHeight.get(span.cell.page) ?? Infinity) ? 1 : 0,
        capitalised(printedWords) ? 1 : 0,
        span.before.trim().endsWith(':') || left.trim().endsWith(':') ? 1 : 0,
        ...document,
        1,
      ],
    };
  });
}

/** How many amounts of money make a document one that charges or reports them (a bill's due, balance, usage). */
const MANY_FIGURES = 4;
/** A row of this many words is a sentence: a letter's or an agreement's, not a label and its value. */
const SENTENCE_WORDS = 8;

/**
 * What kind of paper the whole document is, the same for each of its spans: whether its words say it is a
 * bill (the rules' evidence), how many amounts it prints, and how much of it is sentences. An issuer is a
 * bill's or a statement's; a letter, an agreement or a card of the 'other' type has none.
 */
function documentShape(layout: Layout): number[] {
  const figures = layout.rows.flatMap((row) => row.cells.flatMap(amountsIn)).length;
  const sentences = layout.rows.filter((row) => row.text.split(/\s+/).length >= SENTENCE_WORDS).length;
  return [
    isBill(layout) ? 1 : 0,
    Math.min(1, figures / MANY_FIGURES),
    sentences / Math.max(1, layout.rows.length),
  ];
}

/** A span's words, its title ("Mr") left out. */
const wordsWithoutTitle = (printed: string): string[] =>
  printed
    .replace(TITLE, '')
    .split(/[\s,]+/)
    .filter(Boolean);

/** Its first and last words start with a capital, as names and proper nouns do ("Declan Van der Merwe",
 * "LE, Declan"), and labels and headings in sentence case do not ("Account summary"). */
const capitalised = (words: readonly string[]): boolean =>
  words.length > 0 && [words[0], words.at(-1)].every((word) => /^\P{L}*\p{Lu}/u.test(word ?? ''));

const rowHeight = (row: Row): number => row.box.y1 - row.box.y0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Infinity;
}
