/** Australian states and territories by name, for headings such as "NEW SOUTH WALES DRIVER LICENCE". */
const STATE_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/new\s+south\s+wales/i, 'NSW'],
  [/victoria/i, 'VIC'],
  [/queensland/i, 'QLD'],
  [/western\s+australia/i, 'WA'],
  [/south\s+australia/i, 'SA'],
  [/tasmania/i, 'TAS'],
  [/australian\s+capital\s+territory/i, 'ACT'],
  [/northern\s+territory/i, 'NT'],
];

/** The state a text names in full; null when none. */
export function findStateName(text: string): string | null {
  // Cards print headings letter-spaced ("Q U E E N S L A N D"): read such runs as words too.
  const joined = text.replace(/\b(?:\p{L} ){3,}\p{L}\b/gu, (run) => run.replace(/ /g, ''));
  return STATE_NAMES.find(([pattern]) => pattern.test(text) || pattern.test(joined))?.[1] ?? null;
}

/** A state code standing alone ("NSW · Australia"). */
export function findStateCode(text: string): string | null {
  const match = /\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\b/.exec(text);
  return match?.[1] ?? null;
}
