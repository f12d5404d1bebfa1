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
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
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

/**
 * Whether `phrase` (normalised, words separated by single spaces) occurs in `words` (the normalised text split
 * on spaces) exactly or within a small edit distance.
 */
export function containsPhrase(text: string, words: readonly string[], phrase: string): boolean {
  if (` ${text} `.includes(` ${phrase} `)) return true;
  const edits = allowedEdits(phrase.length);
  if (edits === 0) return false;
  const size = phrase.split(' ').length;
  for (let index = 0; index + size <= words.length; index += 1) {
    const window = words.slice(index, index + size).join(' ');
    if (Math.abs(window.length - phrase.length) > edits || window[0] !== phrase[0]) continue;
    if (boundedEditDistance(window, phrase, edits) <= edits) return true;
  }
  return false;
}
