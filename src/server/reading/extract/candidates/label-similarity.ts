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
