/** Australian phone numbers: inputs store digits only and display in the national form with a leading 0. */

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

type PhoneInput = string | null | undefined;

const startsWithPlus = (raw: string): boolean => /^\s*\+/.test(raw);

/**
 * Digits in national form: the +61 international form ("+61 412 345 678", or "61412345678" once all
 * eleven digits are there) becomes "0412345678". Without a "+", 61 is only read as the country code at
 * eleven digits or more, because shorter numbers starting 61 can be local numbers still being typed.
 */
function nationalDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const international = startsWithPlus(raw)
    ? digits.startsWith('61') && digits.length > 2
    : digits.length >= 11 && /^61[23478]/.test(digits);
  if (!international) return digits;
  const rest = digits.slice(2);
  // "+61 (0)4…" already carries the trunk 0.
  return rest.startsWith('0') ? rest : `0${rest}`;
}

/** Splits digits into groups of the given sizes; digits beyond them stay visible as a final group. */
function group(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let index = 0;
  for (const size of sizes) {
    if (index >= digits.length) break;
    groups.push(digits.slice(index, index + size));
    index += size;
  }
  if (index < digits.length) groups.push(digits.slice(index));
  return groups.join(' ');
}

/** The digits a phone input stores, in national form: "+61 412 345 678" → "0412345678". */
export function parseMobileInput(raw: PhoneInput): string {
  return typeof raw === 'string' ? nationalDigits(raw) : '';
}

/**
 * Display form, applied progressively as the user types: "0412345678" → "0412 345 678",
 * "0298765432" → "02 9876 5432", "04123" → "0412 3". Other numbers show their digits ungrouped;
 * a non-Australian "+" number keeps its "+".
 */
export function formatMobile(raw: PhoneInput): string {
  if (typeof raw !== 'string') return '';
  const digits = nationalDigits(raw);
  if (startsWithPlus(raw) && !digits.startsWith('0')) return `+${digits}`;
  if (/^04/.test(digits)) return group(digits, [4, 3, 3]);
  if (/^0[2378]/.test(digits)) return group(digits, [2, 4, 4]);
  return digits;
}

/**
 * True for a valid Australian number (mobile, landline or 13/1300/1800) per libphonenumber-js.
 * It checks the digits the input would store, so stray characters do not matter; +61 numbers of the
 * external territories (Christmas and Cocos Islands) count as Australian.
 */
export function isValidAustralianPhone(raw: PhoneInput): boolean {
  if (typeof raw !== 'string') return false;
  const digits = nationalDigits(raw);
  if (digits === '') return false;
  const international = startsWithPlus(raw) && !digits.startsWith('0');
  const phone = parsePhoneNumberFromString(international ? `+${digits}` : digits, 'AU');
  return phone !== undefined && phone.countryCallingCode === '61' && phone.isValid();
}
