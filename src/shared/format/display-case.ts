/** Names and organisations printed in capitals, for a person to read ("KINGFISHER MARINE PTY LTD"). */

/** Words kept as written: company forms and the register numbers beside them. */
const keptCapitals = new Set([
  'ABN',
  'ACN',
  'ARBN',
  'ATF',
  'ITF',
  'ID',
  'PO',
  'GPO',
  'NSW',
  'ACT',
  'NT',
  'QLD',
  'SA',
  'TAS',
  'VIC',
  'WA',
  'ATO',
  'AMP',
  'ANZ',
  'NAB',
  'CBA',
  'BHP',
  'BT',
  'IOOF',
  'HESTA',
  'UK',
  'USA',
  'NZ',
]);
/** Words in their usual mixed case. */
const usualCase = new Map(
  ['Pty', 'Ltd', 'Co', 'Inc', 'Corp', 'St', 'Rd', 'Dr', 'Hwy', 'Pde', 'Cres', 'Ct', 'Pl'].map((word) => [
    word.toUpperCase(),
    word,
  ]),
);
/** Small words left in lower case inside a name ("Bank of Queensland", "Van der Merwe"). */
const smallWords = new Set([
  'of',
  'and',
  'the',
  'for',
  'van',
  'von',
  'der',
  'den',
  'de',
  'la',
  'du',
  'da',
  'di',
]);

const capitalise = (part: string) => part.charAt(0).toLocaleUpperCase('en-AU') + part.slice(1);

/** One word (no spaces): "O'BRIEN" → "O'Brien", "MCDONALD" → "McDonald", "SMITH-JONES" → "Smith-Jones". */
function displayWord(word: string, first: boolean): string {
  const bare = word.replace(/[^\p{L}]/gu, '');
  if (keptCapitals.has(bare)) return word;
  const usual = usualCase.get(bare);
  if (usual) return word.replace(bare, usual);
  const lower = word.toLocaleLowerCase('en-AU');
  if (!first && smallWords.has(lower)) return lower;
  // Three letters or fewer with no vowel are initials or an acronym ("JB", "XYZ"): kept.
  if (bare.length <= 3 && !/[AEIOUY]/.test(bare)) return word;
  return lower
    .split(/(?<=[-'’.])/)
    .map((part) => {
      const cased = capitalise(part);
      const mc = /^(Mc|Mac)(\p{L}{3,})$/u.exec(cased);
      // "Mc" always begins a name within it; "Mac" only before longer names ("MacKenzie", not "Machin").
      if (mc && (mc[1] === 'Mc' || (mc[2]?.length ?? 0) >= 5)) return mc[1] + capitalise(mc[2]!);
      return cased;
    })
    .join('');
}

/**
 * A value printed entirely in capitals, in display case ("KINGFISHER MARINE PTY LTD" → "Kingfisher Marine Pty
 * Ltd", "SEAN O'BRIEN" → "Sean O'Brien"); anything with a lower-case letter, or without a word of four letters
 * or more (a state, a code), is returned as it is.
 */
export function displayCase(value: string): string {
  if (/\p{Ll}/u.test(value) || !/\p{L}{4,}/u.test(value)) return value;
  let first = true;
  return value.replace(/\S+/g, (word) => {
    const cased = displayWord(word, first);
    first = false;
    return cased;
  });
}
