/** Finding a phrase in OCR'd text that may have a character or two wrong ("DRlVER L1CENCE"). */

/** Edit distance, giving up early once it exceeds `limit`. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Edits allowed for a phrase of this length: none for short words, where a near miss is another word. */
function allowedEdits(length: number): number {
  if (length >= 14) return 2;
  if (length >= 7) return 1;
  return 0;
}

/** Normalised text prepared for phrase lookups: runs of n words are built once per document, not once per phrase. */
export type PhraseIndex = { padded: string; words: readonly string[]; windows: Map<number, string[]> };

export function indexPhrases(text: string): PhraseIndex {
  return { padded: ` ${text} `, words: text.split(' '), windows: new Map() };
}

function windowsOf(index: PhraseIndex, size: number): string[] {
  let windows = index.windows.get(size);
  if (!windows) {
    windows = [];
    for (let start = 0; start + size <= index.words.length; start += 1)
      windows.push(index.words.slice(start, start + size).join(' '));
    index.windows.set(size, windows);
  }
  return windows;
}

/** Whether `phrase` (normalised, single spaces) occurs in the indexed text exactly or within a small edit distance. */
export function containsPhrase(index: PhraseIndex, phrase: string): boolean {
  if (index.padded.includes(` ${phrase} `)) return true;
  const edits = allowedEdits(phrase.length);
  if (edits === 0) return false;
  for (const window of windowsOf(index, phrase.split(' ').length)) {
    if (Math.abs(window.length - phrase.length) > edits || window[0] !== phrase[0]) continue;
    if (boundedEditDistance(window, phrase, edits) <= edits) return true;
  }
  return false;
}
