// Printed formats for dates and money. Internally dates are ISO `YYYY-MM-DD` strings and money is
// integer cents, so that printed text and truth values come from the same number.

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) throw new Error(`bad date ${iso}`);
  return { y, m, d };
}

const p2 = (n: number) => String(n).padStart(2, '0');

export function isoOf(y: number, m: number, d: number): string {
  return `${y}-${p2(m)}-${p2(d)}`;
}

export function addDays(iso: string, n: number): string {
  const { y, m, d } = parts(iso);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return isoOf(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function addMonths(iso: string, n: number): string {
  const { y, m, d } = parts(iso);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(t.getUTCFullYear(), t.getUTCMonth() + 1, Math.min(d, last));
}

export function addYears(iso: string, n: number): string {
  return addMonths(iso, 12 * n);
}

export function daysBetween(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  return Math.round((Date.UTC(pb.y, pb.m - 1, pb.d) - Date.UTC(pa.y, pa.m - 1, pa.d)) / 86400000);
}

export function lastDayOfMonth(y: number, m: number): string {
  return isoOf(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
}

export type DateStyle =
  | 'dmy' // 12/03/2025
  | 'dmy2' // 12/03/25
  | 'dmyDash' // 12-03-2025
  | 'dmyDot' // 12.03.2025
  | 'dMonY' // 12 Mar 2025
  | 'dMONY' // 12 MAR 2025
  | 'dMonthY' // 12 March 2025
  | 'dMONdashY' // 12-MAR-2025
  | 'dMondashY' // 12-Mar-2025
  | 'monthDY' // March 12, 2025
  | 'long' // Wednesday, 12 March 2025
  | 'iso'; // 2025-03-12

export function fmtDate(iso: string, style: DateStyle): string {
  const { y, m, d } = parts(iso);
  const mon = MONTHS[m - 1] as string;
  const mon3 = mon.slice(0, 3);
  switch (style) {
    case 'dmy':
      return `${p2(d)}/${p2(m)}/${y}`;
    case 'dmy2':
      return `${p2(d)}/${p2(m)}/${String(y).slice(2)}`;
    case 'dmyDash':
      return `${p2(d)}-${p2(m)}-${y}`;
    case 'dmyDot':
      return `${p2(d)}.${p2(m)}.${y}`;
    case 'dMonY':
      return `${d} ${mon3} ${y}`;
    case 'dMONY':
      return `${p2(d)} ${mon3.toUpperCase()} ${y}`;
    case 'dMonthY':
      return `${d} ${mon} ${y}`;
    case 'dMONdashY':
      return `${p2(d)}-${mon3.toUpperCase()}-${y}`;
    case 'dMondashY':
      return `${p2(d)}-${mon3}-${y}`;
    case 'monthDY':
      return `${mon} ${d}, ${y}`;
    case 'long': {
      const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] as string;
      return `${wd}, ${d} ${mon} ${y}`;
    }
    case 'iso':
      return iso;
  }
}

/** Financial year label `2024-25` for the year ending 30 June of `endYear`. */
export function taxYearLabel(endYear: number): string {
  return `${endYear - 1}-${String(endYear).slice(2)}`;
}

// ---- money (integer cents) ----

export type MoneyStyle =
  | 'dollar' // $1,234.56
  | 'plain' // 1,234.56
  | 'bare' // 1234.56
  | 'aud' // AUD 1,234.56
  | 'whole'; // $1,235

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Format a non-negative amount of cents. */
export function money(cents: number, style: MoneyStyle = 'dollar'): string {
  if (cents < 0) return `-${money(-cents, style)}`;
  const dollars = Math.floor(cents / 100);
  const c = p2(cents % 100);
  switch (style) {
    case 'dollar':
      return `$${groupThousands(dollars)}.${c}`;
    case 'plain':
      return `${groupThousands(dollars)}.${c}`;
    case 'bare':
      return `${dollars}.${c}`;
    case 'aud':
      return `AUD ${groupThousands(dollars)}.${c}`;
    case 'whole':
      if (cents % 100 !== 0) throw new Error('whole-dollar format of an amount with cents');
      return `$${groupThousands(dollars)}`;
  }
}

/** Dollars as a JSON number for truth files (2 dp). */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function roundCents(x: number): number {
  return Math.round(x);
}

export function pct(rate: number, dp = 2): string {
  return `${rate.toFixed(dp)}%`;
}

/** Space-group a digit string: groups([4,3,3]) */
export function group(s: string, sizes: number[], sep = ' '): string {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    out.push(s.slice(i, i + n));
    i += n;
  }
  if (i < s.length) out.push(s.slice(i));
  return out.filter(Boolean).join(sep);
}

export function bsbFmt(bsb: string): string {
  return `${bsb.slice(0, 3)}-${bsb.slice(3)}`;
}
