/** The layout's shapes: what read-layout builds and the finders search (a module of their own, so
 * finders and the reader need not import each other). */
export type Box = { x0: number; y0: number; x1: number; y1: number };

export type Word = { text: string; box: Box; confidence: number };

/** A run of words on one visual row with no wide gap inside: a label, a value, or a label with its value. */
export type Cell = { text: string; box: Box; confidence: number; page: number; words: Word[] };

/** Cells that share a baseline, left to right. */
export type Row = { page: number; box: Box; cells: Cell[]; text: string };

/** The document as rows of cells, so values can be found beside or below their labels whatever the engine's line grouping. */
export type Layout = { rows: Row[]; text: string };
