import {
  findTaxableIncomeAndResultByArithmetic,
  findTaxableIncomeByArithmetic,
  findTaxPayableByArithmetic,
} from './tax-arithmetic';
import { FieldSet } from './field';
import { findCell, findLabelled } from './layout/find-labelled';
import { locateCell, type Located } from './layout/locate';
import type { Layout } from './layout/types';
import { parseMoney } from './values/money';
import { onlyValueShaped } from './layout/only-value-shaped';
import { registryLabel } from './layout/registry-label';
import type { ExtractionResult } from './types';

const LABELS = {
  taxableIncome: registryLabel('taxableIncome'),
  taxPayable: registryLabel('taxPayable'),
  // A refund's label may follow what the notice calls its result ("Result of this notice: refund").
  refund: registryLabel('taxPayable', { which: (synonym) => /refund/.test(synonym), anywhere: true }),
  tfn: /\btax\s+fi?le\s+(?:number|no)\b|\bTFN\b/i,
  incomeYear: /\bincome\s+year\b|\byear\s+end(?:ed|ing)\b|\bfinancial\s+year\b|\btax\s+return\b/i,
};

/** "2024-25", "2024/2025" → "2024-25". */
function formatYears(first: number): string {
  return `${first}-${String(first + 1).slice(2)}`;
}

/** The income year: "2024-25", "Year ended 30 June 2025", or "Tax return 2024" (the year ending 30 June 2024). */
export function parseTaxYear(text: string): string | null {
  // Any dash OCR gives: hyphen, en and em dashes, a minus sign.
  const range = /(?<!\d)(20\d{2})\s*[-‐‑–—−/]\s*(\d{2}|20\d{2})(?![\d/])/.exec(text);
  if (range) {
    const first = Number(range[1]);
    const second = Number(range[2]);
    if (second % 100 === (first + 1) % 100) return formatYears(first);
  }
  const ended = /30\s+june\s+(20\d{2})/i.exec(text);
  if (ended) return formatYears(Number(ended[1]) - 1);
  const single = /\b(?:return|year|fy)\s*(20\d{2})\b/i.exec(text);
  return single ? formatYears(Number(single[1]) - 1) : null;
}

/** A masked TFN as printed ("*** *** 641", "XXX XXX 641"); a full TFN is masked here, never kept. */
export function parseMaskedTfn(text: string): string | null {
  const match = /([*xX•#\d](?:[\s-]?[*xX•#\d]){5,8})/.exec(text);
  if (!match) return null;
  const compact = (match[1] ?? '').replace(/[\s-]/g, '').replace(/[xX•#]/g, '*');
  if (!/\d/.test(compact)) return null;
  if (!compact.includes('*')) {
    // A date ("22-08-2023") has as many digits as a TFN, but is not one.
    if (compact.length < 8 || /^\d{1,2}[-\s]\d{1,2}[-\s]\d{2,4}$/.test(match[1] ?? '')) return null;
    return `${'*'.repeat(compact.length - 3)}${compact.slice(-3)}`;
  }
  // Shorter than a TFN only when OCR lost asterisks ("* *** 370"): at least three left, beside three digits.
  if (compact.length < 8 && !/^\*{3,}\d{3}$|^\d{3}\*{3,}$/.test(compact)) return null;
  // A TFN has nine digits: asterisks OCR lost ("*** ** 370") are put back on the masked side.
  const missing = '*'.repeat(Math.max(0, 9 - compact.length));
  return /^\d/.test(compact) ? `${compact}${missing}` : `${missing}${compact}`;
}

/** A character OCR makes of an asterisk that no word has: a mark, not a letter, digit or space. */
const MISREAD_MARK = /[^\p{L}\d\s]/u;

/**
 * Under a TFN label, asterisks OCR read as other marks or letters ("ae een. 370", "210 *ee eee"): three digits
 * beside about as many characters as the six asterisks and their space take, none of them a digit and one at
 * least a mark, not a letter (so "Ref 370" or "210 George St" is not a TFN).
 */
function parseLabelledTfn(text: string): string | null {
  const masked = parseMaskedTfn(text);
  if (masked) return masked;
  const trimmed = text.trim();
  const before = /^([^\d]{5,11}?)\s*(\d{3})(?![\d,.])/.exec(trimmed);
  if (before && MISREAD_MARK.test(before[1] ?? '')) return `******${before[2]}`;
  const after = /^(\d{3})\s*([^\d]{5,11})(?:\s|$)/.exec(trimmed);
  return after && MISREAD_MARK.test(after[2] ?? '') ? `${after[1]}******` : null;
}

/** A TFN masked as tax documents print it, in groups of three ("XXX XXX 841", "587 *** ***"), unlabelled. */
const MASKED_TFN =
  /(?<![\w*])(?:[*xX]{3}[\s-]?[*xX]{2,3}[\s-]?\d{3}|\d{3}[\s-]?[*xX]{2,3}[\s-]?[*xX]{3})(?![\w*])/;
/** The same with asterisks OCR lost ("* *** 370"): at least three, in groups, beside the three digits. */
const PARTLY_MASKED_TFN =
  /(?<![\w*])(?:\*{1,3}(?:[\s-]?\*{1,3}){1,2}[\s-]?\d{3}|\d{3}(?:[\s-]?\*{1,3}){2,3})(?![\w*])/;

/** Amount payable, or a refund as a negative amount ("$1,234.00 CR", "Your refund"). */
function parsePayable(text: string): number | null {
  const amount = parseMoney(text);
  if (amount === null) return null;
  return /\bCR\b|credit|refund/i.test(text) ? -Math.abs(amount) : Math.abs(amount);
}

/**
 * OCR often drops the asterisks of a masked TFN, leaving "Tax file number 387": three digits straight after the
 * label lead the number ("387******"); three digits after a wide gap end it ("******387").
 */
function findTfnWithoutStars(layout: Layout): Located<string> | null {
  const found = findCell(layout, LABELS.tfn);
  if (!found) return null;
  const { cell } = found;
  const labelEnd = cell.words.findIndex((word) => /^(?:number|tfn):?$/i.test(word.text));
  const last = cell.words[labelEnd];
  const after = cell.words.slice(labelEnd + 1);
  // Three digits, perhaps with what is left of the asterisks after them ("944..*").
  const digits = after.find((word) => /^\d{3}[^\p{L}\d]*$/u.test(word.text));
  if (!digits || !last) return null;
  const shown = digits.text.slice(0, 3);
  const characterWidth = (last.box.x1 - last.box.x0) / Math.max(1, last.text.length);
  const leading =
    (after[0] === digits && digits.box.x0 - last.box.x1 < 3 * characterWidth) || digits.text.length > 3;
  return { ...locateCell(cell, leading ? `${shown}******` : `******${shown}`), confidence: 50 };
}

export function extractTax(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const year = findLabelled(layout, LABELS.incomeYear, parseTaxYear);
  fields.set('taxYear', year);
  if (!year) {
    // A heading with the years ("2024-25"), or the year a return is for ("Individual tax return 2025").
    const heading = findCell(layout, /\b20\d{2}\s*[-‐‑–—−/]\s*\d{2}\b|\b(?:return|year|fy)\s*20\d{2}\b/i);
    const value = heading ? parseTaxYear(heading.cell.text) : null;
    if (heading && value) fields.set('taxYear', locateCell(heading.cell, value));
  }
  fields.set('taxableIncome', findLabelled(layout, LABELS.taxableIncome, parseMoney));
  // Under a label no rule knows: the figure total income less deductions comes to.
  fields.set('taxableIncome', findTaxableIncomeByArithmetic(layout), 'medium');
  // A refund is a negative amount payable.
  const refund = findLabelled(layout, LABELS.refund, parseMoney);
  if (refund && refund.value !== 0) fields.set('taxPayable', { ...refund, value: -Math.abs(refund.value) });
  fields.set('taxPayable', findLabelled(layout, LABELS.taxPayable, parsePayable));
  // Under a label no rule knows: the figure the tax and the levies, offsets and credits after it come to.
  const taxable = fields.number('taxableIncome');
  if (taxable !== undefined) fields.set('taxPayable', findTaxPayableByArithmetic(layout, taxable), 'medium');
  else {
    // Neither labelled nor proven by income less deductions: the one figure a calculation runs from.
    const both = findTaxableIncomeAndResultByArithmetic(layout);
    fields.set('taxableIncome', both?.taxableIncome ?? null, 'low');
    fields.set('taxPayable', both?.taxPayable ?? null, 'low');
  }
  // Under a label no rule knows: the notice's one figure marked as a credit ("$1,124.91 CR") is its result, a
  // refund.
  fields.set('taxPayable', onlyValueShaped(layout, /\d\.\d\d\s*(?:CR|credit)$/i, parsePayable), 'low');
  const labelledTfn = findLabelled(layout, LABELS.tfn, parseMaskedTfn) ?? findTfnWithoutStars(layout);
  fields.set(
    'tfnMasked',
    labelledTfn ?? findLabelled(layout, LABELS.tfn, parseLabelledTfn),
    labelledTfn ? undefined : 'low',
  );
  for (const [pattern, confidence] of [
    [MASKED_TFN, 'medium'],
    [PARTLY_MASKED_TFN, 'low'],
  ] as const) {
    const unlabelled = findCell(layout, pattern);
    const masked = unlabelled ? parseMaskedTfn(unlabelled.match[0]) : null;
    if (unlabelled && masked) fields.set('tfnMasked', locateCell(unlabelled.cell, masked), confidence);
  }
  return { fields: fields.fields, requiresManualReview: false, warnings: [] };
}
