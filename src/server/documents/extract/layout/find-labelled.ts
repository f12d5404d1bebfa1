import type { Box, Cell, Layout, Row, Word } from './read-layout';

/** A value read from the document, with where it was read. */
export type Located<T> = { value: T; page: number; text: string; box: Box; confidence: number };

export type LabelOptions = {
  /** Look in the label's own cell after the label ("BSB 062-123"). Default true. */
  inline?: boolean;
  /** Look in the cells to the right on the same row. Default true. */
  right?: boolean;
  /** Look in the column below the label, as on cards ("NAME" over "JANE CITIZEN"). Default true. */
  below?: boolean;
  /** How many rows below to try. Default 1. */
  rowsBelow?: number;
};

type LabelHit = { row: Row; rowIndex: number; cell: Cell; cellIndex: number; labelBox: Box; rest: string; nextWordX: number | null };

const heightOf = (box: Box): number => Math.max(1, box.y1 - box.y0);

function wordOffsets(cell: Cell): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (const word of cell.words) {
    offsets.push(offset);
    offset += word.text.length + 1;
  }
  return offsets;
}

/** Every place a label appears, in reading order. */
function findLabelHits(layout: Layout, label: RegExp): LabelHit[] {
  const hits: LabelHit[] = [];
  const pattern = new RegExp(label.source, label.flags.replace('g', ''));
  layout.rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, cellIndex) => {
      const match = pattern.exec(cell.text);
      if (!match) return;
      const start = match.index;
      const end = start + match[0].length;
      const offsets = wordOffsets(cell);
      const covered = cell.words.filter((word, index) => {
        const wordStart = offsets[index] ?? 0;
        return wordStart < end && wordStart + word.text.length > start;
      });
      const after = cell.words.find((_, index) => (offsets[index] ?? 0) >= end);
      const boxes = covered.length > 0 ? covered.map((word) => word.box) : [cell.box];
      hits.push({
        row,
        rowIndex,
        cell,
        cellIndex,
        labelBox: {
          x0: Math.min(...boxes.map((box) => box.x0)),
          y0: Math.min(...boxes.map((box) => box.y0)),
          x1: Math.max(...boxes.map((box) => box.x1)),
          y1: Math.max(...boxes.map((box) => box.y1)),
        },
        rest: cell.text.slice(end).replace(/^[\s:.\-–#]+/, ''),
        nextWordX: after?.box.x0 ?? null,
      });
    });
  });
  return hits;
}

function located<T>(value: T, page: number, text: string, box: Box, confidence: number): Located<T> {
  return { value, page, text, box, confidence };
}

/** Words in the column under a box: starting near its left edge, ending before rightLimit, on the next rows of its page. */
function wordsUnder(layout: Layout, page: number, box: Box, rightLimit: number, rowsBelow: number): Word[][] {
  const lineHeight = heightOf(box);
  const left = box.x0 - 1.5 * lineHeight;
  const found: Word[][] = [];
  let bottom = box.y1;
  for (const row of layout.rows) {
    if (found.length >= rowsBelow) break;
    if (row.page !== page || (row.box.y0 + row.box.y1) / 2 <= box.y1) continue;
    if (row.box.y0 - bottom > 3 * lineHeight) break;
    const words = row.cells
      .flatMap((cell) => cell.words)
      .filter((word) => word.box.x0 >= left && (word.box.x0 + word.box.x1) / 2 < rightLimit);
    if (words.length === 0) continue;
    found.push(words);
    bottom = Math.max(...words.map((word) => word.box.y1));
  }
  return found;
}

function wordsBelowLabel(layout: Layout, hit: LabelHit, rowsBelow: number): Word[][] {
  const nextCell = hit.row.cells[hit.cellIndex + 1];
  const rightLimit = hit.nextWordX ?? nextCell?.box.x0 ?? Infinity;
  return wordsUnder(layout, hit.row.page, hit.labelBox, rightLimit, rowsBelow);
}

function boxOfWords(words: readonly Word[]): Box {
  return {
    x0: Math.min(...words.map((word) => word.box.x0)),
    y0: Math.min(...words.map((word) => word.box.y0)),
    x1: Math.max(...words.map((word) => word.box.x1)),
    y1: Math.max(...words.map((word) => word.box.y1)),
  };
}

/** Tries one label occurrence: its own cell, the cells to its right, then the column below. */
function readAtHit<T>(layout: Layout, hit: LabelHit, parse: (text: string) => T | null, options: LabelOptions): Located<T> | null {
  const page = hit.row.page;
  if (options.inline !== false && hit.rest) {
    const value = parse(hit.rest);
    if (value !== null) return located(value, page, hit.cell.text, hit.cell.box, hit.cell.confidence);
  }
  if (options.right !== false) {
    for (const cell of hit.row.cells.slice(hit.cellIndex + 1)) {
      const value = parse(cell.text);
      if (value !== null) return located(value, page, cell.text, cell.box, cell.confidence);
    }
  }
  if (options.below !== false) {
    for (const words of wordsBelowLabel(layout, hit, options.rowsBelow ?? 1)) {
      const text = words.map((word) => word.text).join(' ');
      const value = parse(text);
      const confidence = words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
      if (value !== null) return located(value, page, text, boxOfWords(words), confidence);
    }
  }
  return null;
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
  return wordsUnder(layout, from.page, from.box, from.box.x1 + width, rows).map((words) => words.map((word) => word.text).join(' '));
}

/** The first cell whose text matches a pattern, with the match. */
export function findCell(layout: Layout, pattern: RegExp): { cell: Cell; row: Row; match: RegExpExecArray } | null {
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
  for (const start of findAllLabelled(layout, label, (text) => (text.trim() ? text : null), { below: false })) {
    let text = start.value;
    for (const line of readContinuation(layout, start, rows)) {
      text = `${text} ${line}`;
      const value = parse(text);
      if (value !== null) return { ...start, value, text };
    }
  }
  return null;
}
