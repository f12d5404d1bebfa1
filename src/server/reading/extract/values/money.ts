import { toMoneyNumber } from '@/shared/format/money';

/**
 * An amount as printed: optional brackets or sign, a currency marker ("$", "AUD", or "S" where OCR
 * misread the "$"), digits grouped in thousands (commas, or dots OCR put there) and cents; a comma after it is
 * the sentence's ("was $230,966.17, up from").
 */
const MONEY =
  /(?<![\d./,])(\(\s*)?([-−–]\s*)?(AUD\s*|A?\$\s*|S(?=\d))?([-−]\s*)?(\d{1,3}(?:[,.]\s?\d{3})+|\d+)(?:\s?\.\s?(\d{2}))?(?!\d|[,./]\d)(\s*\))?/g;

export type MoneyMatch = { amount: number; index: number; text: string };

/**
 * Every amount in text, left to right. A bare integer counts only with a currency marker or thousands
 * separators, so years, postcodes and account numbers are not read as money. "(12.50)" and "-$12.50" are negative.
 */
/** Units of quantities printed after a figure: hours, energy, water, data, distance. */
const QUANTITY_UNIT = /^\s*(?:h|hrs?|hours?|kwh|kw|mj|kl|litres?|gb|mb|km|units?)\b/i;

export function findAllMoney(text: string): MoneyMatch[] {
  const found: MoneyMatch[] = [];
  for (const match of text.matchAll(MONEY)) {
    const [whole, openBracket, signBefore, currency, signAfter, digits = '', cents, closeBracket] = match;
    const grouped = /[,.]/.test(digits);
    if (!currency && cents === undefined && !grouped) continue;
    // "128.50 h", "412.5 kWh": a figure with a unit and no currency is a quantity (a rate, "$40.00 hr", is money).
    if (!currency && QUANTITY_UNIT.test(text.slice(match.index + whole.length))) continue;
    // "6.10% p.a.": a figure with a percent sign and no currency is a rate.
    if (!currency && /^\s*%/.test(text.slice(match.index + whole.length))) continue;
    const amount = toMoneyNumber(`${digits.replace(/[,.\s]/g, '')}.${cents ?? '00'}`);
    if (amount === null) continue;
    const negative = Boolean((openBracket && closeBracket) || signBefore || signAfter);
    found.push({ amount: negative && amount !== 0 ? -amount : amount, index: match.index, text: whole });
  }
  return found;
}

export const findMoney = (text: string): MoneyMatch | null => findAllMoney(text)[0] ?? null;

export const parseMoney = (text: string): number | null => findMoney(text)?.amount ?? null;

/** The size of an amount, for figures whose sign is a matter of layout (debits, fees, tax withheld). */
export function parseAmount(text: string): number | null {
  const amount = parseMoney(text);
  return amount === null ? null : Math.abs(amount);
}

/** An amount that is the whole of a cell's text, as under a column header ("$53,541.76", "(298.40)", "1,873.42 Cr"). */
export const parseAmountOnly = (text: string): number | null =>
  /^\(?\s*-?\s*(?:A?\$|AUD)?\s*-?[\d,.\s]+\)?\s*(?:CR|DR)?$/i.test(text.trim()) ? parseAmount(text) : null;

/** The text itself when it holds an amount, so the caller can also read what follows it ("$162.52 monthly"). */
export const textWithMoney = (text: string): string | null => (findMoney(text) ? text : null);
