import type { RecognisedLine, RecognisedWord } from './types';

/** A pdfjs text item with its matrix already mapped into page coordinates (top-left origin, y down). */
export type PlacedTextItem = {
  str: string;
  /** [a, b, c, d, e, f]: pdfjs Util.transform(viewport.transform, item.transform). */
  transform: number[];
  /** Advance width along the text direction, in page units. */
  width: number;
  /** Font ascent and descent as fractions of the font size (descent negative), from pdfjs styles. */
  ascent: number;
  descent: number;
};

type Box = RecognisedWord['box'];
/** startsItem/endsItem: no whitespace separates the token from the item's edge, so it may continue a word. */
type Token = {
  text: string;
  box: Box;
  fontHeight: number;
  baseline: number;
  startsItem: boolean;
  endsItem: boolean;
};

// Text-layer words are exact, so they carry full confidence.
const textLayerConfidence = 100;
// pdfjs splits words across items (kerning, font changes); a gap narrower than this joins them.
const joinGapInFontHeights = 0.15;
// Baselines closer than this share a row; boxes would also merge a heading with the small line beside it.
const rowBaselineToleranceInFontHeights = 0.35;

/** Groups a page's text items into visual rows (left to right, top to bottom) made of whitespace-separated words. */
export function buildTextLayerLines(items: PlacedTextItem[]): RecognisedLine[] {
  const horizontal: Token[][] = [];
  const rotated: Token[][] = [];
  for (const item of items) {
    const tokens = tokenise(item);
    if (tokens.length === 0) continue;
    (isHorizontal(item.transform) ? horizontal : rotated).push(tokens);
  }
  const rows = groupIntoRows(horizontal);
  // Rotated text (stamps, margins) would straddle rows, so each such item stands alone.
  // Bottom edges order rows like their baselines do, and place rotated text among them too.
  return [...rows, ...rotated].map(toLine).sort((a, b) => a.box.y1 - b.box.y1 || a.box.x0 - b.box.x0);
}

function isHorizontal([a = 0, b = 0]: number[]): boolean {
  return Math.abs(b) < Math.abs(a) * 0.1 && a > 0;
}

/** Splits an item into words, placing each by its share of the item's characters (fonts are not measured). */
function tokenise(item: PlacedTextItem): Token[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
  const fontHeight = Math.hypot(c, d);
  const length = item.str.length;
  if (fontHeight === 0 || length === 0) return [];
  const angle = Math.atan2(b, a);
  const along = { x: Math.cos(angle), y: Math.sin(angle) };
  const up = { x: Math.sin(angle), y: -Math.cos(angle) };
  const charWidth = item.width / length;
  const tokens: Token[] = [];
  for (const match of item.str.matchAll(/\S+/g)) {
    const start = match.index * charWidth;
    const end = (match.index + match[0].length) * charWidth;
    const corners = [start, end].flatMap((offset) =>
      [item.ascent, item.descent].map((rise) => ({
        x: e + along.x * offset + up.x * rise * fontHeight,
        y: f + along.y * offset + up.y * rise * fontHeight,
      })),
    );
    tokens.push({
      text: match[0],
      box: {
        x0: Math.min(...corners.map((corner) => corner.x)),
        y0: Math.min(...corners.map((corner) => corner.y)),
        x1: Math.max(...corners.map((corner) => corner.x)),
        y1: Math.max(...corners.map((corner) => corner.y)),
      },
      fontHeight,
      baseline: f,
      startsItem: match.index === 0,
      endsItem: match.index + match[0].length === length,
    });
  }
  return tokens;
}

/** Items whose baselines (nearly) coincide are on one row, even across columns, so labels stay beside values. */
function groupIntoRows(items: Token[][]): Token[][] {
  const rows: { baseline: number; fontHeight: number; items: Token[][] }[] = [];
  for (const item of [...items].sort((a, b) => first(a).baseline - first(b).baseline)) {
    const { baseline, fontHeight } = first(item);
    const row = rows.find(
      (candidate) =>
        Math.abs(candidate.baseline - baseline) <=
        rowBaselineToleranceInFontHeights * Math.min(candidate.fontHeight, fontHeight),
    );
    if (row) row.items.push(item);
    else rows.push({ baseline, fontHeight, items: [item] });
  }
  return rows.map((row) => row.items.sort((a, b) => first(a).box.x0 - first(b).box.x0).flat());
}

function first(tokens: Token[]): Token {
  const token = tokens[0];
  if (!token) throw new Error('An item without tokens is never grouped');
  return token;
}

function toLine(tokens: Token[]): RecognisedLine {
  const words: RecognisedWord[] = [];
  let previous: Token | undefined;
  for (const token of tokens) {
    const last = words.at(-1);
    const gap = previous ? token.box.x0 - previous.box.x1 : Infinity;
    const touching =
      gap > -joinGapInFontHeights * token.fontHeight && gap < joinGapInFontHeights * token.fontHeight;
    if (last && previous?.endsItem && token.startsItem && touching) {
      last.text += token.text;
      last.box = union(last.box, token.box);
    } else {
      words.push({ text: token.text, confidence: textLayerConfidence, box: token.box });
    }
    previous = token;
  }
  return {
    text: words.map((word) => word.text).join(' '),
    confidence: textLayerConfidence,
    box: words.map((word) => word.box).reduce(union),
    words,
  };
}

function union(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}
