import { replaceLookAlikes } from '@/server/reading/checks/repair-digits';

/**
 * An account or member number: 5-12 digits, possibly grouped by spaces ("6792 2032"). A BSB-like "062-123"
 * or a masked "xx1234" is not one. Letters OCR confuses with digits are read as digits when most of the
 * token is digits.
 */
export function parseAccountNumber(text: string): string | null {
  for (const match of text.matchAll(/(?<![\w-])([0-9OIlSB][0-9OIlSB ]{3,16}[0-9OIlSB])(?![\w-])/g)) {
    const token = (match[1] ?? '').trim();
    const digits = replaceLookAlikes(token).replace(/ /g, '');
    const letters = token.replace(/[\d ]/g, '').length;
    if (/^\d{5,12}$/.test(digits) && letters <= 1) return digits;
  }
  // Grouped with dashes ("73-309-0358"), but not a BSB ("083-214") or a date ("12-03-2025").
  for (const match of text.matchAll(/(?<![\w-])(\d{2,4}(?:-\d{3,6}){1,3})(?![\w-])/g)) {
    const token = match[1] ?? '';
    const digits = token.replace(/-/g, '');
    if (/^\d{3}-\d{3}$/.test(token) || !/^\d{6,12}$/.test(digits)) continue;
    return digits;
  }
  return null;
}

/** A card, licence or policy number: one token of 5-12 letters and digits with at least one digit, in capitals (OCR may lower-case a letter). */
export function parseIdentifier(text: string): string | null {
  for (const match of text.matchAll(/(?<![\w])([A-Za-z0-9][A-Za-z0-9-]{3,13}[A-Za-z0-9])(?![\w])/g)) {
    const token = (match[1] ?? '').replace(/-/g, '').toUpperCase();
    if (/\d/.test(token) && token.length >= 5 && token.length <= 12) return token;
  }
  return null;
}
