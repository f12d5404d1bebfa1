/** Money formatting: AUD in en-AU. Inputs hold dollars as digits (cents when typed); storage is numeric(15,2). */

export type MoneyValue = number | string | null | undefined;

// 'negative' so that amounts rounding to zero show "$0", never "-$0".
const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

const MINUS = '[-\u2212]';
/** Optional sign, optional currency marker, digits (plain or grouped in threes), optional decimals, optional trailing "AUD". */
const MONEY_PATTERN = new RegExp(
  `^(${MINUS}|\\+)?\\s*(?:(?:AUD|AU\\$|A\\$|\\$)\\s*)?(${MINUS}|\\+)?\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)?(?:\\.(\\d*))?\\s*(?:AUD)?$`,
  'i',
);

type Decimal = { negative: boolean; whole: string; fraction: string };

/** Splits a typed or pasted amount into sign, whole digits and fraction digits; null when it is not an amount. */
function parseDecimal(raw: string): Decimal | null {
  let text = raw.trim();
  let negative = false;
  // Accountants write negatives in parentheses: "(1,234.50)".
  const bracketed = /^\((.*)\)$/s.exec(text);
  if (bracketed) {
    negative = true;
    text = (bracketed[1] ?? '').trim();
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, signBefore, signAfter, whole = '', fraction = ''] = match;
  if (signBefore && signAfter) return null;
  if (whole === '' && fraction === '') return null;
  const sign = signBefore ?? signAfter;
  if (sign && sign !== '+') {
    if (negative) return null; // "(-5)" is not an amount
    negative = true;
  }
  return { negative, whole: whole.replace(/,/g, '') || '0', fraction };
}

/** Rounds to cents on the decimal digits, so "1.005" becomes 1.01 rather than suffering binary rounding. */
function decimalToCents({ negative, whole, fraction }: Decimal): number {
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + roundUp;
  const value = Number(cents) / 100;
  return negative && value !== 0 ? -value : value;
}

function decimalToNumber({ negative, whole, fraction }: Decimal): number {
  const value = Number(`${whole}.${fraction || '0'}`);
  return negative && value !== 0 ? -value : value;
}

/** Parses an amount for display without rounding it first (rounding twice would turn 0.495 into $1). */
function toExactNumber(value: MoneyValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const decimal = parseDecimal(value);
  const amount = decimal ? decimalToNumber(decimal) : null;
  return amount !== null && Number.isFinite(amount) ? amount : null;
}

/**
 * Parses an amount to a number rounded to cents (storage is numeric(15,2)); null when it is not an amount.
 * Accepts "$1,234.50", "1234.5", "AUD 1,234.50", "(1,234.50)" and "-1,234".
 */
export function toMoneyNumber(raw: MoneyValue): number | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return null;
    const text = String(raw);
    // Exponent notation only appears below 1e-6 (rounds to 0) or at 1e21 and above (already whole).
    if (/e/i.test(text)) return Math.abs(raw) < 1 ? 0 : raw;
    const decimal = parseDecimal(text);
    return decimal ? decimalToCents(decimal) : null;
  }
  if (typeof raw !== 'string') return null;
  const decimal = parseDecimal(raw);
  const amount = decimal ? decimalToCents(decimal) : null;
  // Hundreds of digits overflow to Infinity, which is not an amount.
  return amount !== null && Number.isFinite(amount) ? amount : null;
}

/** Whole dollars for display: 1234.4 → "$1,234", -1234 → "-$1,234"; '' when empty or not an amount. */
export function formatMoney(value: MoneyValue): string {
  const amount = toExactNumber(value);
  return amount === null ? '' : WHOLE_DOLLARS.format(amount);
}

/** Dollars and cents for statements: 1234.5 → "$1,234.50"; '' when empty or not an amount. */
export function formatMoneyPrecise(value: MoneyValue): string {
  const amount = toMoneyNumber(value);
  return amount === null ? '' : DOLLARS_AND_CENTS.format(amount);
}

/**
 * What a money input stores: "$1,234.50" → "1234.50", the dollar sign and commas stripped, whole dollars
 * without leading zeros and at most two decimals (cents). A decimal point being typed is kept ("1234."), so
 * the cents can follow. '' when there are no digits.
 */
export function parseMoneyInput(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const [wholePart = '', ...rest] = raw.split('.');
  const whole = wholePart.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (rest.length === 0) return whole;
  const cents = rest.join('').replace(/\D/g, '').slice(0, 2);
  return `${whole || '0'}.${cents}`;
}

/**
 * What a money input shows as the user types: "1234567" → "$1,234,567", "1234.5" → "$1,234.5"; '' when
 * there are no digits. Whole dollars show no decimals (specification section 5); typed cents are kept.
 */
export function formatMoneyInput(raw: string | null | undefined): string {
  const stored = parseMoneyInput(raw);
  if (stored === '') return '';
  const [whole = '0', cents] = stored.split('.');
  // BigInt keeps every digit exact, however many the user types.
  const dollars = WHOLE_DOLLARS.format(BigInt(whole));
  return cents === undefined ? dollars : `${dollars}.${cents}`;
}

/** A stored amount as a money input holds it: 1500 → "1500", 286735.09 → "286735.09"; '' when empty. */
export function toMoneyInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
