/**
 * A fact of the record in words, the same on every screen, in the PDF and in the export: amounts to the cent
 * with their cycle ("$726.32 a year"), balances with the date they were true on ("as at 30/06/2025"), amounts
 * over a period with the period ("in the 2024–25 financial year"), masked numbers as masked.
 */
import { formatDate } from '@/shared/format/date';
import { formatMobile } from '@/shared/format/mobile';
import { formatMoney, formatMoneyPrecise } from '@/shared/format/money';
import { cycleWords, recordField, type Cycle, type RecordField } from './record-fields';
import { valueWords } from './option-words';

export type FactUnits = { cycle?: Cycle | null; asAt?: string | null; period?: string | null };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** '2024-25' → 'the 2024–25 financial year'; '2024-07-01/2025-06-30' → the same when it is one; else dates. */
export function describePeriod(period: string | null | undefined): string {
  if (!period) return '';
  const year = /^(\d{4})-(\d{2})$/.exec(period);
  if (year) return `the ${year[1]}–${year[2]} financial year`;
  const [start, end] = period.split('/');
  if (start && end && isoDate.test(start) && isoDate.test(end)) {
    if (
      start.slice(5) === '07-01' &&
      end.slice(5) === '06-30' &&
      Number(end.slice(0, 4)) === Number(start.slice(0, 4)) + 1
    )
      return `the ${start.slice(0, 4)}–${end.slice(2, 4)} financial year`;
    return `${formatDate(start)} to ${formatDate(end)}`;
  }
  if (end && isoDate.test(end)) return `the period to ${formatDate(end)}`;
  return period;
}

/** The financial year (1 July to 30 June) a date falls in, as 'YYYY-YY'. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The bare value in words, without its cycle or date. '' for nothing. */
export function formatFactValue(definition: RecordField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = definition?.kind ?? 'text';
  switch (kind) {
    case 'money': {
      const amount = Number(value);
      if (!Number.isFinite(amount)) return String(value);
      return Number.isInteger(amount) ? formatMoney(amount) : formatMoneyPrecise(amount);
    }
    case 'date':
      return typeof value === 'string' && isoDate.test(value) ? formatDate(value) : String(value);
    case 'days':
      return `${String(value)} days`;
    case 'percent':
      return `${String(value)}% p.a.`;
    case 'phone':
      return formatMobile(String(value));
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'dependants':
      return Array.isArray(value)
        ? value
            .map((person: { name?: string; dateOfBirth?: string | null; relationship?: string | null }) =>
              [
                person.name,
                person.relationship,
                person.dateOfBirth ? `born ${formatDate(person.dateOfBirth)}` : '',
              ]
                .filter(Boolean)
                .join(', '),
            )
            .join('; ')
        : String(value);
    default:
      return String(value);
  }
}

/** The value with what travels with it: its cycle, the date it was true on, or the period it covers. */
export function formatFact(
  definition: RecordField | undefined,
  value: unknown,
  units: FactUnits = {},
): string {
  const shown = formatFactValue(definition, value);
  if (!shown) return '';
  const parts = [shown];
  if (units.cycle) parts.push(cycleWords[units.cycle]);
  if (definition?.dated === 'as-at' && units.asAt) parts.push(`as at ${formatDate(units.asAt)}`);
  if (definition?.dated === 'period' && units.period) parts.push(`for ${describePeriod(units.period)}`);
  return parts.join(' ');
}

/** formatFact for a subject's field by name, options in words ("Trauma", "Home loan", "Owns the home"). */
export function formatRecordFact(
  subject: string,
  field: string,
  value: unknown,
  units: FactUnits = {},
): string {
  return formatFact(recordField(subject, field), valueWords(subject, field, value), units);
}
