/** Bank-State-Branch numbers: six digits, usually printed "062-123"; the leading digits name the bank. */

/** Prefixes assigned to the major banks (longest prefix wins). */
const BANK_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['923', 'ING'],
  ['01', 'ANZ'],
  ['03', 'Westpac'],
  ['04', 'Westpac'],
  ['73', 'Westpac'],
  ['06', 'Commonwealth Bank'],
  ['76', 'Commonwealth Bank'],
  ['08', 'NAB'],
  ['78', 'NAB'],
  ['10', 'BankSA'],
  ['11', 'St.George Bank'],
  ['33', 'St.George Bank'],
  ['12', 'Bank of Queensland'],
  ['18', 'Macquarie Bank'],
  ['30', 'Bankwest'],
  ['34', 'HSBC'],
  ['48', 'Suncorp Bank'],
  ['63', 'Bendigo Bank'],
];

/** The six digits of a BSB written "062-123", "062 123" or "062123"; null otherwise. */
export function parseBsb(text: string): string | null {
  const match = /(?<!\d)(\d{3})[\s\-–]?(\d{3})(?!\d)/.exec(text);
  return match ? `${match[1]}${match[2]}` : null;
}

/** The bank a BSB belongs to, for the major banks; null when the prefix is not one we know. */
export function findBankByBsb(bsb: string): string | null {
  const digits = bsb.replace(/\D/g, '');
  if (digits.length !== 6) return null;
  const sorted = [...BANK_PREFIXES].sort((a, b) => b[0].length - a[0].length);
  return sorted.find(([prefix]) => digits.startsWith(prefix))?.[1] ?? null;
}
