/** Printed text is often upper case; people and places read better in natural case. */

/** "O'CONNOR" → "O'Connor", "JANSEN-FRASER" → "Jansen-Fraser"; mixed-case text is kept as printed. */
export function toDisplayCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s\-'’(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<=\s)(Of|And|The)(?=\s)/g, (word) => word.toLowerCase());
}

/** Lower case, punctuation to spaces, single spaces: for matching labels and phrases. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9$%'&@]+/g, ' ')
    .trim();
}
