import { months as MONTHS } from '../scoring/truth-values';
import type { Random } from './random';

export type DateStyle = 'd/m/y' | 'd Mon y' | 'd Month y' | 'd-MON-y' | 'Month d, y' | 'd.m.y' | 'd-m-y';
export const DATE_STYLES: DateStyle[] = [
  'd/m/y',
  'd Mon y',
  'd Month y',
  'd-MON-y',
  'Month d, y',
  'd.m.y',
  'd-m-y',
];

/** An ISO date as Australian documents print it. */
export function formatDate(iso: string, style: DateStyle): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  switch (style) {
    case 'd/m/y':
      return `${day}/${month}/${year}`;
    case 'd Mon y':
      return `${Number(day)} ${name.slice(0, 3)} ${year}`;
    case 'd Month y':
      return `${Number(day)} ${name} ${year}`;
    case 'd-MON-y':
      return `${day}-${name.slice(0, 3).toUpperCase()}-${year}`;
    case 'Month d, y':
      return `${name} ${Number(day)}, ${year}`;
    case 'd.m.y':
      return `${day}.${month}.${year}`;
    case 'd-m-y':
      return `${day}-${month}-${year}`;
  }
}

export type MoneyStyle = '$1,234.56' | '1,234.56' | '$1234.56' | 'AUD 1,234.56';
export const MONEY_STYLES: MoneyStyle[] = ['$1,234.56', '1,234.56', '$1234.56', 'AUD 1,234.56'];

export function formatMoney(amount: number, style: MoneyStyle): string {
  const fixed = Math.abs(amount).toFixed(2);
  const grouped = Number(fixed).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const sign = amount < 0 ? '-' : '';
  switch (style) {
    case '$1,234.56':
      return `${sign}$${grouped}`;
    case '1,234.56':
      return `${sign}${grouped}`;
    case '$1234.56':
      return `${sign}$${fixed}`;
    case 'AUD 1,234.56':
      return `${sign}AUD ${grouped}`;
  }
}

/** Whole-dollar amounts (cover, salary) are printed without cents. */
export function formatWholeDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-AU')}`;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}

/** 30 June statement ends of recent years, or any month end. */
export function statementEnd(random: Random): string {
  if (random.chance(0.5)) return `${random.int(2023, 2025)}-06-30`;
  const month = random.int(1, 12);
  const year = random.int(2024, 2025);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${last}`;
}

export const round2 = (amount: number) => Math.round(amount * 100) / 100;
