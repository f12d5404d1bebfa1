import { z } from 'zod';
import { toMoneyNumber } from '@/shared/format/money';

/**
 * Field types shared by the Fact Find and questionnaire schemas. Each accepts what a form holds (strings,
 * '' for "not given") and what an API caller sends (numbers, null), and gives the stored form.
 */

/** Optional free text: trimmed, and an empty string is stored as null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const blankAsNull = (value: unknown) => (value === '' ? null : value);

/** An option from a list, or nothing; the message names what is allowed. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankAsNull, z.enum(options, { message: `Choose one of: ${options.join(', ')}` }).nullish());

/** Dates before this or after the next are typing slips (and year 0 is not a date PostgreSQL keeps). */
const earliestDate = '1900-01-01';
const latestDate = '2199-12-31';

/** True when `value` is YYYY-MM-DD naming a day that exists: 2024-02-29 is one, 2023-02-29 and 2024-02-31 are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in Australia (the practice's calendar), as YYYY-MM-DD. */
function todayInAustralia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
}

const isoDate = (latest: () => string, tooLate: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .refine(isCalendarDate, 'Not a real date')
    .refine((value) => value >= earliestDate, 'Use a date from 1900 on')
    .refine((value) => value <= latest(), tooLate);

/** An ISO calendar date (what <input type="date"> gives) between 1900 and 2199, or nothing. */
export const optionalDate = z.preprocess(
  blankAsNull,
  isoDate(() => latestDate, 'Use a date before 2200').nullish(),
);

/** A date that has happened (a date of birth, a relationship's start): not in the future, or nothing. */
export const optionalPastDate = z.preprocess(
  blankAsNull,
  isoDate(todayInAustralia, 'This date is in the future').nullish(),
);

/** numeric(12,2) holds up to this; numeric(15,2) a thousand times more. */
export const maxPeriodicAmount = 9_999_999_999.99;
export const maxBalanceAmount = 9_999_999_999_999.99;

/**
 * Money: a money input's digits ("1234"), a typed amount ("$1,234.50") or a number; null when empty.
 * Stored in dollars with cents (specification section 3).
 */
export const moneyInput = (max = maxBalanceAmount) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      const amount = toMoneyNumber(value);
      if (amount === null) {
        context.addIssue({ code: 'custom', message: 'Enter an amount in dollars' });
        return z.NEVER;
      }
      return amount;
    })
    .pipe(z.number().min(0, 'Amounts cannot be negative').max(max, 'That amount is too large').nullable());

/** A whole number of days (waiting periods), typed or sent as a number; null when empty. */
export const optionalDays = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const days = typeof value === 'number' ? value : Number(value.replace(/[^\d.]/g, ''));
    if (!Number.isInteger(days) || days < 0 || days > 3650) {
      context.addIssue({ code: 'custom', message: 'Enter a whole number of days' });
      return z.NEVER;
    }
    return days;
  });

/** A percentage such as an interest rate (numeric(5,3)): "6.14", "6.14%" or 6.14; null when empty. */
export const optionalPercent = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const percent = typeof value === 'number' ? value : Number(value.replace(/[%\s]|p\.?a\.?/gi, ''));
    if (!Number.isFinite(percent) || percent < 0 || percent >= 100) {
      context.addIssue({ code: 'custom', message: 'Enter a rate between 0 and 100 percent' });
      return z.NEVER;
    }
    const rounded = Math.round(percent * 1000) / 1000;
    // numeric(5,3) keeps three decimals: 99.9995 rounds to 100.000, which it cannot hold.
    if (rounded >= 100) {
      context.addIssue({ code: 'custom', message: 'Enter a rate between 0 and 100 percent' });
      return z.NEVER;
    }
    return rounded;
  });

/**
 * Member, account and policy numbers are kept masked (specification section 9): only the last 4 digits
 * show, so a full number typed by the adviser is never stored. "12345678" and "xxxx5678" both give "****5678".
 */
export function maskAccountNumber(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  return `****${digits.slice(-4)}`;
}

/** BSB: the first 3 digits, then stars ("062-123" → "062-***"). */
export function maskBsb(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  return `${digits.slice(0, 3)}-***`;
}

export const maskedNumberInput = z
  .string()
  .trim()
  .max(40, 'Use at most 40 characters')
  .nullish()
  .transform((value) => maskAccountNumber(value));

/** A BSB as typed ("062 123", "062-123") or already masked ("062-***"). */
export const bsbInput = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .refine((value) => {
    if (!value) return true;
    const digits = value.replace(/\D/g, '');
    return digits.length === 6 || (digits.length === 3 && /\*/.test(value));
  }, 'A BSB has 6 digits')
  .transform((value) => maskBsb(value));

export const confidenceInput = z.enum(['high', 'medium', 'low'], { message: 'Choose high, medium or low' });

/** A record's id as the database makes it. */
export const recordId = z.uuid({ message: 'Not a record id' });
