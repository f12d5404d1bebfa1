import { splitFullName, TITLE, TITLE_WORDS } from '@/shared/format/name';
import { repairLetterOcr, toDisplayCase } from './text-case';

export type PersonName = { fullName: string; firstName: string; lastName: string };

/** Words that show a line names an organisation or a heading, not a person. */
const NOT_A_PERSON = new RegExp(
  `\\b(${[
    'pty ltd limited inc co corporation company holdings group trust partners partnership associates enterprises industries',
    'bank super fund council insurance energy water services solutions systems technologies consulting management',
    'centre center clinic hospital school college university academy agency studio institute society association',
    'learning care health medical dental pathology physiotherapy pharmacy legal accounting property realty construction',
    'constructions engineering transport logistics plumbing electrical mining supplies software media design motors auto',
    'marine civil community housing disability early foods farm farms vineyards retail wholesale',
    'statement account policy australia payslip notice summary invoice tax total balance period number date address',
    'street road portfolio loan details cover schedule member amount office level box the of and',
    'licence license licences passport identity',
  ]
    .join(' ')
    .split(' ')
    .join('|')})\\b`,
  'i',
);

/** Whether text reads as a person's name: 2-5 words of letters, apostrophes and hyphens, no organisation words. */
export function looksLikePersonName(text: string): boolean {
  const clean = text.replace(TITLE, '').trim();
  if (NOT_A_PERSON.test(clean)) return false;
  const words = clean.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.length <= 5 && words.every((word) => /^\p{L}[\p{L}'’\-.]*$/u.test(word));
}

/** A title, capitalised, that OCR ran into the given name after it ("MsZara", "Misslsabella"). */
const TITLE_RUN_IN = new RegExp(
  `^(\\s*)(${TITLE_WORDS.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('|')})(?=\\p{Lu}\\p{Ll}|l\\p{Ll})`,
  'u',
);

/** Particles that start with a lower-case "l" and stay that way. */
const LOWER_L_WORDS = new Set(['la', 'le', 'lo', 'los', 'las']);

/**
 * OCR slips inside names: digits for look-alike letters, and "l" for "I" at the start of a name part
 * ("Fraser-lvanov", "lyer"): names start with a capital, and a capital I is what OCR reads as l.
 */
export function repairNameOcr(text: string): string {
  return (
    repairLetterOcr(text)
      // A title OCR misread ("Mjss", "Mlss") or ran into the given name ("MsZara", "Misslsabella").
      .replace(/^(\s*)M[il1|j]ss(?=\s)/u, '$1Miss')
      .replace(TITLE_RUN_IN, '$1$2 ')
      .replace(/(?<=\p{L})0|0(?=\p{L})/gu, 'O')
      .replace(/(?<=\p{L})1|1(?=\p{L})/gu, 'I')
      .replace(/(^|[\s\-'’])(l[\p{L}'’]*)/gu, (whole, before: string, word: string) =>
        LOWER_L_WORDS.has(word.toLowerCase()) || !/\p{Lu}/u.test(text) ? whole : `${before}I${word.slice(1)}`,
      )
  );
}

/** Capitals in natural case ("O'BRIEN" → "O'Brien"); given names printed in natural case stay as printed. */
const displayCase = (text: string): string =>
  /\p{Ll}/u.test(text) ? text.replace(/[\p{Lu}'’-]{2,}/gu, toDisplayCase) : toDisplayCase(text);

/**
 * Splits a printed name into full, first and last by the document's structure (shared/format/name.ts:
 * "O'BRIEN, Sean Patrick", "SMITH. John Paul", a family name in capitals, else natural order with particles),
 * after mending OCR's letter slips; the parts in natural case, the full name in natural order.
 */
export function splitPersonName(printed: string): PersonName | null {
  const parts = splitFullName(repairNameOcr(printed));
  if (!parts?.givenNames || !parts.familyName) return null;
  const given = displayCase(parts.givenNames);
  const family = displayCase(parts.familyName);
  return { fullName: `${given} ${family}`, firstName: given.split(' ')[0] ?? given, lastName: family };
}
