import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@/shared/app-error';
import { minimumPasswordLength } from '@/shared/schemas/auth';
import { passwordStrength } from './password-strength';

/** The ~49,000 most common passwords from breach corpora (zxcvbn-ts's list, shipped with the app). */
const commonPasswords = new Set(dictionary['passwords-common']);

/** Fewer different characters than this ("aaaaaaaaaa", "1212121212") is a pattern, not a password. */
const minimumDistinctCharacters = 4;

/** zxcvbn's score 3: at least 10^8 guesses ("safely unguessable" against online attacks and most offline). */
export const minimumPasswordScore = 3;

/** The demo adviser's password as the README and every fresh install print it. */
export const publishedDemoPassword = 'FactFind-demo-2026';

/** Words an attacker tries first against any FactFind adviser: the product, its trade and its demo. */
const productWords = [
  'factfind',
  'fact find',
  'fact-find',
  'financial',
  'adviser',
  'advisor',
  'advice',
  'planner',
  'planning',
  'wealth',
  'practice',
  'client',
  'clients',
  'super',
  'superannuation',
  'retirement',
  'finance',
  'invest',
  'money',
  'demo',
  'password',
];

export type PasswordOwner = {
  email: string;
  name?: string;
  practiceName?: string;
  /** The demo adviser's password as configured (DEMO_PASSWORD); refused for every adviser. */
  demoPassword?: string;
};

/**
 * ASVS 6.2 with zxcvbn: long enough, not one of the common passwords, not a pattern, not the adviser's own
 * e-mail address or name, not the published demo password, and at least zxcvbn's score 3 with the product's
 * words and the adviser's own (e-mail, name, practice) as the first guesses. Returns what is wrong, or null.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < minimumPasswordLength) return `Use at least ${minimumPasswordLength} characters`;
  const lower = password.toLowerCase();
  const demoPasswords = [publishedDemoPassword, owner.demoPassword ?? publishedDemoPassword].map((value) =>
    value.toLowerCase(),
  );
  if (demoPasswords.includes(lower.trim())) {
    return 'This is the published demo password. Choose one of your own';
  }
  if (commonPasswords.has(lower) || commonPasswords.has(lower.replace(/[\d\W_]+$/, ''))) {
    return 'This password is one of the most common ones. Choose one that is harder to guess';
  }
  if (new Set(lower).size < minimumDistinctCharacters) {
    return 'This password is a simple pattern. Choose one that is harder to guess';
  }
  const name = owner.name ?? '';
  const personal = [owner.email, owner.email.split('@')[0] ?? '', ...name.split(/\s+/)]
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= 3);
  if (personal.some((part) => lower.includes(part))) {
    return 'The password must not contain your e-mail address or name';
  }
  const userInputs = [
    ...productWords,
    owner.email,
    owner.email.split('@')[0] ?? '',
    name,
    name.replace(/\s+/g, ''),
    owner.practiceName ?? '',
    (owner.practiceName ?? '').replace(/\s+/g, ''),
  ].filter(Boolean);
  if (passwordStrength(password, userInputs).score < minimumPasswordScore) {
    return 'This password is too easy to guess (a word, name, year or keyboard pattern with little added). Use three or four unrelated words, or a longer passphrase';
  }
  return null;
}

export function assertAcceptablePassword(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError('BAD_REQUEST', `newPassword: ${problem}`);
}
