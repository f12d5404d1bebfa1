import { fieldDefinition } from '@/shared/field-registry';

/** Words a label may open with before the words that name the field ("Your taxable income", "Total amount due"). */
const OPENING = String.raw`(?:(?:your|the|total|less)\s+)?`;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/**
 * A label pattern made of the field registry's synonyms for a key (the one vocabulary of how documents name
 * the field): a cell opening with one of them, as whole words; `which` keeps some of them (a refund's).
 * With `anywhere`, the synonym may stand anywhere in the cell ("Result of this notice: refund").
 */
export function registryLabel(
  key: string,
  options: { which?: (synonym: string) => boolean; anywhere?: boolean } = {},
): RegExp {
  const synonyms = (fieldDefinition(key)?.labels ?? []).filter(options.which ?? (() => true));
  if (synonyms.length === 0) throw new Error(`The field registry gives ${key} no label synonyms`);
  // Longest first, so "total taxable income" is matched whole rather than "taxable income" inside it.
  const words = [...synonyms]
    .sort((a, b) => b.length - a.length)
    .map((synonym) =>
      synonym
        .split(' ')
        .map(escape)
        .join(String.raw`\s+`),
    );
  const start = options.anywhere ? String.raw`\b` : `^${OPENING}`;
  return new RegExp(`${start}(?:${words.join('|')})\\b`, 'i');
}
