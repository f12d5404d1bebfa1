/** en-AU dates: dd/mm/yyyy display, lenient parsing of typed and pasted dates to ISO "YYYY-MM-DD". */

export type DateInput = string | Date | number | null | undefined;

/**
 * timeZone applies to instants (Date objects, epoch milliseconds, timestamps with a time); it defaults to
 * the runtime's zone, so pass e.g. 'Australia/Sydney' on a server running in UTC. Calendar dates such as
 * "2025-03-12" never depend on a zone.
 */
export type DateFormatOptions = { timeZone?: string };

const MONTH_NAMES = 'january february march april may june july august september october november december';

/** Full names, three-letter abbreviations and "sept", to month numbers. */
const MONTHS: ReadonlyMap<string, number> = new Map([
  ...MONTH_NAMES.split(' ').flatMap((name, index): [string, number][] => [
    [name, index + 1],
    [name.slice(0, 3), index + 1],
  ]),
  ['sept', 9],
]);

const WEEKDAY_NAMES =
  'mon monday tue tues tuesday wed wednesday thu thur thurs thursday fri friday sat saturday sun sunday';

/** A leading weekday is allowed: "Wednesday, 12 March 2025". */
const WEEKDAYS: ReadonlySet<string> = new Set(WEEKDAY_NAMES.split(' '));

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NUMERIC_DMY = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s,./-]*([a-z]+)\.?[\s,./-]+(\d{2}|\d{4})$/;
const MONTH_DAY_YEAR = /^([a-z]+)\.?[\s,./-]*(\d{1,2})(?:st|nd|rd|th)?[\s,./-]+(\d{2}|\d{4})$/;
/** ISO 8601 and Postgres timestamps: "2025-03-12T04:45:00Z", "2025-03-12 04:45:00.123456+10". */
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

/** ISO "YYYY-MM-DD" for a real calendar date, or null (31/02/2025 is not one). */
function toIso(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Drops a leading weekday ("Wednesday, 12 March 2025"); it is not checked against the date. */
function withoutWeekday(text: string): string {
  const match = /^([a-z]+)\.?,?\s+(.*)$/.exec(text);
  return match && WEEKDAYS.has(match[1] ?? '') ? (match[2] ?? '') : text;
}

/**
 * Parses a typed or pasted date to ISO "YYYY-MM-DD", or null. Day first, as in Australia: "12/03/2025",
 * "12-03-2025", "12.03.2025", "12 Mar 2025", "12-Mar-2025", "Wednesday, 12 March 2025", "March 12, 2025",
 * "2025-03-12"; two-digit years are 00–69 → 20xx, 70–99 → 19xx.
 */
export function parseDate(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const clean = withoutWeekday(text.trim().toLowerCase().replace(/\s+/g, ' '));

  const iso = ISO_DATE.exec(clean);
  if (iso) return toIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const numeric = NUMERIC_DMY.exec(clean);
  if (numeric) return toIso(fullYear(numeric[4] ?? ''), Number(numeric[3]), Number(numeric[1]));

  const dayFirst = DAY_MONTH_YEAR.exec(clean);
  if (dayFirst) {
    const month = MONTHS.get(dayFirst[2] ?? '');
    return month ? toIso(fullYear(dayFirst[3] ?? ''), month, Number(dayFirst[1])) : null;
  }

  const monthFirst = MONTH_DAY_YEAR.exec(clean);
  if (monthFirst) {
    const month = MONTHS.get(monthFirst[1] ?? '');
    return month ? toIso(fullYear(monthFirst[3] ?? ''), month, Number(monthFirst[2])) : null;
  }
  return null;
}

/** Rewrites a Postgres-style timestamp into the one format every JavaScript engine parses. */
function parseTimestamp(text: string): Date | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, date = '', time = '', seconds = '00', fraction = '', zone = ''] = match;
  if (parseDate(date) === null) return null;
  let offset = zone.toUpperCase();
  if (/^[+-]\d{2}$/.test(offset)) offset += ':00';
  else if (/^[+-]\d{4}$/.test(offset)) offset = `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const result = new Date(`${date}T${time}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`);
  return Number.isNaN(result.getTime()) ? null : result;
}

type Resolved = { kind: 'calendar'; date: Date } | { kind: 'instant'; date: Date } | null;

/** Calendar dates become UTC midnight and are formatted in UTC, so "2025-03-12" never shifts a day. */
function resolve(value: DateInput): Resolved {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { kind: 'instant', date: value };
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : { kind: 'instant', date };
  }
  if (typeof value !== 'string') return null;
  const timestamp = parseTimestamp(value);
  if (timestamp) return { kind: 'instant', date: timestamp };
  const iso = parseDate(value);
  if (!iso) return null;
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  return { kind: 'calendar', date };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build, so each style and zone is built once. */
function formatter(style: 'date' | 'long' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    const fields: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : { day: '2-digit', month: '2-digit', year: 'numeric' };
    if (style === 'dateTime') Object.assign(fields, { hour: 'numeric', minute: '2-digit', hour12: true });
    cached = new Intl.DateTimeFormat('en-AU', { ...fields, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

function format(style: 'date' | 'long' | 'dateTime', value: DateInput, options: DateFormatOptions): string {
  const resolved = resolve(value);
  if (!resolved) return '';
  const timeZone = resolved.kind === 'calendar' ? 'UTC' : options.timeZone;
  // ICU versions differ on narrow/no-break spaces before "pm"; browser and server should agree.
  return formatter(style, timeZone)
    .format(resolved.date)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** "12/03/2025"; '' when empty or not a date. Accepts anything parseDate accepts, timestamps and Dates. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format('date', value, options);
}

/** "12 March 2025"; '' when empty or not a date. */
export function formatDateLong(value: DateInput, options: DateFormatOptions = {}): string {
  return format('long', value, options);
}

/** "12/03/2025, 3:45 pm" for timestamps; a calendar date shows midnight. '' when empty or not a date. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format('dateTime', value, options);
}
