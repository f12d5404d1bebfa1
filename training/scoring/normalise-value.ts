/**
 * How a field's value is brought to one comparable form before truth and prediction are compared (the rules
 * are written out in docs/scoring.md). Each kind of field has its own normaliser; a value it cannot read is
 * compared as plain text.
 */
import { documentKeysOfKind, personKeys, typeKeys } from '@/shared/document-keys';

const keysOfType: Readonly<Record<string, readonly string[]>> = typeKeys;

/** The keys scored for a document of this true type: the person's and the type's own. */
export function scoredKeys(type: string): Set<string> {
  return new Set([...personKeys, ...(keysOfType[type] ?? [])]);
}

// Kinds of value by the field registry's kinds, so the scorer reads the same list as the product.
const moneyKeys = documentKeysOfKind('money');
const dateKeys = documentKeysOfKind('date');
/** Numbers a document may print masked (xxxx5678): the last four digits decide. */
export const maskableKeys = documentKeysOfKind('masked-number');
const identifierKeys = new Set([
  'licenceNumber',
  'cardNumber',
  'passportNumber',
  'medicareNumber',
  'policyNumber',
  'employerAbn',
  'addressPostcode',
]);
const organisationKeys = new Set(['provider', 'bankName', 'fundName', 'employer', 'lender', 'insurer']);
export const addressKeys = new Set(['addressStreet', 'securityAddress', 'streetAddress']);

/** Codes inferred from wording: the first pattern that matches gives the code. */
const codes: Record<string, [string, RegExp][]> = {
  accountType: [
    ['offset', /offset/],
    ['credit', /credit|card|visa|mastercard|amex/],
    ['mortgage', /mortgage|home ?loan/],
    ['savings', /sav(er|ing|ings)|maximiser|bonus|goal|life\b|growth/],
    ['transaction', /transaction|everyday|access|choice|cheque|classic|freedom|spending|options/],
  ],
  payFrequency: [
    ['fortnightly', /fortnight|bi-?weekly|2 ?weeks/],
    ['weekly', /week/],
    ['monthly', /month/],
  ],
  premiumFrequency: [
    ['fortnightly', /fortnight/],
    ['monthly', /month|p\.?m\.?$|\/m(th)?$/],
    ['annual', /annual|year|p\.?a\.?$|per annum|\/yr?$/],
  ],
  policyType: [
    ['income-protection', /income|salary continuance|\bip\b/],
    ['tpd', /tpd|total (and|&) permanent|permanent disab/],
    ['trauma', /trauma|critical|crisis/],
    ['contents', /contents/],
    ['home', /home|building/],
    ['car', /car|motor|vehicle/],
    ['life', /life|death|term/],
  ],
  sex: [
    ['F', /^(f|female|woman)$/],
    ['M', /^(m|male|man)$/],
    ['X', /^(x|indeterminate|unspecified|non-?binary)$/],
  ],
  nationality: [['AUS', /^(aus|australian?|australian citizen)$/]],
};
codes.repaymentFrequency = codes.payFrequency!;

const stateNames: Record<string, string> = {
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'western australia': 'WA',
  'south australia': 'SA',
  tasmania: 'TAS',
  'australian capital territory': 'ACT',
  'northern territory': 'NT',
};
const states: Record<string, string> = {
  ...stateNames,
  ...Object.fromEntries(Object.values(stateNames).map((code) => [code.toLowerCase(), code])),
};
const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const streetTypes: Record<string, string> = {
  street: 'st',
  road: 'rd',
  avenue: 'ave',
  av: 'ave',
  drive: 'dr',
  court: 'ct',
  crescent: 'cres',
  place: 'pl',
  parade: 'pde',
  lane: 'la',
  ln: 'la',
  close: 'cl',
  terrace: 'tce',
  grove: 'gr',
  boulevard: 'bvd',
  blvd: 'bvd',
  circuit: 'cct',
  highway: 'hwy',
  square: 'sq',
};
/** Brand and legal names of one organisation; the first is the one every other is read as. */
const organisationAliases = [
  ['commonwealth bank', 'commonwealth bank of australia', 'commbank', 'cba', 'commonwealth bank australia'],
  ['westpac', 'westpac banking corporation', 'westpac bank'],
  ['nab', 'national australia bank', 'national australia bank limited'],
  ['anz', 'australia and new zealand banking group', 'anz bank', 'anz plus'],
  ['macquarie bank', 'macquarie', 'macquarie bank limited'],
  ['ing', 'ing bank', 'ing bank (australia)', 'ing bank (australia) limited', 'ing australia'],
  ['bendigo bank', 'bendigo and adelaide bank', 'bendigo and adelaide bank limited', 'bendigo'],
  ['bankwest', 'bank west', 'bankwest, a division of commonwealth bank of australia'],
  ['suncorp bank', 'suncorp', 'suncorp bank (norfina)', 'suncorp bank (norfina limited)'],
  [
    'st george bank',
    'st.george bank – a division of westpac banking corporation',
    'st.george',
    'st george bank, a division of westpac banking corporation',
  ],
  ['rest', 'rest super', 'retail employees superannuation trust'],
  ['cbus', 'cbus super'],
  ['australian retirement trust', 'art'],
  ['hesta', 'hesta super'],
  ['aware super', 'aware'],
  ['hostplus', 'host plus'],
  ['unisuper', 'uni super'],
  ['australiansuper', 'australian super'],
  ['ato', 'australian taxation office'],
  ['aia australia', 'aia'],
  ['zurich australia', 'zurich'],
  ['metlife australia', 'metlife'],
  ['clearview life', 'clearview'],
  ['mlc life insurance', 'mlc life', 'mlc'],
  ['colonial first state firstchoice', 'colonial first state', 'cfs firstchoice', 'cfs'],
  ['vanguard personal investor', 'vanguard'],
  ['agl', 'agl energy'],
  ['origin energy', 'origin'],
  ['ractinsurance', 'ract insurance'],
];

/** Plain text: NFKC, lower case, curly quotes and dashes made plain, `.,;:()"` dropped, spaces collapsed. */
export function normaliseText(value: unknown): string {
  return String(value)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[.,;:()"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function organisationBase(value: unknown): string {
  return normaliseText(value)
    .replace(/&/g, ' and ')
    .replace(/\s+-\s+/g, ' ')
    .replace(/\b(pty|proprietary)\b\s*\b(ltd|limited)\b/g, '')
    .replace(/\b(ltd|limited|inc|plc)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
const aliasOf = new Map(
  organisationAliases.flatMap((names) =>
    names.map((name) => [organisationBase(name), organisationBase(names[0])]),
  ),
);
const normaliseOrganisation = (value: unknown) => {
  const base = organisationBase(value);
  return aliasOf.get(base) ?? base;
};

function normaliseAddress(value: unknown): string {
  return normaliseText(value)
    .replace(/[/-]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => streetTypes[word] ?? word)
    .join(' ')
    .replace(/\baustralia\b/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /\b(new south wales|victoria|queensland|western australia|south australia|tasmania|australian capital territory|northern territory)\b/g,
      (name) => (stateNames[name] ?? name).toLowerCase(),
    );
}

/** A printed date as YYYY-MM-DD, or null when it is not one of the forms documents print. */
export function normaliseDate(value: unknown): string | null {
  const text = String(value)
    .trim()
    .toLowerCase()
    .replace(/(st|nd|rd|th)\b/g, '')
    .replace(/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+(?=\d)/, '')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ');
  const fullYear = (year: string) =>
    year.length === 2 ? (Number(year) < 70 ? 2000 : 1900) + Number(year) : Number(year);
  const iso = (year: number, month: number, day: number) =>
    month >= 1 && month <= 12 && day >= 1 && day <= 31
      ? `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
      : null;
  const month = (name: string) => monthNames.indexOf(name.slice(0, 3)) + 1;
  let match: RegExpMatchArray | null;
  if ((match = text.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(t.*)?$/)))
    return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  if ((match = text.match(/^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})$/)))
    return iso(fullYear(match[3]!), Number(match[2]), Number(match[1]));
  if ((match = text.match(/^(\d{1,2})[-/. ]?([a-z]{3,9})\.?[-/. ]?(\d{2}|\d{4})$/)))
    return month(match[2]!) ? iso(fullYear(match[3]!), month(match[2]!), Number(match[1])) : null;
  if ((match = text.match(/^([a-z]{3,9})\.? (\d{1,2}) (\d{4})$/)))
    return month(match[1]!) ? iso(Number(match[3]), month(match[1]!), Number(match[2])) : null;
  if ((match = text.match(/^(\d{4})(\d{2})(\d{2})$/)))
    return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  return null;
}

/** Dollars to the cent; brackets, a leading or trailing minus (and for taxPayable CR or "refund") negate. */
export function normaliseMoney(value: unknown, key: string): number | null {
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  const text = String(value).trim().toLowerCase();
  let negative = /^\(.*\)$/.test(text) || /^(aud|a\$|\$)?\s*-/.test(text) || /-\s*$/.test(text);
  if (key === 'taxPayable' && /\bcr\b|credit|refund/.test(text)) negative = true;
  const digits = text.replace(/[^0-9.]/g, '');
  if (!digits || Number.isNaN(Number(digits))) return null;
  const amount = Math.round(Number(digits) * 100) / 100;
  return negative ? -amount : amount;
}

function normaliseCode(key: string, value: unknown): string {
  const text = normaliseText(value);
  for (const [code, pattern] of codes[key] ?? []) if (pattern.test(text)) return code;
  return key === 'sex' || key === 'nationality' ? text.toUpperCase() : text;
}

function normaliseDays(value: unknown): number | string {
  if (typeof value === 'number') return value;
  const text = normaliseText(value);
  const count = parseFloat(text.replace(/[^0-9.]/g, ''));
  if (Number.isNaN(count)) return text;
  if (/week/.test(text)) return Math.round(count * 7);
  if (/month/.test(text)) return Math.round(count * 30);
  if (/year/.test(text)) return Math.round(count * 365);
  return count;
}

function normaliseBenefitPeriod(value: unknown): string {
  const text = normaliseText(value).replace(/-/g, ' ');
  let match: RegExpMatchArray | null;
  if ((match = text.match(/age (\d{2})/))) return `to age ${match[1]}`;
  if ((match = text.match(/(\d+) ?(years?|yrs?)/))) return `${match[1]} years`;
  if ((match = text.match(/(\d+) ?(months?|mths?)/))) return `${match[1]} months`;
  if ((match = text.match(/^(\d+)$/))) return `${match[1]} years`;
  return text;
}

/** The financial year as YYYY-YY (the year ending 30 June of the later year). */
function normaliseTaxYear(value: unknown): string {
  const text = String(value).trim().toLowerCase();
  const span = (endYear: number) => `${endYear - 1}-${String(endYear).slice(2)}`;
  let match: RegExpMatchArray | null;
  if ((match = text.match(/(\d{4})\s*[-/–]\s*(\d{2,4})/))) return span(Number(match[1]) + 1);
  if ((match = text.match(/^(?:fy|year ending|ye)?\s*'?(\d{4})$/))) return span(Number(match[1]));
  if ((match = text.match(/^fy\s*(\d{2})$/))) return span(2000 + Number(match[1]));
  if ((match = text.match(/30 june (\d{4})/))) return span(Number(match[1]));
  return text;
}

function normaliseState(value: unknown): string {
  const text = normaliseText(value);
  if (states[text]) return states[text];
  const names = Object.keys(states).sort((a, b) => b.length - a.length);
  for (const name of names) if (new RegExp(`(^|[^a-z])${name}([^a-z]|$)`).test(text)) return states[name]!;
  return text.toUpperCase();
}

const withoutTitle = (text: string) => text.replace(/^(mr|mrs|ms|miss|mx|dr)\s+/, '');

/** A full name in natural order: "FAMILY, Given" is turned round, a title dropped. */
function normaliseFullName(value: unknown): string {
  const parts = String(value).split(',');
  if (parts.length === 2 && parts[1]!.trim()) return withoutTitle(normaliseText(`${parts[1]} ${parts[0]}`));
  return withoutTitle(normaliseText(value));
}

function normalisePhone(value: unknown): string {
  let digits = String(value).replace(/[^0-9+]/g, '');
  if (digits.startsWith('+61')) digits = `0${digits.slice(3)}`;
  if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`;
  return digits.replace(/\D/g, '');
}

/** A value of `key` in its comparable form; null for an empty value. */
export function normaliseValue(key: string, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (moneyKeys.has(key)) return normaliseMoney(value, key);
  if (dateKeys.has(key)) return normaliseDate(value) ?? normaliseText(value);
  if (key === 'interestRate') {
    const rate = parseFloat(String(value).replace(/[^0-9.]/g, ''));
    return Number.isNaN(rate) ? normaliseText(value) : Math.round(rate * 1000) / 1000;
  }
  if (key === 'insuranceIPWaitingPeriod' || key === 'waitingPeriod') return normaliseDays(value);
  if (key === 'insuranceIPBenefitPeriod' || key === 'benefitPeriod') return normaliseBenefitPeriod(value);
  if (key === 'taxYear') return normaliseTaxYear(value);
  if (key === 'bsb')
    return String(value)
      .replace(/[^0-9*xX•]/g, '')
      .replace(/[xX•]/g, '*');
  if (maskableKeys.has(key))
    return String(value)
      .toUpperCase()
      .replace(/[^0-9A-Z*•]/g, '')
      .replace(/[X•]/g, '*');
  if (identifierKeys.has(key))
    return String(value)
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '');
  if (key === 'medicareIrn') return String(value).replace(/[^0-9]/g, '');
  if (key === 'tfnMasked')
    return String(value)
      .toLowerCase()
      .replace(/[x•#]/g, '*')
      .replace(/[^0-9*]/g, '');
  if (key === 'phone') return normalisePhone(value);
  if (key === 'email') return String(value).trim().toLowerCase();
  if (key === 'addressState' || key === 'issuingState' || key === 'state') return normaliseState(value);
  if (codes[key]) return normaliseCode(key, value);
  if (organisationKeys.has(key)) return normaliseOrganisation(value);
  if (addressKeys.has(key)) return normaliseAddress(value);
  if (key === 'fullName') return normaliseFullName(value);
  if (key === 'lastName') return withoutTitle(normaliseText(value));
  return normaliseText(value);
}
