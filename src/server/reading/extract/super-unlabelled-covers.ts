import type { Layout, Row } from './layout/types';
import { parseAmountOnly } from './values/money';

export type UnlabelledCover = { row: Row; cover: number; premium: number };

/** The most rows a table of covers holds (death, TPD, income protection). */
const MOST_COVERS = 3;
/** A fund's death or TPD cover is round thousands of dollars and at least this. */
const SMALLEST_COVER = 10_000;
/** A year's premium is a small share of the cover: a row whose two figures are closer is something else. */
const LARGEST_PREMIUM_SHARE = 1 / 50;

/**
 * A super statement's covers under names no rule knows (decision 038: label-free, low confidence, filled
 * only where no named cover was read): rows of one name and two amounts, the first whole thousands of
 * dollars and the second a small share of it, side by side in one table. Funds list death cover first and
 * TPD next (an income protection benefit is a month's, not thousands), so the table's rows are read in that
 * order; more rows than covers, or rows apart, is not such a table. A row named as a cover the rules know (an
 * income protection benefit they did read, or a cover whose figures they set aside) is never one of them.
 */
export function findUnlabelledCovers(
  layout: Layout,
  /** A cover the rules know by name (income protection, say): its row is not one of these. */
  isNamedCover: (text: string) => boolean,
): UnlabelledCover[] {
  const found: { index: number; cover: UnlabelledCover }[] = [];
  layout.rows.forEach((row, index) => {
    const [name, coverCell, premiumCell, ...rest] = row.cells;
    if (!name || !coverCell || !premiumCell || rest.length > 0) return;
    if (!/\p{L}/u.test(name.text) || /\d/.test(name.text) || isNamedCover(name.text)) return;
    const cover = parseAmountOnly(coverCell.text);
    const premium = parseAmountOnly(premiumCell.text);
    if (cover === null || premium === null || premium <= 0) return;
    if (cover < SMALLEST_COVER || cover % 1000 !== 0 || premium > cover * LARGEST_PREMIUM_SHARE) return;
    found.push({ index, cover: { row, cover, premium } });
  });
  if (found.length === 0 || found.length > MOST_COVERS) return [];
  const together = found.every(
    (item, position) => position === 0 || item.index === found[position - 1]!.index + 1,
  );
  return together ? found.slice(0, 2).map((item) => item.cover) : [];
}
