import { isOnlyFrequency, type Frequency } from '../values/periods';
import { valuePart } from './header-values';
import { locateCell, type Located } from './locate';
import type { Layout } from './types';

/** The one value of the cells whose whole value (after a label and colon, if any) has a shape, when they all agree (two rates, say an interest
 * and a comparison rate, leave the question open). */
export function onlyValueShaped<T>(
  layout: Layout,
  shape: RegExp,
  parse: (text: string) => T | null,
): Located<T> | null {
  const found = layout.rows
    .flatMap((row) => row.cells)
    .filter((cell) => shape.test(valuePart(cell)))
    .flatMap((cell) => {
      const value = parse(valuePart(cell));
      return value === null ? [] : [locateCell(cell, value)];
    });
  const values = new Set(found.map((item) => JSON.stringify(item.value)));
  return values.size === 1 ? (found[0] ?? null) : null;
}

/** The document's one cycle printed as a value on its own ("Monthly", "per fortnight", "Paid quarterly"), when
 * every such cell names the same cycle and `parse` accepts it (a loan's repayments are never yearly; a premium's
 * never weekly). */
export function onlyFrequencyCell(
  layout: Layout,
  parse: (text: string) => Frequency | null,
): Located<Frequency> | null {
  // Any cell is looked at: whether it is a cycle alone is the cycle matcher's to say, not a second regex's.
  return onlyValueShaped(layout, /\S/, (text) => (isOnlyFrequency(text) ? parse(text) : null));
}
