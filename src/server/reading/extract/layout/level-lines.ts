import type { RecognisedLine } from '@/server/reading/recognise/types';
import type { Box } from './types';

const height = (box: Box): number => Math.max(1, box.y1 - box.y0);
const centreY = (box: Box): number => (box.y0 + box.y1) / 2;

/**
 * The slant of a photographed page: the median slope of its text lines (weighted by their length), read from
 * the first and last word of each line. Zero when no line is long enough to tell.
 */
function estimateSlope(lines: readonly RecognisedLine[]): number {
  const slopes: { slope: number; weight: number }[] = [];
  for (const line of lines) {
    const first = line.words[0];
    const last = line.words.at(-1);
    if (!first || !last || first === last) continue;
    const dx = (last.box.x0 + last.box.x1) / 2 - (first.box.x0 + first.box.x1) / 2;
    if (dx < 5 * height(first.box)) continue;
    slopes.push({ slope: (centreY(last.box) - centreY(first.box)) / dx, weight: dx });
  }
  if (slopes.length === 0) return 0;
  slopes.sort((a, b) => a.slope - b.slope);
  const half = slopes.reduce((sum, entry) => sum + entry.weight, 0) / 2;
  let running = 0;
  for (const entry of slopes) {
    running += entry.weight;
    if (running >= half) return Math.abs(entry.slope) < 0.2 ? entry.slope : 0;
  }
  return 0;
}

/** Shears boxes so text rows run level (a slanted photo puts a row's right end lower or higher than its left). */
function levelBox(box: Box, slope: number): Box {
  const shift = slope * ((box.x0 + box.x1) / 2);
  return { x0: box.x0, y0: box.y0 - shift, x1: box.x1, y1: box.y1 - shift };
}

function levelLine(line: RecognisedLine, slope: number): RecognisedLine {
  if (slope === 0) return line;
  return {
    ...line,
    box: levelBox(line.box, slope),
    words: line.words.map((word) => ({ ...word, box: levelBox(word.box, slope) })),
  };
}

/** A photographed page's lines, sheared level so that one printed row reads as one row. */
export function levelLines(lines: readonly RecognisedLine[]): RecognisedLine[] {
  const slope = estimateSlope(lines);
  return lines.map((line) => levelLine(line, slope));
}
