import { nameWords } from '@/server/reading/merge/match-person';

/**
 * Whether a name printed on a document is someone other than the client as the record names them: its words
 * must hold the record's family name and first given name (or its initial), in any case and order; middle
 * names either side may lack do not matter. A joint name ("John & Jane Smith") agrees when one of its people
 * does. Unlike the judgement of whose document it is (match-person.ts), a misread letter counts: a value from a
 * document whose name is not quite the client's is worth a look.
 */
export function nameConflicts(
  printed: string | null,
  record: { givenNames: unknown; familyName: unknown },
): boolean {
  const family = nameWords(typeof record.familyName === 'string' ? record.familyName : null);
  const first = nameWords(typeof record.givenNames === 'string' ? record.givenNames : null)[0];
  if (!printed || family.length === 0) return false;
  const people = printed.split(/\s*(?:&|\band\b|\+)\s*/i).map(nameWords);
  const lastFamily = people.at(-1)?.slice(-family.length) ?? [];
  return !people.some((words) => {
    // "John & Jane Smith": the family name printed once, after the last person.
    const all = words.length === 1 ? [...words, ...lastFamily] : words;
    const hasFamily = family.every((word) => all.includes(word));
    const hasGiven = !first || all.some((word) => word === first || (word.length === 1 && word === first[0]));
    return hasFamily && hasGiven;
  });
}
