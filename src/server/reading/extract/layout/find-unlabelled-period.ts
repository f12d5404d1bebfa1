import { findDateRange } from '../values/dates';
import { locateCell, type Located } from './locate';
import type { Layout } from './types';

/** A statement period printed without a label near the top of the first page ("01.07.2024 – 30.06.2025"). */
export function findUnlabelledPeriod(layout: Layout): Located<{ start: string; end: string }> | null {
  for (const row of layout.rows.slice(0, 8)) {
    for (const cell of row.cells) {
      const range = cell.text.length <= 60 ? findDateRange(cell.text) : null;
      if (range) return locateCell(cell, range);
    }
  }
  return null;
}
