/** Printed text is often upper case; people and places read better in natural case. */

/** "O'CONNOR" → "O'Connor", "JANSEN-FRASER" → "Jansen-Fraser"; mixed-case text is kept as printed. */
export function toDisplayCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s\-'’(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<=\s)(Of|And|The)(?=\s)/g, (word) => word.toLowerCase());
}

/**
 * OCR slips inside words of letters, fixed by their neighbours: "VaIentina" (I for l, though not in
 * "McIntosh"), "0livia" and "B0nd" (0 for O), "Wi1son" (1 for l), "Pty Lid" (i for t).
 */
export function repairLetterOcr(text: string): string {
  return text
    .replace(/\b(Pty\.?\s+)L[il1|]d\b/gi, '$1Ltd')
    .replace(/(?<!\bMa?c)(?<=\p{Ll})I(?=\p{Ll})/gu, 'l')
    .replace(/(?<=\p{Ll})0(?=\p{Ll})/gu, 'o')
    .replace(/(?<=\p{Lu})0(?=\p{Lu})|\b0(?=\p{Ll}{2})/gu, 'O')
    .replace(/(?<=\p{Ll})1(?=\p{Ll})/gu, 'l')
    .replace(/(?<=\p{Lu})1(?=\p{Lu})/gu, 'I');
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
