import { locateCell, type Located } from './layout/locate';
import { valuePart } from './layout/header-values';
import type { Cell, Layout } from './layout/types';
import { hasAddressTail } from './values/address';
import { findDate } from './values/dates';

/**
 * The shapes of each state's and territory's licence and card numbers, as the issuing authorities publish
 * them (digits, or letters and digits). Loose on purpose: they only tell two numbers on one card apart.
 */
const SHAPES: Record<string, { licence: RegExp; card: RegExp }> = {
  NSW: { licence: /^(?:\d{8}|[A-Z0-9]{6,8})$/, card: /^\d{10}$/ },
  VIC: { licence: /^\d{8,10}$/, card: /^(?=.*[A-Z])[A-Z0-9]{8}$/ },
  QLD: { licence: /^\d{8,9}$/, card: /^(?=.*[A-Z])[A-Z0-9]{10}$/ },
  WA: { licence: /^\d{7}$/, card: /^[A-Z0-9]{8,10}$/ },
  SA: { licence: /^[A-Z0-9]{6}$/, card: /^[A-Z0-9]{9}$/ },
  TAS: { licence: /^[A-Z0-9]{6,8}$/, card: /^[A-Z0-9]{9}$/ },
  ACT: { licence: /^\d{5,10}$/, card: /^[A-Z0-9]{10}$/ },
  NT: { licence: /^\d{5,7}$/, card: /^\d{8}$/ },
};

/** A cell's value that is nothing but an identifier (digits, or capitals and at least five digits, 5-10
 * long), alone or after a label and colon ("Xyz abc: 726908984"). */
function identifierIn(cell: Cell): string | null {
  const token = valuePart(cell).toUpperCase();
  if (!/^[A-Z]{0,2}\d[\dA-Z]{4,9}$/.test(token)) return null;
  return (token.match(/\d/g)?.length ?? 0) >= 5 ? token : null;
}

/**
 * An Australian licence's number and card number when no label could be read (labels worded in a way no rule
 * knows, or garbled): the cells that hold only an identifier, outside the address and not a date, told
 * apart by the issuing state's shapes. One such number is the licence or card number only when it has that one's
 * shape alone; two are assigned only when one way round fits the shapes and the other does not. Anything else,
 * nothing: a card with an unknown state, or three numbers, is left to the adviser. Numbers the caller has
 * already read (under a label) are left out.
 */
export function findCardNumbers(
  layout: Layout,
  state: string | null,
  exclude: readonly string[] = [],
): { licence: Located<string> | null; card: Located<string> | null } {
  const none = { licence: null, card: null };
  const shapes = state ? SHAPES[state] : undefined;
  if (!shapes) return none;
  const found = new Map<string, Located<string>>();
  for (const row of layout.rows) {
    if (hasAddressTail(row.text)) continue;
    for (const cell of row.cells) {
      const token = identifierIn(cell);
      if (!token || findDate(cell.text) || exclude.includes(token) || found.has(token)) continue;
      found.set(token, { ...locateCell(cell, token), confidence: Math.min(cell.confidence, 60) });
    }
  }
  const numbers = [...found.values()];
  const fits = (located: Located<string>, kind: 'licence' | 'card') => shapes[kind].test(located.value);
  const [first, second] = numbers;
  if (numbers.length === 1 && first) {
    if (fits(first, 'licence') && !fits(first, 'card')) return { licence: first, card: null };
    if (fits(first, 'card') && !fits(first, 'licence')) return { licence: null, card: first };
  }
  if (numbers.length !== 2 || !first || !second) return none;
  const asPrinted = fits(first, 'licence') && fits(second, 'card');
  const reversed = fits(second, 'licence') && fits(first, 'card');
  if (asPrinted && !reversed) return { licence: first, card: second };
  if (reversed && !asPrinted) return { licence: second, card: first };
  return none;
}
