import { fieldRegistry } from '@/shared/field-registry';

/** The field registry's label synonyms of two or more words ("pay period", "period from", "net pay"). */
const PHRASES: readonly RegExp[] = [
  ...new Set(Object.values(fieldRegistry).flatMap((definition) => definition.labels ?? [])),
]
  .filter((label) => label.includes(' '))
  .map((label) => new RegExp(`(?<![\\p{L}])${label.replace(/ /g, '\\s+')}(?![\\p{L}])`, 'iu'));

/**
 * Whether a text holds a field's label of two or more words, as a row of labels does ("EmpNo Pay period
 * from") and a person's role never does (an employer's name may: "Income Tax Professionals Pty Ltd").
 */
export const holdsFieldLabel = (text: string): boolean => PHRASES.some((phrase) => phrase.test(text));
