import { normaliseForMatch } from '../values/text-case';

/** Letter trigrams of each word, padded, so a label with a misread letter or an extra word still shares most. */
function computeTrigrams(text: string): ReadonlySet<string> {
  const grams = new Set<string>();
  for (const word of normaliseForMatch(text)
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)) {
    if (word === '') continue;
    const padded = ` ${word} `;
    for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

// Labels repeat across a document's candidates and synonyms across every call: each text is cut into trigrams
// once. Bounded, since a long-running server reads many documents.
const MEMO_LIMIT = 20_000;
const memo = new Map<string, ReadonlySet<string>>();
function trigrams(text: string): ReadonlySet<string> {
  let grams = memo.get(text);
  if (!grams) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    grams = computeTrigrams(text);
    memo.set(text, grams);
  }
  return grams;
}

function shareOf(wanted: ReadonlySet<string>, present: ReadonlySet<string>): number {
  if (wanted.size === 0) return 0;
  let shared = 0;
  for (const gram of wanted) if (present.has(gram)) shared += 1;
  return shared / wanted.size;
}

/**
 * How much of a field's label synonym appears in a printed label (0-1): the share of the synonym's trigrams
 * found in the label, so "Total credits this period" contains "total credits" fully and "T0tal cred1ts" mostly.
 */
export function labelContainment(printed: string, synonym: string): number {
  return shareOf(trigrams(synonym), trigrams(printed));
}

export type LabelMatch = { contains: number; covers: number };

const NO_MATCH: LabelMatch = { contains: 0, covers: 0 };

/**
 * How well a printed label names a field: the best synonym's containment (see labelContainment) and how much
 * of the printed label that synonym explains ("Tax" is contained in "YTD tax" but explains only part of it).
 */
export function bestLabelMatch(printed: string, synonyms: readonly string[]): LabelMatch {
  if (!/[a-z]{2}/i.test(printed)) return NO_MATCH;
  const label = trigrams(printed);
  let best = NO_MATCH;
  for (const synonym of synonyms) {
    const wanted = trigrams(synonym);
    const match = { contains: shareOf(wanted, label), covers: shareOf(label, wanted) };
    if (match.contains + match.covers > best.contains + best.covers) best = match;
  }
  return best;
}

/** Lower case, look-alike letters folded (l/I/1 → i, 0 → o), letters and single spaces only. */
const foldLookAlikes = (text: string): string =>
  text
    .replace(/[lI1|!]/g, 'i')
    .replace(/0/g, 'o')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current.push(
        Math.min(
          (previous[j] ?? 0) + 1,
          (current[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[b.length] ?? Infinity;
}

/**
 * The key whose synonym a whole printed label is, allowing about one misread letter in four (none in
 * synonyms under five letters): for a label cell OCR garbled ("EMPIOYEER", "FrEOUENCY", "GOSS YTD"), where
 * trigrams share too little. The closest synonym wins; null when none is that close.
 */
export function keyOfGarbledLabel<Key extends string>(
  printed: string,
  synonymsByKey: ReadonlyArray<readonly [Key, readonly string[]]>,
): Key | null {
  const label = foldLookAlikes(printed);
  if (label.length < 3) return null;
  let best: { key: Key; distance: number } | null = null;
  for (const [key, synonyms] of synonymsByKey) {
    for (const synonym of synonyms) {
      const folded = foldLookAlikes(synonym);
      const allowed = folded.length < 5 ? 0 : Math.floor(folded.length / 4);
      const distance = editDistance(label, folded);
      if (distance <= allowed && (!best || distance < best.distance)) best = { key, distance };
    }
  }
  return best?.key ?? null;
}
