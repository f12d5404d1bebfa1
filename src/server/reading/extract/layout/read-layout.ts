import type { RecognisedDocument, RecognisedLine, RecognisedWord } from '@/server/reading/recognise/types';
import { levelLines } from './level-lines';
import { unionBox } from './locate';
import type { Box, Cell, Layout, Row, Word } from './types';

/**
 * A gap wider than this many line-heights, and this many character widths, separates two cells (columns).
 * A word space is well under both; small capitals are short, so their word spaces look wide against the height.
 */
const CELL_GAP_IN_HEIGHTS = 1.4;
const CELL_GAP_IN_CHARACTERS = 2;

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
  if (words.length > 0)
    return words.map((word) => ({ text: word.text.trim(), box: word.box, confidence: word.confidence }));
  return line.text.trim() === ''
    ? []
    : [{ text: line.text.trim(), box: line.box, confidence: line.confidence }];
}

const characterWidth = (word: Word): number => (word.box.x1 - word.box.x0) / Math.max(1, word.text.length);

/** Whether the space between two words on a line is a column gap rather than a word space. */
function isColumnGap(left: Word | Cell, right: Word | Cell, gap: number): boolean {
  const lineHeight = Math.min(height(left.box), height(right.box));
  const leftWord = 'words' in left ? (left.words.at(-1) ?? left) : left;
  const rightWord = 'words' in right ? (right.words[0] ?? right) : right;
  const character = Math.max(characterWidth(leftWord), characterWidth(rightWord));
  return gap > CELL_GAP_IN_HEIGHTS * lineHeight && gap > CELL_GAP_IN_CHARACTERS * character;
}

/** Splits a line at wide gaps, so "Account name        JANE CITIZEN" becomes a label cell and a value cell. */
function splitIntoCells(line: RecognisedLine, page: number): Cell[] {
  const words = toWords(line).sort((a, b) => a.box.x0 - b.box.x0);
  const cells: Cell[] = [];
  let current: Word[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && isColumnGap(previous, word, word.box.x0 - previous.box.x1)) {
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
    const row = rows.find(
      (candidate) => sameRow(candidate.box, cell.box) && !overlapsAny(candidate.cells, cell),
    );
    if (row) {
      row.cells.push(cell);
      row.box = unionBox([row.box, cell.box]);
    } else {
      rows.push({ cells: [cell], box: cell.box });
    }
  }
  return rows
    .map((row) => {
      const sorted = mergeCloseCells(row.cells.sort((a, b) => a.box.x0 - b.box.x0));
      return { page, box: row.box, cells: sorted, text: sorted.map((cell) => cell.text).join('   ') };
    })
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** Neighbouring cells with only a word space between them are one run of text that the engine split ("CARD" "NO."). */
function mergeCloseCells(cells: readonly Cell[]): Cell[] {
  const merged: Cell[] = [];
  for (const cell of cells) {
    const previous = merged.at(-1);
    const gap = previous ? cell.box.x0 - previous.box.x1 : Infinity;
    if (previous && gap > -height(cell.box) && !isColumnGap(previous, cell, gap)) {
      merged[merged.length - 1] = makeCell([...previous.words, ...cell.words], cell.page);
    } else {
      merged.push(cell);
    }
  }
  return merged;
}

/** Cells that overlap horizontally are stacked lines, not neighbours on one row. */
function overlapsAny(cells: readonly Cell[], cell: Cell): boolean {
  return cells.some((other) => Math.min(other.box.x1, cell.box.x1) - Math.max(other.box.x0, cell.box.x0) > 0);
}

export function readLayout(doc: RecognisedDocument): Layout {
  const rows = doc.pages.flatMap((page) => {
    const lines = page.source === 'ocr' ? levelLines(page.lines) : page.lines;
    return groupIntoRows(
      lines.flatMap((line) => splitIntoCells(line, page.pageNumber)),
      page.pageNumber,
    );
  });
  return { rows, text: rows.map((row) => row.text).join('\n') };
}
