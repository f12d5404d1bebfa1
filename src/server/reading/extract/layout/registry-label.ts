import { fieldDefinition } from '@/shared/field-registry';

/**
 * Words a label may open with before the words that name the field ("Your taxable income", "Total amount due",
 * a bank summary's "less Money out").
 */
const OPENING = String.raw`(?:(?:your|the|total|less|plus|add|minus)\s+)?`;

/**
 * A one-word synonym ("Credits", "Withdrawals") names the field only when it stands alone: the whole cell, or
 * before a colon or the figure. At the head of a longer phrase it is another label ("Credits and adjustments").
 */
const ALONE = String.raw`(?=\s*(?::|\$?\s?\d|$))`;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

const words = (synonym: string): string =>
  synonym
    .split(' ')
    .map(escape)
    .join(String.raw`\s+`);

/**
 * A label pattern made of the field registry's synonyms for a key (the one vocabulary of how documents name
 * the field): a cell opening with one of them, or "total" and one of them anywhere, as whole words; `which`
 * keeps some of them (a refund's).
 * With `anywhere`, the synonym may stand anywhere in the cell ("Result of this notice: refund").
 */
export function registryLabel(
  key: string,
  options: { which?: (synonym: string) => boolean; anywhere?: boolean } = {},
): RegExp {
  const synonyms = (fieldDefinition(key)?.labels ?? []).filter(options.which ?? (() => true));
  if (synonyms.length === 0) throw new Error(`The field registry gives ${key} no label synonyms`);
  // Longest first, so "total taxable income" is matched whole rather than "taxable income" inside it.
  const byLength = [...synonyms].sort((a, b) => b.length - a.length);
  if (options.anywhere) return new RegExp(String.raw`\b(?:${byLength.map(words).join('|')})\b`, 'i');
  const phrases = byLength.filter((synonym) => synonym.includes(' ')).map(words);
  const single = byLength.filter((synonym) => !synonym.includes(' ')).map(words);
  const alternatives = [
    ...(phrases.length > 0 ? [String.raw`(?:${phrases.join('|')})\b`] : []),
    ...(single.length > 0 ? [String.raw`(?:${single.join('|')})\b${ALONE}`] : []),
  ];
  // A total names itself wherever it stands: OCR may run the cells of a summary's header into one ("Credits
  // Total debits").
  return new RegExp(String.raw`(?:^${OPENING}|\btotal\s+)(?:${alternatives.join('|')})`, 'i');
}
