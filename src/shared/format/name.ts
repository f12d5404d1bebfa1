/** People's names for display. */

type NamePart = string | null | undefined;

const clean = (value: NamePart): string => (value ?? '').trim().replace(/\s+/g, ' ');

/** First letter, skipping leading punctuation such as the quote in "'Ana"; '' when there is none. */
function firstLetter(value: NamePart): string {
  const letter = /\p{L}/u.exec(clean(value))?.[0] ?? '';
  // One character even where upper case has two ("ß" → "SS"), to fit the avatar.
  return [...letter.toLocaleUpperCase('en-AU')][0] ?? '';
}

/** Initials for the dashboard avatar: ("Sarah Jane", "O'Brien") → "SO"; either part may be missing. */
export function initials(givenNames: NamePart, familyName: NamePart): string {
  return firstLetter(givenNames) + firstLetter(familyName);
}

/** "Sarah Jane O'Brien": given names then family name, spacing tidied, either part may be missing. */
export function fullName(givenNames: NamePart, familyName: NamePart): string {
  return [clean(givenNames), clean(familyName)].filter(Boolean).join(' ');
}

/** A person's name as the client's record holds it. */
export type NameParts = { givenNames: string; familyName: string };

/** Words that join the family name that follows them: "Van der Merwe", "De Luca", "Da Silva", "St. Clair". */
const surnameParticles = new Set(
  'van von der den de da di del della la le du dos das bin binti al el ten ter st'.split(' '),
);
/** Titles printed before a name, longest first (so "Mrs" is not read as "Mr" and an "s"). */
export const TITLE_WORDS = ['miss', 'prof', 'mrs', 'sir', 'mr', 'ms', 'mx', 'dr'] as const;
/** A title at the start of a printed name ("Mr ", "Dr. "). */
export const TITLE = new RegExp(`^(?:${TITLE_WORDS.join('|')})\\.?\\s+`, 'i');
/** Words a period follows without ending them: an initial ("John P. Smith") or these ("St. Clair"). */
const abbreviations = new Set(['st', 'ste', 'mt', 'jr', 'sr']);

const letters = (word: string) => word.replace(/[^\p{L}]/gu, '');
const isParticle = (word: string | undefined) =>
  word !== undefined && surnameParticles.has(letters(word).toLowerCase());
/** A word printed in capitals: two letters or more, none in lower case ("SMITH", "O'BRIEN", "AL-HASSAN");
 * initials with periods ("J.P.") are not. */
const inCapitals = (word: string) =>
  letters(word).length >= 2 && !/\p{Ll}/u.test(word) && !word.includes('.');
const hasLowerCase = (word: string) => /\p{Ll}/u.test(word);
const sameLetters = (a: string, b: string) =>
  a !== '' && letters(a).toLowerCase() === letters(b).toLowerCase();

/** "SMITH, John Paul" and "SMITH. John Paul": the family name first, then a comma or a period. */
function familyFirst(text: string): NameParts | null {
  const comma = text.split(',').map((part) => part.trim());
  if (comma.length === 2) {
    const [family = '', given = ''] = comma;
    return family && given ? { givenNames: given, familyName: family } : null;
  }
  if (comma.length > 2) return null;
  const match = /^([\p{L}'’\- ]+?)\.\s*(\p{L}.*)$/u.exec(text);
  if (!match) return null;
  const [, family = '', given = ''] = match;
  const lastWord = family.split(' ').at(-1) ?? '';
  // A period after an initial or an abbreviation belongs to that word, not between the two names.
  if (letters(lastWord).length < 2 || abbreviations.has(lastWord.toLowerCase())) return null;
  return { givenNames: given.trim(), familyName: family.trim() };
}

/** The family name printed in capitals beside given names in natural case: "SMITH John Paul", "John Paul SMITH". */
function familyInCapitals(words: readonly string[]): NameParts | null {
  if (!words.some(hasLowerCase) || !words.some(inCapitals)) return null;
  // A family name is one word and its particles ("VAN DER MERWE"); a longer run in capitals is a whole name
  // printed in capitals after a heading ("Licence HANNAH VAN DER MERWE"), not a family name.
  const oneName = (run: readonly string[]) => run.filter((word) => !isParticle(word)).length === 1;
  let leading = 0;
  while (leading < words.length && inCapitals(words[leading] ?? '')) leading += 1;
  if (
    leading > 0 &&
    leading < words.length &&
    !words.slice(leading).some(inCapitals) &&
    oneName(words.slice(0, leading))
  )
    return { familyName: words.slice(0, leading).join(' '), givenNames: words.slice(leading).join(' ') };
  let trailing = words.length;
  while (trailing > 0 && inCapitals(words[trailing - 1] ?? '')) trailing -= 1;
  if (trailing < words.length && trailing > 0 && !words.slice(0, trailing).some(inCapitals)) {
    while (trailing > 1 && isParticle(words[trailing - 1])) trailing -= 1;
    if (oneName(words.slice(trailing)))
      return { givenNames: words.slice(0, trailing).join(' '), familyName: words.slice(trailing).join(' ') };
  }
  return null;
}

/** The family name read on its own (a surname label, the MRZ) where the full name starts or ends with it. */
function byKnownFamilyName(words: readonly string[], family: string): NameParts | null {
  const familyWords = family.trim().split(/\s+/);
  const count = familyWords.length;
  if (count >= words.length) return null;
  const same = (part: readonly string[]) => sameLetters(part.join(''), familyWords.join(''));
  if (same(words.slice(-count)))
    return { givenNames: words.slice(0, -count).join(' '), familyName: words.slice(-count).join(' ') };
  if (same(words.slice(0, count)))
    return { givenNames: words.slice(count).join(' '), familyName: words.slice(0, count).join(' ') };
  return null;
}

/**
 * Splits a printed full name into given names and family name by what the document shows, in this order:
 * the family name first with a comma or a period after it ("O'BRIEN, Sean Patrick", "SMITH. John Paul");
 * the family name the document printed on its own (`knownFamilyName`: a surname label, the MRZ's primary
 * identifier) where the full name starts or ends with it; a family name in capitals beside given names in
 * natural case ("SMITH John Paul", "Jack Henry WILSON"); else natural order, the last word (with the
 * particles before it: "Willem van der Merwe") the family name. A period is never a place to split a name
 * within these forms: it stays with its initial or abbreviation ("John P. Smith", "Mary St. Clair").
 * Titles are left out; spelling and case are kept. Null when there is no name; a single word is a family name.
 */
export function splitFullName(printed: string, knownFamilyName?: string | null): NameParts | null {
  const text = printed
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TITLE, '')
    .replace(/^[\s,.;:]+|[\s,;:]+$/g, '')
    .replace(/(?<=\p{L}{2})\.$/u, '');
  if (!/\p{L}/u.test(text)) return null;
  const separated = familyFirst(text);
  if (separated && separated.givenNames && separated.familyName) return separated;
  const words = text.split(' ');
  if (words.length === 1) return { givenNames: '', familyName: text };
  const known = knownFamilyName?.trim() ? byKnownFamilyName(words, knownFamilyName) : null;
  if (known) return known;
  const capitals = familyInCapitals(words);
  if (capitals) return capitals;
  let familyStart = words.length - 1;
  while (familyStart > 1 && isParticle(words[familyStart - 1])) familyStart -= 1;
  return {
    givenNames: words.slice(0, familyStart).join(' '),
    familyName: words.slice(familyStart).join(' '),
  };
}
