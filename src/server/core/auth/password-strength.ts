import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn (Wheeler, USENIX Security 2016) with the common-language dictionaries and keyboard graphs. */
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

export type PasswordStrength = {
  guesses: number;
  /** zxcvbn's score: 0 (too guessable) to 4 (very unguessable); 3 means at least 10^8 guesses. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The kinds of pattern the cheapest reading found, for a message ('dictionary', 'sequence', …). */
  patterns: string[];
};

/**
 * Estimates a password's strength. `userInputs` are words an attacker who knows the person and the product
 * would try first (the product's name, the adviser's e-mail address, name and practice). zxcvbn gives each
 * further part of a password an allowance (10^4 guesses) for the attacker not knowing how many parts there
 * are, so a product word, a year and a symbol ("Adviser2026!!") would pass; the score is therefore the lower
 * of the whole password's and that of what is left once those words are taken out (decision 019). Very long
 * passwords are scored by their first 100 characters (zxcvbn's search grows with the length).
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const words = [
    ...new Set(
      userInputs.flatMap((input) => {
        const lower = input.trim().toLowerCase();
        return lower ? [lower, ...lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3)] : [];
      }),
    ),
  ].sort((a, b) => b.length - a.length);
  const whole = zxcvbn.check(password.slice(0, 100), words);
  const rest = words.reduce((text, word) => text.split(word).join(' '), password.slice(0, 100).toLowerCase());
  const remainder = rest.trim() === password.trim().toLowerCase() ? whole : zxcvbn.check(rest.trim(), words);
  const weaker = remainder.score < whole.score ? remainder : whole;
  return {
    guesses: weaker.guesses,
    score: weaker.score,
    patterns: whole.sequence.map((match) => match.pattern),
  };
}
