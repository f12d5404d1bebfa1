import { locateCell, locateCells, locateWords, unionBox, type Located } from './locate';
import { respaceWords } from './respace-words';
import type { Box, Cell, Layout, Row, Word } from './types';

export type LabelOptions = {
  /** Look in the label's own cell after the label ("BSB 062-123"). Default true. */
  inline?: boolean;
  /** Look in the cells to the right on the same row. Default true. */
  right?: boolean;
  /** Look in the column below the label, as on cards ("NAME" over "JANE CITIZEN"). Default true; under a row
   * of column headers always. */
  below?: boolean;
  /** How many rows below to try. Default 1. */
  rowsBelow?: number;
};

type LabelHit = {
  row: Row;
  rowIndex: number;
  cell: Cell;
  cellIndex: number;
  labelBox: Box;
  rest: string;
  nextWordX: number | null;
};

const heightOf = (box: Box): number => Math.max(1, box.y1 - box.y0);

const MAX_WORDS_BELOW = 8;

/** Short words that are real words, kept when dropping OCR debris from a label. */
const SHORT_WORDS = new Set([
  'of',
  'to',
  'at',
  'as',
  'is',
  'no',
  'on',
  'in',
  'by',
  'id',
  'or',
  'an',
  'a',
  'pa',
  'p',
  'sg',
  'ip',
]);

/** Drops one- and two-letter lower-case fragments OCR leaves inside labels ("Closing ir balance c"). */
const withoutDebris = (words: readonly Word[]): Word[] =>
  words.filter((word) => !(/^[a-z]{1,2}$/.test(word.text) && !SHORT_WORDS.has(word.text)));

/** Where a label matches in a run of words: the words it covers, the text after it, and the first word after it. */
function matchWords(
  words: readonly Word[],
  pattern: RegExp,
  read: (text: string) => string = (text) => text,
): { covered: Word[]; rest: string; after: Word | undefined } | null {
  const text = words.map((word) => word.text).join(' ');
  // `read` maps character for character, so positions in what it returns are positions in the text.
  const match = pattern.exec(read(text));
  if (!match) return null;
  const start = match.index;
  const end = start + match[0].length;
  const offsets: number[] = [];
  let offset = 0;
  for (const word of words) {
    offsets.push(offset);
    offset += word.text.length + 1;
  }
  return {
    covered: words.filter(
      (word, index) => (offsets[index] ?? 0) < end && (offsets[index] ?? 0) + word.text.length > start,
    ),
    rest: text.slice(end).replace(/^[\s:.\-–#]+/, ''),
    after: words.find((_, index) => (offsets[index] ?? 0) >= end),
  };
}

/**
 * Letters OCR confuses in words ("Closlng", "Tota1", "Invcstment"), folded to one form in both the text and
 * the label pattern. Only the pattern's literal letters change: escapes such as \b and \s hold none of them.
 */
const foldLookAlikes = (text: string): string =>
  text
    .replace(/[lI1|!]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/[eE]/g, 'c');
const foldPattern = (pattern: RegExp): RegExp =>
  new RegExp(pattern.source.replace(/l/g, 'i').replace(/0/g, 'o').replace(/e/g, 'c'), pattern.flags);

/** Whether a cell's text holds a label, with the same tolerance for OCR debris and look-alike letters as label lookups. */
export function matchesLabel(text: string, label: RegExp): boolean {
  const pattern = new RegExp(label.source, label.flags.replace('g', ''));
  if (pattern.test(text)) return true;
  const cleaned = text
    .split(' ')
    .filter((word) => !(/^[a-z]{1,2}$/.test(word) && !SHORT_WORDS.has(word)))
    .join(' ');
  return pattern.test(cleaned) || foldPattern(pattern).test(foldLookAlikes(cleaned));
}

/** Every place a label appears, in reading order (tolerating OCR debris, look-alike letters and misplaced
 * spaces inside it). */
function findLabelHits(layout: Layout, label: RegExp): LabelHit[] {
  const hits: LabelHit[] = [];
  const pattern = new RegExp(label.source, label.flags.replace('g', ''));
  const folded = foldPattern(pattern);
  layout.rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, cellIndex) => {
      const found =
        matchWords(cell.words, pattern) ??
        matchWords(withoutDebris(cell.words), pattern) ??
        matchWords(withoutDebris(cell.words), folded, foldLookAlikes) ??
        matchWords(respaceWords(cell.words), pattern);
      if (!found) return;
      const boxes = found.covered.length > 0 ? found.covered.map((word) => word.box) : [cell.box];
      hits.push({
        row,
        rowIndex,
        cell,
        cellIndex,
        labelBox: unionBox(boxes),
        rest: found.rest,
        nextWordX: found.after?.box.x0 ?? null,
      });
    });
  });
  return hits;
}

/**
 * Words in the column under a box, row by row: the cells that start near its left edge (values are
 * left-aligned under their labels), cut at rightLimit. Rows with nothing in the column are skipped, so a
 * label from a neighbouring column that slipped between does not stop the search.
 */
function wordsUnder(
  layout: Layout,
  page: number,
  box: Box,
  rightLimit: number,
  rowsBelow: number,
  startLimitInColumn?: number,
): Word[][] {
  const lineHeight = heightOf(box);
  const left = box.x0 - 1.5 * lineHeight;
  const startLimit = startLimitInColumn ?? Math.max(box.x1, box.x0 + 4 * lineHeight);
  const found: Word[][] = [];
  let bottom = box.y1;
  for (const row of layout.rows) {
    if (found.length >= rowsBelow) break;
    if (row.page !== page || (row.box.y0 + row.box.y1) / 2 <= box.y1) continue;
    if (row.box.y0 - bottom > 3 * lineHeight) break;
    // Specks OCR puts before a value ("~~ 21 JUN 1996") are dropped rather than disqualifying it.
    const words = row.cells
      .map((cell) => cell.words.filter((word) => word.box.x0 >= left))
      .filter((cellWords) => cellWords.length > 0 && (cellWords[0]?.box.x0 ?? Infinity) <= startLimit)
      .flat()
      .filter((word) => (word.box.x0 + word.box.x1) / 2 < rightLimit);
    if (words.length === 0) continue;
    found.push(words);
    bottom = Math.max(...words.map((word) => word.box.y1));
  }
  return found;
}

/** A row of column headers: two or more cells of words, no figures ("Cover  Benefit amount (monthly)  Cost"). */
export const isHeaderRow = (row: Row): boolean =>
  row.cells.length >= 2 && row.cells.every((cell) => !/\d/.test(cell.text));

function wordsBelowLabel(layout: Layout, hit: LabelHit, rowsBelow: number): Word[][] {
  const nextCell = hit.row.cells[hit.cellIndex + 1];
  // Under a column header the whole column is the label's, up to the next header, whatever words follow the
  // label in its cell ("(monthly)"): figures are often right-aligned under a left-aligned header.
  if (isHeaderRow(hit.row)) {
    const columnEnd = nextCell?.box.x0 ?? Infinity;
    const column = { ...hit.labelBox, x0: hit.cell.box.x0 };
    return wordsUnder(layout, hit.row.page, column, columnEnd, rowsBelow, columnEnd);
  }
  const rightLimit = hit.nextWordX ?? nextCell?.box.x0 ?? Infinity;
  return wordsUnder(layout, hit.row.page, hit.labelBox, rightLimit, rowsBelow);
}

/**
 * Whether the label heads a column of a table: it fills its cell, its row is three or more cells of words
 * without digits ("EMPLOYEE  ROLE  EMPLOYMENT"), and the next row has a cell starting under each of them. The label's value is then below it, and the cells beside it are the other columns' labels.
 */
function headsTableColumn(layout: Layout, hit: LabelHit): boolean {
  const { row } = hit;
  if (hit.rest || row.cells.length < 3 || row.cells.some((cell) => /\d/.test(cell.text))) return false;
  const next = layout.rows[hit.rowIndex + 1];
  const lineHeight = heightOf(hit.cell.box);
  if (!next || next.page !== row.page || next.box.y0 - row.box.y1 > 2 * lineHeight) return false;
  return row.cells.every((cell) =>
    next.cells.some((below) => Math.abs(below.box.x0 - cell.box.x0) < 1.5 * lineHeight),
  );
}

function readBelow<T>(
  layout: Layout,
  hit: LabelHit,
  parse: (text: string) => T | null,
  options: LabelOptions,
): Located<T> | null {
  for (const words of wordsBelowLabel(layout, hit, options.rowsBelow ?? 1)) {
    // A value under a label is short; a sentence there belongs to the text, not to the label.
    if (words.length > MAX_WORDS_BELOW) continue;
    const value = parse(words.map((word) => word.text).join(' '));
    if (value !== null) return locateWords(words, hit.row.page, value);
  }
  return null;
}

/** Tries one label occurrence: its own cell, the cells to its right, then the column below (below first
 * when the label heads a table's column). */
function readAtHit<T>(
  layout: Layout,
  hit: LabelHit,
  parse: (text: string) => T | null,
  options: LabelOptions,
): Located<T> | null {
  if (options.inline !== false && hit.rest) {
    const value = parse(hit.rest);
    if (value !== null) return locateCell(hit.cell, value);
  }
  // Under a row of column headers (tiles, a table's head) the value below is the label's own, even where a
  // caller does not read below labels in running text.
  const below = options.below !== false || isHeaderRow(hit.row);
  // Beside a table's column header are the other columns' headers ("Name  Units  Price  Market value"), never
  // its value.
  if (headsTableColumn(layout, hit)) return below ? readBelow(layout, hit, parse, options) : null;
  if (options.right !== false) {
    const cells = hit.row.cells.slice(hit.cellIndex + 1);
    for (const cell of cells) {
      const value = parse(cell.text);
      if (value !== null) return locateCell(cell, value);
    }
    // A value the engine split into pieces ("1 March 2025" "-" "30 April 2025").
    const value = cells.length > 1 ? parse(cells.map((cell) => cell.text).join(' ')) : null;
    if (value !== null) return locateCells(cells, value);
  }
  return below ? readBelow(layout, hit, parse, options) : null;
}

/** The value for the first occurrence of a label that yields one. */
export function findLabelled<T>(
  layout: Layout,
  label: RegExp,
  parse: (text: string) => T | null,
  options: LabelOptions = {},
): Located<T> | null {
  for (const hit of findLabelHits(layout, label)) {
    const found = readAtHit(layout, hit, parse, options);
    if (found) return found;
  }
  return null;
}

/** Values for every occurrence of a label, in reading order. */
export function findAllLabelled<T>(
  layout: Layout,
  label: RegExp,
  parse: (text: string) => T | null,
  options: LabelOptions = {},
): Located<T>[] {
  return findLabelHits(layout, label).flatMap((hit) => readAtHit(layout, hit, parse, options) ?? []);
}

/** Lines of text continuing a value downwards in its column (values that wrap, such as addresses). */
export function readContinuation(layout: Layout, from: Located<unknown>, rows: number): string[] {
  const width = from.box.x1 - from.box.x0;
  return wordsUnder(layout, from.page, from.box, from.box.x1 + width, rows).map((words) =>
    words.map((word) => word.text).join(' '),
  );
}

/** The first cell whose text matches a pattern, with the match. */
export function findCell(
  layout: Layout,
  pattern: RegExp,
): { cell: Cell; row: Row; match: RegExpExecArray } | null {
  const single = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      const match = single.exec(cell.text);
      if (match) return { cell, row, match };
    }
  }
  return null;
}

/** Like findLabelled, but when the value wraps onto the next lines of its column ("5 August 2024 to 18 August" / "2024"), joins them. */
export function findLabelledWrapped<T>(
  layout: Layout,
  label: RegExp,
  parse: (text: string) => T | null,
  rows = 2,
): Located<T> | null {
  const direct = findLabelled(layout, label, parse);
  if (direct) return direct;
  for (const start of findAllLabelled(layout, label, (text) => (text.trim() ? text : null), {
    below: false,
  })) {
    let text = start.value;
    for (const line of readContinuation(layout, start, rows)) {
      text = `${text} ${line}`;
      const value = parse(text);
      if (value !== null) return { ...start, value, text };
    }
  }
  return null;
}
