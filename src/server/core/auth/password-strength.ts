import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many guesses a password needs, by zxcvbn's method (Wheeler, USENIX Security 2016, as zxcvbn-ts
 * implements it): find every part that is a ranked dictionary word (also reversed and in l33t), a keyboard
 * pattern, a sequence, a repeat, a year or a date; estimate each part's guesses; and take the cheapest way to
 * cover the whole password, as an attacker trying likely patterns first would. The dictionaries and keyboard
 * graphs are @zxcvbn-ts/language-common's; the search is written here because @zxcvbn-ts/core is not among
 * the installed packages (decision 019). The score is zxcvbn's: 0-4, 3 and up meaning at least 10^8 guesses,
 * counted without zxcvbn's allowance for not knowing how many parts a password has (see passwordStrength).
 */

type Match = {
  pattern: 'dictionary' | 'spatial' | 'repeat' | 'sequence' | 'year' | 'date' | 'bruteforce';
  i: number;
  j: number;
  token: string;
  guesses?: number;
  // dictionary
  /** The word's rank in its list (a diceware word counts as half the list, 3,888). */
  rank?: number;
  reversed?: boolean;
  substitutions?: Record<string, string>;
  // spatial
  graph?: keyof typeof keyboardGraphs;
  turns?: number;
  shiftedCount?: number;
  // repeat
  baseGuesses?: number;
  repeatCount?: number;
  // sequence
  ascending?: boolean;
  // year and date
  year?: number;
  separator?: boolean;
};

const bruteforceCardinality = 10;
const minGuessesBeforeGrowingSequence = 10_000;
const minSubmatchGuessesSingleCharacter = 10;
const minSubmatchGuessesMultiCharacter = 50;
const minYearSpace = 20;
/** Half of diceware's 6^5 words: a diceware word as an attacker choosing from the list would guess it. */
const dicewareGuesses = 3_888;
/** Dictionary words longer than this are not looked for (none of the lists has longer ones that matter). */
const longestWord = 40;

const rankedLists: Map<string, number>[] = [ranked(dictionary['passwords-common'])];
const dicewareWords = new Set(dictionary['diceware-common']);

function ranked(words: readonly string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  words.forEach((word, index) => {
    const lower = word.toLowerCase();
    if (!ranks.has(lower)) ranks.set(lower, index + 1);
  });
  return ranks;
}

const keyboardGraphs = {
  qwerty: adjacencyGraphs.qwerty,
  dvorak: adjacencyGraphs.dvorak,
  keypad: adjacencyGraphs.keypad,
  keypadMac: adjacencyGraphs.keypadMac,
} as Record<'qwerty' | 'dvorak' | 'keypad' | 'keypadMac', Record<string, (string | null)[]>>;

const graphFigures = Object.fromEntries(
  Object.entries(keyboardGraphs).map(([name, graph]) => {
    const keys = Object.keys(graph);
    const degree =
      keys.reduce((sum, key) => sum + (graph[key] ?? []).filter((neighbour) => neighbour).length, 0) /
      keys.length;
    return [name, { startingPositions: keys.length, averageDegree: degree }];
  }),
) as Record<keyof typeof keyboardGraphs, { startingPositions: number; averageDegree: number }>;

const shiftedKey = /[~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?]/;

const l33tTable: Record<string, string[]> = {
  a: ['4', '@'],
  b: ['8'],
  c: ['(', '{', '[', '<'],
  e: ['3'],
  g: ['6', '9'],
  i: ['1', '!', '|'],
  l: ['1', '|', '7'],
  o: ['0'],
  s: ['$', '5'],
  t: ['+', '7'],
  x: ['%'],
  z: ['2'],
};

function binomial(n: number, k: number): number {
  if (k > n) return 0;
  if (k === 0) return 1;
  let result = 1;
  for (let d = 1; d <= k; d += 1) {
    result *= n;
    result /= d;
    n -= 1;
  }
  return result;
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i += 1) result *= i;
  return result;
}

// ---- matchers ----------------------------------------------------------------------------------------

function dictionaryMatches(password: string, lists: Map<string, number>[]): Match[] {
  const matches: Match[] = [];
  const lower = password.toLowerCase();
  for (let i = 0; i < password.length; i += 1) {
    for (let j = i; j < Math.min(password.length, i + longestWord); j += 1) {
      const word = lower.slice(i, j + 1);
      let rank = Infinity;
      for (const list of lists) rank = Math.min(rank, list.get(word) ?? Infinity);
      if (word.length >= 3 && dicewareWords.has(word)) rank = Math.min(rank, dicewareGuesses);
      if (rank === Infinity) continue;
      matches.push({ pattern: 'dictionary', i, j, token: password.slice(i, j + 1), rank });
    }
  }
  return matches;
}

function reversedDictionaryMatches(password: string, lists: Map<string, number>[]): Match[] {
  const reversed = [...password].reverse().join('');
  return dictionaryMatches(reversed, lists)
    .filter((match) => match.token.length > 1)
    .map((match) => ({
      ...match,
      token: [...match.token].reverse().join(''),
      i: password.length - 1 - match.j,
      j: password.length - 1 - match.i,
      reversed: true,
    }));
}

/** Each way to read the l33t characters present as letters (at most 64 ways). */
function l33tReadings(password: string): Record<string, string>[] {
  const present = new Map<string, string[]>();
  for (const [letter, characters] of Object.entries(l33tTable)) {
    for (const character of characters) {
      if (!password.includes(character)) continue;
      present.set(character, [...(present.get(character) ?? []), letter]);
    }
  }
  let readings: Record<string, string>[] = [{}];
  for (const [character, letters] of present) {
    readings = readings.flatMap((reading) => letters.map((letter) => ({ ...reading, [character]: letter })));
    if (readings.length > 64) readings = readings.slice(0, 64);
  }
  return present.size === 0 ? [] : readings;
}

function l33tMatches(password: string, lists: Map<string, number>[]): Match[] {
  const matches: Match[] = [];
  for (const reading of l33tReadings(password)) {
    const translated = [...password].map((character) => reading[character] ?? character).join('');
    for (const match of dictionaryMatches(translated, lists)) {
      const token = password.slice(match.i, match.j + 1);
      const used = Object.fromEntries(
        Object.entries(reading).filter(([character]) => token.includes(character)),
      );
      if (Object.keys(used).length === 0 || token.length <= 1) continue;
      matches.push({ ...match, token, substitutions: used });
    }
  }
  return matches;
}

function spatialMatches(password: string): Match[] {
  const matches: Match[] = [];
  for (const [name, graph] of Object.entries(keyboardGraphs) as [
    keyof typeof keyboardGraphs,
    Record<string, (string | null)[]>,
  ][]) {
    const counts = name === 'qwerty' || name === 'dvorak';
    let i = 0;
    while (i < password.length - 1) {
      let j = i + 1;
      let lastDirection = -1;
      let turns = 0;
      let shiftedCount = counts && shiftedKey.test(password[i] ?? '') ? 1 : 0;
      for (;;) {
        const previous = password[j - 1] ?? '';
        let found = false;
        if (j < password.length) {
          const current = password[j] ?? '';
          const neighbours = graph[previous] ?? [];
          for (const [direction, neighbour] of neighbours.entries()) {
            if (!neighbour || !neighbour.includes(current)) continue;
            found = true;
            if (neighbour.indexOf(current) === 1) shiftedCount += 1;
            if (lastDirection !== direction) {
              turns += 1;
              lastDirection = direction;
            }
            break;
          }
        }
        if (found) {
          j += 1;
          continue;
        }
        if (j - i > 2)
          matches.push({
            pattern: 'spatial',
            i,
            j: j - 1,
            token: password.slice(i, j),
            graph: name,
            turns,
            shiftedCount,
          });
        i = j;
        break;
      }
    }
  }
  return matches;
}

function repeatMatches(password: string, lists: Map<string, number>[]): Match[] {
  const matches: Match[] = [];
  const greedy = /(.+)\1+/g;
  const lazy = /(.+?)\1+/g;
  const lazyAnchored = /^(.+?)\1+$/;
  let lastIndex = 0;
  while (lastIndex < password.length) {
    greedy.lastIndex = lastIndex;
    lazy.lastIndex = lastIndex;
    const greedyMatch = greedy.exec(password);
    const lazyMatch = lazy.exec(password);
    if (!greedyMatch || !lazyMatch) break;
    let match: RegExpExecArray;
    let baseToken: string;
    if (greedyMatch[0].length > lazyMatch[0].length) {
      match = greedyMatch;
      baseToken = lazyAnchored.exec(match[0])?.[1] ?? match[1] ?? '';
    } else {
      match = lazyMatch;
      baseToken = match[1] ?? '';
    }
    const i = match.index;
    const j = match.index + match[0].length - 1;
    matches.push({
      pattern: 'repeat',
      i,
      j,
      token: match[0],
      baseGuesses: minimumGuesses(baseToken, lists).guesses,
      repeatCount: match[0].length / baseToken.length,
    });
    lastIndex = j + 1;
  }
  return matches;
}

function sequenceMatches(password: string): Match[] {
  const matches: Match[] = [];
  if (password.length <= 1) return matches;
  const add = (i: number, j: number, delta: number) => {
    if ((j - i > 1 || Math.abs(delta) === 1) && Math.abs(delta) > 0 && Math.abs(delta) <= 5) {
      matches.push({ pattern: 'sequence', i, j, token: password.slice(i, j + 1), ascending: delta > 0 });
    }
  };
  let i = 0;
  let lastDelta: number | null = null;
  for (let k = 1; k < password.length; k += 1) {
    const delta = password.charCodeAt(k) - password.charCodeAt(k - 1);
    if (lastDelta === null) lastDelta = delta;
    if (delta === lastDelta) continue;
    add(i, k - 1, lastDelta);
    i = k - 1;
    lastDelta = delta;
  }
  add(i, password.length - 1, lastDelta ?? 0);
  return matches;
}

function yearMatches(password: string): Match[] {
  const matches: Match[] = [];
  for (const match of password.matchAll(/19\d\d|20\d\d/g)) {
    matches.push({
      pattern: 'year',
      i: match.index,
      j: match.index + match[0].length - 1,
      token: match[0],
      year: Number(match[0]),
    });
  }
  return matches;
}

const twoDigitYear = (year: number) => (year > 50 ? 1900 + year : 2000 + year);

function dateFrom(parts: number[], yearDigits: number): number | null {
  // [day, month, year] or [month, day, year], with the year first or last.
  const orders = [
    [parts[0], parts[1], parts[2]],
    [parts[2], parts[1], parts[0]],
  ];
  for (const [a = 0, b = 0, rawYear = 0] of orders) {
    const year = yearDigits === 2 ? twoDigitYear(rawYear) : rawYear;
    if (year < 1000 || year > 2050) continue;
    const dayMonth = (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (b >= 1 && b <= 31 && a >= 1 && a <= 12);
    if (dayMonth) return year;
  }
  return null;
}

function dateMatches(password: string): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i < password.length; i += 1) {
    for (let j = i + 3; j < Math.min(password.length, i + 10); j += 1) {
      const token = password.slice(i, j + 1);
      const separated = /^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$/.exec(token);
      if (separated) {
        const year = dateFrom(
          [Number(separated[1]), Number(separated[3]), Number(separated[4])],
          Math.max(separated[1]?.length ?? 0, separated[4]?.length ?? 0) === 4 ? 4 : 2,
        );
        if (year !== null) matches.push({ pattern: 'date', i, j, token, year, separator: true });
        continue;
      }
      if (!/^\d{4,8}$/.test(token)) continue;
      const splits: [number, number][] =
        token.length === 8
          ? [
              [2, 4],
              [4, 6],
            ]
          : token.length === 6
            ? [[2, 4]]
            : token.length === 4
              ? [[1, 2]]
              : [];
      for (const [first, second] of splits) {
        const parts = [token.slice(0, first), token.slice(first, second), token.slice(second)].map(Number);
        const year = dateFrom(parts, token.length === 8 ? 4 : 2);
        if (year !== null) {
          matches.push({ pattern: 'date', i, j, token, year, separator: false });
          break;
        }
      }
    }
  }
  return matches;
}

// ---- guesses -----------------------------------------------------------------------------------------

function uppercaseVariations(word: string): number {
  if (word.toLowerCase() === word) return 1;
  if (/^[A-Z][^A-Z]+$/.test(word) || /^[^A-Z]+[A-Z]$/.test(word) || /^[^a-z]+$/.test(word)) return 2;
  const upper = [...word].filter((character) => /[A-Z]/.test(character)).length;
  const lower = [...word].filter((character) => /[a-z]/.test(character)).length;
  let variations = 0;
  for (let i = 1; i <= Math.min(upper, lower); i += 1) variations += binomial(upper + lower, i);
  return Math.max(1, variations);
}

function l33tVariations(match: Match): number {
  if (!match.substitutions) return 1;
  let variations = 1;
  const lower = match.token.toLowerCase();
  for (const [character, letter] of Object.entries(match.substitutions)) {
    const substituted = [...lower].filter((c) => c === character).length;
    const unsubstituted = [...lower].filter((c) => c === letter).length;
    if (substituted === 0 || unsubstituted === 0) variations *= 2;
    else {
      let possibilities = 0;
      for (let i = 1; i <= Math.min(substituted, unsubstituted); i += 1)
        possibilities += binomial(substituted + unsubstituted, i);
      variations *= possibilities;
    }
  }
  return variations;
}

const referenceYear = new Date().getFullYear();

function patternGuesses(match: Match): number {
  switch (match.pattern) {
    case 'bruteforce': {
      const guesses = Math.min(bruteforceCardinality ** match.token.length, Number.MAX_VALUE);
      const minimum =
        match.token.length === 1
          ? minSubmatchGuessesSingleCharacter + 1
          : minSubmatchGuessesMultiCharacter + 1;
      return Math.max(guesses, minimum);
    }
    case 'dictionary': {
      return (
        (match.rank ?? 1) *
        uppercaseVariations(match.token) *
        l33tVariations(match) *
        (match.reversed ? 2 : 1)
      );
    }
    case 'spatial': {
      const name = match.graph ?? 'qwerty';
      const { startingPositions, averageDegree } = graphFigures[name];
      let guesses = 0;
      const length = match.token.length;
      const turns = match.turns ?? 1;
      for (let i = 2; i <= length; i += 1) {
        const possibleTurns = Math.min(turns, i - 1);
        for (let j = 1; j <= possibleTurns; j += 1)
          guesses += binomial(i - 1, j - 1) * startingPositions * averageDegree ** j;
      }
      const shifted = match.shiftedCount ?? 0;
      if (shifted > 0) {
        const unshifted = length - shifted;
        if (unshifted === 0) guesses *= 2;
        else {
          let variations = 0;
          for (let i = 1; i <= Math.min(shifted, unshifted); i += 1)
            variations += binomial(shifted + unshifted, i);
          guesses *= variations;
        }
      }
      return guesses;
    }
    case 'repeat':
      return (match.baseGuesses ?? 1) * (match.repeatCount ?? 1);
    case 'sequence': {
      const first = match.token[0] ?? '';
      let base = ['a', 'A', 'z', 'Z', '0', '1', '9'].includes(first) ? 4 : /\d/.test(first) ? 10 : 26;
      if (!match.ascending) base *= 2;
      return base * match.token.length;
    }
    case 'year':
      return Math.max(Math.abs((match.year ?? referenceYear) - referenceYear), minYearSpace);
    case 'date': {
      const yearSpace = Math.max(Math.abs((match.year ?? referenceYear) - referenceYear), minYearSpace);
      return yearSpace * 365 * (match.separator ? 4 : 1);
    }
  }
}

function estimateGuesses(match: Match, password: string): number {
  if (match.guesses !== undefined) return match.guesses;
  let minimum = 1;
  if (match.token.length < password.length)
    minimum = match.token.length === 1 ? minSubmatchGuessesSingleCharacter : minSubmatchGuessesMultiCharacter;
  match.guesses = Math.max(patternGuesses(match), minimum);
  return match.guesses;
}

function allMatches(password: string, lists: Map<string, number>[]): Match[] {
  return [
    ...dictionaryMatches(password, lists),
    ...reversedDictionaryMatches(password, lists),
    ...l33tMatches(password, lists),
    ...spatialMatches(password),
    ...repeatMatches(password, lists),
    ...sequenceMatches(password),
    ...yearMatches(password),
    ...dateMatches(password),
  ];
}

/** zxcvbn's search for the cheapest sequence of matches covering the password (with bruteforce between). */
function minimumGuesses(
  password: string,
  lists: Map<string, number>[],
  excludeAdditive = false,
): { guesses: number; sequence: Match[] } {
  const n = password.length;
  if (n === 0) return { guesses: 1, sequence: [] };
  const byEnd: Match[][] = Array.from({ length: n }, () => []);
  for (const match of allMatches(password, lists)) byEnd[match.j]?.push(match);
  for (const list of byEnd) list.sort((a, b) => a.i - b.i);

  const best = {
    m: Array.from({ length: n }, () => new Map<number, Match>()),
    pi: Array.from({ length: n }, () => new Map<number, number>()),
    g: Array.from({ length: n }, () => new Map<number, number>()),
  };
  const update = (match: Match, length: number) => {
    const k = match.j;
    let pi = estimateGuesses(match, password);
    if (length > 1) pi *= best.pi[match.i - 1]?.get(length - 1) ?? Infinity;
    let g = factorial(length) * pi;
    if (!excludeAdditive) g += minGuessesBeforeGrowingSequence ** (length - 1);
    for (const [competingLength, competingG] of best.g[k] ?? []) {
      if (competingLength > length) continue;
      if (competingG <= g) return;
    }
    best.g[k]?.set(length, g);
    best.m[k]?.set(length, match);
    best.pi[k]?.set(length, pi);
  };
  const bruteforce = (i: number, j: number): Match => ({
    pattern: 'bruteforce',
    i,
    j,
    token: password.slice(i, j + 1),
  });
  for (let k = 0; k < n; k += 1) {
    for (const match of byEnd[k] ?? []) {
      if (match.i > 0)
        for (const length of [...(best.m[match.i - 1]?.keys() ?? [])]) update(match, length + 1);
      else update(match, 1);
    }
    update(bruteforce(0, k), 1);
    for (let i = 1; i <= k; i += 1) {
      const match = bruteforce(i, k);
      for (const [length, last] of [...(best.m[i - 1] ?? [])]) {
        if (last.pattern === 'bruteforce') continue;
        update(match, length + 1);
      }
    }
  }
  let guesses = Infinity;
  let bestLength = 0;
  for (const [length, g] of best.g[n - 1] ?? []) {
    if (g < guesses) {
      guesses = g;
      bestLength = length;
    }
  }
  const sequence: Match[] = [];
  let k = n - 1;
  let length = bestLength;
  while (k >= 0 && length > 0) {
    const match = best.m[k]?.get(length);
    if (!match) break;
    sequence.unshift(match);
    k = match.i - 1;
    length -= 1;
  }
  return { guesses, sequence };
}

export type PasswordStrength = {
  guesses: number;
  /** zxcvbn's score: 0 (too guessable) to 4 (very unguessable); 3 means at least 10^8 guesses. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The kinds of pattern the cheapest reading found, for a message ('dictionary', 'sequence', …). */
  patterns: Match['pattern'][];
};

/**
 * Estimates a password's strength. `userInputs` are words an attacker who knows the person and the product
 * would try first (the product's name, the adviser's e-mail address, name and practice): each is a dictionary
 * of its own, ranked in the order given.
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const inputs = ranked(
    userInputs.flatMap((input) => {
      const lower = input.trim().toLowerCase();
      return lower ? [lower, ...lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3)] : [];
    }),
  );
  // Very long passwords are scored by their first 100 characters (the search grows with the length). Without
  // zxcvbn's additive term (10^4 per further part): with it, any three parts reach 10^8, so "Factfind2026!"
  // (the product's name, a year and a symbol) would score 3; the parts themselves must be hard to guess.
  const { guesses, sequence } = minimumGuesses(password.slice(0, 100), [...rankedLists, inputs], true);
  const delta = 5;
  const score =
    guesses < 1e3 + delta
      ? 0
      : guesses < 1e6 + delta
        ? 1
        : guesses < 1e8 + delta
          ? 2
          : guesses < 1e10 + delta
            ? 3
            : 4;
  return { guesses, score, patterns: sequence.map((match) => match.pattern) };
}
