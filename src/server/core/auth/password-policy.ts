import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@/shared/app-error';
import { minimumPasswordLength } from '@/shared/schemas/auth';

/** The ~49,000 most common passwords from breach corpora (zxcvbn-ts's list, shipped with the app). */
const commonPasswords = new Set(dictionary['passwords-common']);

/** Fewer different characters than this ("aaaaaaaaaa", "1212121212") is a pattern, not a password. */
const minimumDistinctCharacters = 4;

/**
 * ASVS 6.2: long enough, not one of the common passwords, not a pattern, and not the adviser's own e-mail
 * address or name. Returns what is wrong, or null when the password may be used.
 */
export function passwordProblem(password: string, person: { email: string; name?: string }): string | null {
  if (password.length < minimumPasswordLength) return `Use at least ${minimumPasswordLength} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || commonPasswords.has(lower.replace(/[\d\W_]+$/, ''))) {
    return 'This password is one of the most common ones. Choose one that is harder to guess';
  }
  if (new Set(lower).size < minimumDistinctCharacters) {
    return 'This password is a simple pattern. Choose one that is harder to guess';
  }
  const personal = [person.email, person.email.split('@')[0] ?? '', ...(person.name ?? '').split(/\s+/)]
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= 3);
  if (personal.some((part) => lower.includes(part))) {
    return 'The password must not contain your e-mail address or name';
  }
  return null;
}

export function assertAcceptablePassword(password: string, person: { email: string; name?: string }): void {
  const problem = passwordProblem(password, person);
  if (problem) throw new AppError('BAD_REQUEST', `newPassword: ${problem}`);
}
