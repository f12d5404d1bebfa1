import { fieldDefinition } from '@/shared/field-registry';
import type { Cell, Layout } from '../layout/types';
import { hasAddressTail, STREET_START } from '../values/address';
import { normaliseForMatch } from '../values/text-case';
import type { PersonName } from '../values/person-name';
import { bestLabelMatch } from './label-similarity';

/**
 * Span candidates for the person a document is about: every cell, or the part of a cell after its label's
 * colon, that reads as a person's name. The name ranker weighs them by where they sit (at the head of the
 * first page, over an address, under a name label) instead of a rule naming the one place a name may be.
 */
export type NameSpan = {
  name: PersonName;
  rowIndex: number;
  cellIndex: number;
  cell: Cell;
  /** The cell's text before the name ("Member name:"), '' when the name fills its cell. */
  before: string;
};

/** The names of the features, in the order nameSpanFeatures gives them (the model file stores them too). */
export const NAME_FEATURE_NAMES: readonly string[] = [
  'own label',
  'left label',
  'above label',
  'first page',
  'place in document',
  'place on page',
  'alone in row',
  'first in row',
  'address below',
  'street below',
  'title',
  'family name first',
  'capitals',
  'two words',
  'three words',
  'four or more words',
  'repeated',
  'bias',
];

const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s/i;
/** "Dear Aisha": a letter's greeting names the person by a given name only. */
const GREETING = /^(?:dear|hi|hello)\b/i;
const NAME_SYNONYMS = fieldDefinition('fullName')?.labels ?? [];
/** A dash or bar between spaces: what sets a name apart from the product beside it. */
const SEPARATOR = /\s[-–—|]\s/;
/** How many rows below a name its address block may start. */
const ADDRESS_REACH = 3;

const labelScore = (printed: string): number => {
  const match = bestLabelMatch(printed, NAME_SYNONYMS);
  return (match.contains + match.covers) / 2;
};

const sameName = (name: PersonName): string => normaliseForMatch(name.fullName).replace(/[^a-z]/g, '');

/**
 * Every name-shaped span of the document; `readName` is the rules' test of a printed name (person.ts), so
 * the ranker weighs only what the rules would accept as a name.
 */
export function detectNameSpans(layout: Layout, readName: (text: string) => PersonName | null): NameSpan[] {
  const spans: NameSpan[] = [];
  layout.rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, cellIndex) => {
      const text = cell.text.trim();
      if (GREETING.test(text) || text.length > 60) return;
      const colon = text.lastIndexOf(':');
      const before = colon >= 0 ? text.slice(0, colon + 1) : '';
      const value = colon >= 0 ? text.slice(colon + 1) : text;
      // "Kenji Watanabe - Trading account 8449662": a name set apart from what follows it.
      const [head = value] = value.split(SEPARATOR);
      const name = readName(value) ?? readName(head);
      if (name) spans.push({ name, rowIndex, cellIndex, cell, before });
    });
  });
  return spans;
}

/** Whether a cell of one of the next rows, in the span's column, starts or ends an address. */
function addressBelow(layout: Layout, span: NameSpan, test: (text: string) => boolean): boolean {
  const lineHeight = span.cell.box.y1 - span.cell.box.y0;
  for (const row of layout.rows.slice(span.rowIndex + 1, span.rowIndex + 1 + ADDRESS_REACH)) {
    if (row.page !== span.cell.page) return false;
    if (
      row.cells.some((cell) => Math.abs(cell.box.x0 - span.cell.box.x0) < 2 * lineHeight && test(cell.text))
    )
      return true;
  }
  return false;
}

/** The nearest cell with words above the span, overlapping it, within two rows. */
function labelAbove(layout: Layout, span: NameSpan): string {
  for (let index = span.rowIndex - 1; index >= Math.max(0, span.rowIndex - 2); index--) {
    const row = layout.rows[index];
    if (!row || row.page !== span.cell.page) break;
    const cell = row.cells.find(
      (above) => Math.min(above.box.x1, span.cell.box.x1) > Math.max(above.box.x0, span.cell.box.x0),
    );
    if (cell) return cell.text;
  }
  return '';
}

/** Each span with its features (NAME_FEATURE_NAMES). */
export function nameSpanFeatures(
  layout: Layout,
  spans: readonly NameSpan[],
): { span: NameSpan; features: number[] }[] {
  const rowCount = Math.max(1, layout.rows.length);
  const pageBottom = new Map<number, number>();
  for (const row of layout.rows)
    pageBottom.set(row.page, Math.max(pageBottom.get(row.page) ?? 0, row.box.y1));
  const times = new Map<string, number>();
  for (const span of spans) times.set(sameName(span.name), (times.get(sameName(span.name)) ?? 0) + 1);
  return spans.map((span) => {
    const row = layout.rows[span.rowIndex];
    const cells = row?.cells ?? [];
    const printed = span.cell.text.slice(span.before.length).trim();
    const words = printed
      .replace(TITLE, '')
      .split(/[\s,]+/)
      .filter(Boolean).length;
    const left = cells[span.cellIndex - 1]?.text ?? '';
    return {
      span,
      features: [
        labelScore(span.before),
        labelScore(left),
        labelScore(labelAbove(layout, span)),
        span.cell.page === 1 ? 1 : 0,
        span.rowIndex / rowCount,
        span.cell.box.y0 / Math.max(1, pageBottom.get(span.cell.page) ?? 1),
        cells.length === 1 ? 1 : 0,
        span.cellIndex === 0 ? 1 : 0,
        addressBelow(layout, span, hasAddressTail) ? 1 : 0,
        addressBelow(layout, span, (text) => STREET_START.test(text.trim())) ? 1 : 0,
        TITLE.test(printed) ? 1 : 0,
        /^[^,]+,/.test(printed) ? 1 : 0,
        /\p{Ll}/u.test(printed) ? 0 : 1,
        words === 2 ? 1 : 0,
        words === 3 ? 1 : 0,
        words >= 4 ? 1 : 0,
        Math.min(1, ((times.get(sameName(span.name)) ?? 1) - 1) / 2),
        1,
      ],
    };
  });
}
