import type { OcrResult } from '../ocr-engine';
import type { RecognisedLine, RecognisedWord } from '../types';

type Point = [number, number];
export type ReadSegment = { corners: Point[]; text: string; confidence: number };
type Placed = { box: RecognisedLine['box']; text: string; confidence: number };

// Pieces whose middles are closer than this share of a typical piece's height are on the same line.
const sameRowShare = 0.5;

/**
 * Turns pieces of text found anywhere in a photo (turned corners, in image pixels) into the page reading the
 * extractors expect: the page straightened by the pieces' typical slant, boxes upright in that straightened
 * frame, pieces at the same height joined left to right into lines, and words given boxes in proportion to
 * their length.
 */
export function layOutLines({
  segments,
  width,
  height,
}: {
  segments: ReadSegment[];
  width: number;
  height: number;
}): OcrResult {
  const readable = segments.filter((segment) => segment.text.trim() !== '');
  const rotation = -typicalSlant(readable);
  const cx = width / 2;
  const cy = height / 2;
  const turn = ([x, y]: Point): Point => {
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    return [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
  };
  const placed: Placed[] = readable.map((segment) => {
    const turned = segment.corners.map(turn);
    const xs = turned.map(([x]) => x);
    const ys = turned.map(([, y]) => y);
    return {
      box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      text: segment.text.replace(/\s+/g, ' ').trim(),
      confidence: segment.confidence,
    };
  });
  const lines = groupIntoRows(placed).map(toLine);
  const words = lines.flatMap((line) => line.words);
  const confidence =
    words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return { text: lines.map((line) => line.text).join('\n'), lines, confidence, width, height, rotation };
}

/** The median slant (radians, clockwise) of the pieces that are clearly wider than tall. */
function typicalSlant(segments: ReadSegment[]): number {
  const slants = segments
    .map(({ corners: [a, b, , d] }) => {
      if (!a || !b || !d) return undefined;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const thickness = Math.hypot(d[0] - a[0], d[1] - a[1]);
      return length >= 2 * thickness ? Math.atan2(b[1] - a[1], b[0] - a[0]) : undefined;
    })
    .filter((slant): slant is number => slant !== undefined)
    .sort((a, b) => a - b);
  return slants[Math.floor(slants.length / 2)] ?? 0;
}

function groupIntoRows(placed: Placed[]): Placed[][] {
  const heights = placed.map(({ box }) => box.y1 - box.y0).sort((a, b) => a - b);
  const tolerance = (heights[Math.floor(heights.length / 2)] ?? 0) * sameRowShare;
  const middle = ({ box }: Placed) => (box.y0 + box.y1) / 2;
  const rows: { middle: number; pieces: Placed[] }[] = [];
  for (const piece of [...placed].sort((a, b) => middle(a) - middle(b))) {
    const row = rows.find(
      (candidate) =>
        Math.abs(candidate.middle - middle(piece)) < tolerance &&
        candidate.pieces.every((other) => other.box.x1 <= piece.box.x0 || piece.box.x1 <= other.box.x0),
    );
    if (row) {
      row.pieces.push(piece);
      row.middle = row.pieces.reduce((sum, p) => sum + middle(p), 0) / row.pieces.length;
    } else {
      rows.push({ middle: middle(piece), pieces: [piece] });
    }
  }
  return rows
    .sort((a, b) => a.middle - b.middle)
    .map((row) => row.pieces.sort((a, b) => a.box.x0 - b.box.x0));
}

function toLine(pieces: Placed[]): RecognisedLine {
  const words = pieces.flatMap(splitIntoWords);
  return {
    text: words.map((word) => word.text).join(' '),
    confidence: words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, words.length),
    box: {
      x0: Math.min(...pieces.map(({ box }) => box.x0)),
      y0: Math.min(...pieces.map(({ box }) => box.y0)),
      x1: Math.max(...pieces.map(({ box }) => box.x1)),
      y1: Math.max(...pieces.map(({ box }) => box.y1)),
    },
    words,
  };
}

/** A piece's words, each given a share of the piece's width in proportion to its characters. */
function splitIntoWords(piece: Placed): RecognisedWord[] {
  const texts = piece.text.split(' ');
  const units = texts.reduce((sum, text) => sum + text.length, 0) + texts.length - 1;
  const unit = (piece.box.x1 - piece.box.x0) / Math.max(1, units);
  let x = piece.box.x0;
  return texts.map((text) => {
    const box = { x0: x, y0: piece.box.y0, x1: x + text.length * unit, y1: piece.box.y1 };
    x = box.x1 + unit;
    return { text, confidence: piece.confidence, box };
  });
}
