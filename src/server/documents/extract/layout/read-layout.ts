import type { RecognisedDocument, RecognisedLine, RecognisedWord } from '@/server/documents/recognise/types';

export type Box = { x0: number; y0: number; x1: number; y1: number };

export type Word = { text: string; box: Box; confidence: number };

/** A run of words on one visual row with no wide gap inside: a label, a value, or a label with its value. */
export type Cell = { text: string; box: Box; confidence: number; page: number; words: Word[] };

/** Cells that share a baseline, left to right. */
export type Row = { page: number; box: Box; cells: Cell[]; text: string };

/** The document as rows of cells, so values can be found beside or below their labels whatever the engine's line grouping. */
export type Layout = { rows: Row[]; text: string };

/** A gap wider than this many line-heights separates two cells (columns); a word space is about a third. */
const CELL_GAP_IN_HEIGHTS = 1.4;

function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

const height = (box: Box): number => Math.max(1, box.y1 - box.y0);
const centreY = (box: Box): number => (box.y0 + box.y1) / 2;

function makeCell(words: readonly Word[], page: number): Cell {
  return {
    text: words.map((word) => word.text).join(' '),
    box: unionBox(words.map((word) => word.box)),
    confidence: words.reduce((sum, word) => sum + word.confidence, 0) / words.length,
    page,
    words: [...words],
  };
}

function toWords(line: RecognisedLine): Word[] {
  const words = line.words.filter((word: RecognisedWord) => word.text.trim() !== '');
  if (words.length > 0) return words.map((word) => ({ text: word.text.trim(), box: word.box, confidence: word.confidence }));
  return line.text.trim() === '' ? [] : [{ text: line.text.trim(), box: line.box, confidence: line.confidence }];
}

/** Splits a line at wide gaps, so "Account name        JANE CITIZEN" becomes a label cell and a value cell. */
function splitIntoCells(line: RecognisedLine, page: number): Cell[] {
  const words = toWords(line).sort((a, b) => a.box.x0 - b.box.x0);
  const cells: Cell[] = [];
  let current: Word[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    const lineHeight = Math.min(height(word.box), previous ? height(previous.box) : Infinity);
    if (previous && word.box.x0 - previous.box.x1 > CELL_GAP_IN_HEIGHTS * lineHeight) {
      cells.push(makeCell(current, page));
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) cells.push(makeCell(current, page));
  return cells;
}

/** Two boxes are on one row when each one's vertical centre falls inside the other's span. */
function sameRow(a: Box, b: Box): boolean {
  return centreY(a) > b.y0 && centreY(a) < b.y1 && centreY(b) > a.y0 && centreY(b) < a.y1;
}

function groupIntoRows(cells: readonly Cell[], page: number): Row[] {
  const rows: { cells: Cell[]; box: Box }[] = [];
  for (const cell of [...cells].sort((a, b) => centreY(a.box) - centreY(b.box))) {
    const row = rows.find((candidate) => sameRow(candidate.box, cell.box) && !overlapsAny(candidate.cells, cell));
    if (row) {
      row.cells.push(cell);
      row.box = unionBox([row.box, cell.box]);
    } else {
      rows.push({ cells: [cell], box: cell.box });
    }
  }
  return rows
    .map((row) => {
      const sorted = row.cells.sort((a, b) => a.box.x0 - b.box.x0);
      return { page, box: row.box, cells: sorted, text: sorted.map((cell) => cell.text).join('   ') };
    })
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** Cells that overlap horizontally are stacked lines, not neighbours on one row. */
function overlapsAny(cells: readonly Cell[], cell: Cell): boolean {
  return cells.some((other) => Math.min(other.box.x1, cell.box.x1) - Math.max(other.box.x0, cell.box.x0) > 0);
}

export function readLayout(doc: RecognisedDocument): Layout {
  const rows = doc.pages.flatMap((page) =>
    groupIntoRows(
      page.lines.flatMap((line) => splitIntoCells(line, page.pageNumber)),
      page.pageNumber,
    ),
  );
  return { rows, text: rows.map((row) => row.text).join('\n') };
}
