import type { ExtractedFields } from '@/server/reading/extract/types';

export type Person = { givenNames: string | null; familyName: string | null; dob: string | null };
export type PersonMatch = 'match' | 'mismatch' | 'unknown';

const titles = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir']);

/** Lower-case name words without titles, accents or punctuation ("O'Brien" → "obrien"). */
export function nameWords(value: string | null | undefined): string[] {
  return (value ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`.]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word !== '' && !titles.has(word));
}

/** Two spellings of one word, allowing one misread letter in a word of five or more (OCR). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A given name as printed ("J", "James", "JAMES ROBERT") agrees with the person's first given name. */
function givenAgrees(printed: string[], person: string[]): boolean {
  const first = person[0];
  if (!first) return true;
  return printed.some((word) =>
    word.length === 1 ? word === first[0] : person.some((given) => sameWord(word, given)),
  );
}

/** The names a document prints: one, or two for joint documents ("John & Jane Smith", "J Smith and K Smith"). */
function printedNames(fields: ExtractedFields): string[][] {
  const full = fields.fullName?.value;
  const text =
    typeof full === 'string' && full.trim() !== ''
      ? full
      : [fields.firstName?.value, fields.lastName?.value]
          .filter((part) => typeof part === 'string')
          .join(' ');
  if (!text.trim()) return [];
  const parts = text.split(/\s*(?:&|\band\b|\+)\s*/i).map(nameWords);
  // "John & Jane Smith": the family name printed once, after the last given name.
  const lastFamily = parts.at(-1)?.at(-1);
  return parts
    .filter((words) => words.length > 0)
    .map((words) =>
      words.length === 1 && lastFamily && words[0] !== lastFamily ? [...words, lastFamily] : words,
    );
}

function nameMatches(printed: string[], person: Person): boolean {
  const family = nameWords(person.familyName);
  const given = nameWords(person.givenNames);
  if (family.length === 0) return false;
  // The family name's words appear in order among the printed words (any order of family/given: "SMITH, John").
  const familyAt = printed.findIndex((word) => sameWord(word, family[0] ?? ''));
  if (familyAt < 0) return false;
  if (
    !family.every(
      (word, index) => printed[familyAt + index] && sameWord(printed[familyAt + index] ?? '', word),
    )
  )
    return false;
  const rest = printed.filter((_, index) => index < familyAt || index >= familyAt + family.length);
  return rest.length === 0 || givenAgrees(rest, given);
}

/**
 * Whether a document is about this person, from the name and date of birth it prints. A differing date of
 * birth is a mismatch whatever the name; a printed name must carry the person's family name and a given name
 * (or initial) that agrees. A document that prints neither is unknown. `ignoreDob` leaves out a date of birth
 * that is only the intake's default.
 */
export function matchPerson(fields: ExtractedFields, person: Person, ignoreDob = false): PersonMatch {
  const printedDob = fields.dateOfBirth?.value;
  const dob = typeof printedDob === 'string' && printedDob !== '' ? printedDob : null;
  const names = printedNames(fields);
  if (dob && person.dob && !ignoreDob && dob !== person.dob) return 'mismatch';
  if (names.length === 0) return dob && person.dob && !ignoreDob ? 'match' : 'unknown';
  return names.some((printed) => nameMatches(printed, person)) ? 'match' : 'mismatch';
}

/** The name a document prints, for saying whose it is. */
export function printedName(fields: ExtractedFields): string | null {
  const full = fields.fullName?.value;
  if (typeof full === 'string' && full.trim() !== '') return full.trim();
  const parts = [fields.firstName?.value, fields.lastName?.value].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : null;
}
