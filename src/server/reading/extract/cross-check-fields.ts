import { formatMoneyPrecise } from '@/shared/format/money';
import type { DocumentType } from '@/shared/options';
import type { ExtractedFields, FieldKey } from './types';

const COVERS = [
  ['insuranceLife', 'death cover'],
  ['insuranceTPD', 'TPD cover'],
  ['insuranceIP', 'income protection benefit'],
] as const;

/** A payslip is paid on or after its period starts, and within a month of its end. */
const PAID_WITHIN_DAYS = 31;

const DAY = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Cross-checks between a document's values that a right reading always passes. A value that fails one is
 * marked `check` with the reason: the adviser sees "Check" whatever its confidence, and Accept all leaves it
 * for them to accept on its own. (Unfamiliar super statements gave life cover and stray single digits as
 * balances, read with high OCR confidence.)
 */
export function crossCheckFields(type: DocumentType, fields: ExtractedFields): void {
  const mark = (key: FieldKey, reason: string) => {
    const field = fields[key];
    if (field && !field.check) field.check = reason;
  };
  const amount = (key: FieldKey) => {
    const value = fields[key]?.value;
    return typeof value === 'number' ? value : null;
  };

  if (type === 'super') {
    const balance = amount('balance');
    if (balance !== null) {
      for (const [key, words] of COVERS) {
        const cover = amount(key);
        if (cover !== null && cover > 0 && Math.abs(cover - balance) < 0.005)
          mark(
            'balance',
            `The balance equals the ${words} on the same statement (${formatMoneyPrecise(cover)}).`,
          );
      }
      const contributions = Math.max(amount('contributionsTotal') ?? 0, amount('employerContributions') ?? 0);
      if (balance < 100 && contributions > 0)
        mark(
          'balance',
          `A balance under $100 on a statement with ${formatMoneyPrecise(contributions)} of contributions.`,
        );
    }
  }

  const period =
    type === 'payslip'
      ? { start: 'payPeriodStart', end: 'payPeriodEnd' }
      : type === 'super'
        ? { start: 'statementPeriodStart', end: 'statementDate' }
        : type === 'bank'
          ? { start: 'statementPeriodStart', end: 'statementPeriodEnd' }
          : null;
  if (period) {
    const start = fields[period.start as FieldKey]?.value;
    const end = fields[period.end as FieldKey]?.value;
    if (isDate(start) && isDate(end) && start > end) {
      const reason = `The period starts (${start}) after it ends (${end}).`;
      mark(period.start as FieldKey, reason);
      mark(period.end as FieldKey, reason);
    }
    const paid = fields.payDate?.value;
    if (type === 'payslip' && isDate(paid)) {
      if (isDate(start) && paid < start)
        mark('payDate', `The pay date (${paid}) is before the pay period starts (${start}).`);
      else if (isDate(end) && days(end, paid) > PAID_WITHIN_DAYS)
        mark('payDate', `The pay date (${paid}) is over a month after the pay period ends (${end}).`);
    }
  }
}
