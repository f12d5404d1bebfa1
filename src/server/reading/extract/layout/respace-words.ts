import { fieldRegistry } from '@/shared/field-registry';
import type { Word } from './types';

/**
 * The words labels are made of: every word of the field registry's names and label synonyms ("closing",
 * "balance", "number"), so a label whose spaces OCR misplaced can be spelled again in them.
 */
const LABEL_WORDS: ReadonlySet<string> = new Set(
  Object.values(fieldRegistry).flatMap((definition) =>
    [definition.label, ...(definition.labels ?? [])].flatMap((text) =>
      text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 2),
    ),
  ),
);

const LONGEST_WORD = Math.max(...[...LABEL_WORDS].map((word) => word.length));

const isLetters = (text: string): boolean => /^\p{L}+$/u.test(text);

/** What a piece costs: a label word 1, a word of the run's own that is no label word more than two. */
const LABEL_WORD_COST = 1;
const OWN_WORD_COST = 3;

/**
 * The cheapest cut of a run of words' letters into pieces, each a label word or one of the run's own words
 * kept whole (see the costs); null when that is the run's own words. So "Total de bi ts" is cut into "Total
 * debits", "Totalincome" into "Total income", and "Heritage Offset" stays as it is.
 */
function respell(run: readonly Word[]): { start: number; end: number }[] | null {
  const letters = run.map((word) => word.text).join('');
  const lower = letters.toLowerCase();
  // Where each of the run's own words starts and ends in the letters.
  const ownEnds = new Map<number, number>();
  let offset = 0;
  for (const word of run) {
    ownEnds.set(offset, offset + word.text.length);
    offset += word.text.length;
  }
  // best[i]: the cheapest cut of letters[i..]; ties prefer the run's own word.
  const best: { cost: number; end: number }[] = new Array(letters.length + 1);
  best[letters.length] = { cost: 0, end: letters.length };
  for (let start = letters.length - 1; start >= 0; start -= 1) {
    let choice: { cost: number; end: number } | undefined;
    const own = ownEnds.get(start);
    if (own !== undefined && best[own]) {
      const cost = LABEL_WORDS.has(lower.slice(start, own)) ? LABEL_WORD_COST : OWN_WORD_COST;
      choice = { cost: best[own].cost + cost, end: own };
    }
    for (let end = start + 2; end <= Math.min(letters.length, start + LONGEST_WORD); end += 1) {
      const rest = best[end];
      if (!rest || !LABEL_WORDS.has(lower.slice(start, end))) continue;
      if (!choice || rest.cost + LABEL_WORD_COST < choice.cost)
        choice = { cost: rest.cost + LABEL_WORD_COST, end };
    }
    if (choice) best[start] = choice;
  }
  const pieces: { start: number; end: number }[] = [];
  for (let start = 0; start < letters.length; start = best[start]!.end)
    pieces.push({ start, end: best[start]!.end });
  const same =
    pieces.length === run.length && pieces.every((piece) => ownEnds.get(piece.start) === piece.end);
  return same ? null : pieces;
}

type Letter = { char: string; x0: number; x1: number; word: Word };

/** A run's letters, each with its share of its word's box. */
function lettersOf(run: readonly Word[]): Letter[] {
  return run.flatMap((word) => {
    const width = (word.box.x1 - word.box.x0) / word.text.length;
    return [...word.text].map((char, index) => ({
      char,
      x0: word.box.x0 + index * width,
      x1: word.box.x0 + (index + 1) * width,
      word,
    }));
  });
}

/** Letters start..end of a run as one word, its box cut from the run's words in proportion to the letters. */
function pieceOf(letters: readonly Letter[], start: number, end: number): Word {
  const piece = letters.slice(start, end);
  const words = [...new Set(piece.map((letter) => letter.word))];
  return {
    text: piece.map((letter) => letter.char).join(''),
    box: {
      x0: piece[0]!.x0,
      x1: piece[piece.length - 1]!.x1,
      y0: Math.min(...words.map((word) => word.box.y0)),
      y1: Math.max(...words.map((word) => word.box.y1)),
    },
    confidence: Math.min(...words.map((word) => word.confidence)),
  };
}

const memo = new WeakMap<readonly Word[], Word[]>();

/**
 * A cell's words with the spaces of its labels put right, where OCR split or joined a label's words ("Total
 * de bi ts" → "Total debits", "Openingb alan ce" → "Opening balance"): each run of words of letters only is
 * cut again (see respell). Only labels are looked up in what this returns.
 */
export function respaceWords(words: readonly Word[]): Word[] {
  const known = memo.get(words);
  if (known) return known;
  const result: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    const pieces = run.length > 0 ? respell(run) : null;
    if (pieces) {
      const letters = lettersOf(run);
      result.push(...pieces.map((piece) => pieceOf(letters, piece.start, piece.end)));
    } else result.push(...run);
    run = [];
  };
  for (const word of words) {
    if (isLetters(word.text)) run.push(word);
    else {
      flush();
      result.push(word);
    }
  }
  flush();
  memo.set(words, result);
  return result;
}
