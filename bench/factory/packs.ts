/**
 * Client packs from many template families, read and merged as the app does: for each pack, one person's
 * documents of every type (training/factory/make-pack.ts), each from a family picked at random among the
 * factory's, read from their text layer by the server's pipeline, attached to a client made as the intake
 * leaves one, every offer accepted ("Accept all"), and the record compared with the facts the pack's truth
 * says it must hold (value, and the cycle, date or period that travels with it). What packs lose between
 * reading and the record, across layouts, where bench/pack-round-trip.ts reads the fixtures' two packs.
 * A tuning set: the shipped classifier and ranker were trained on these families.
 *   npx tsx bench/factory/packs.ts [--packs N]   (default 120, about 40 s)
 */
import { Random } from '../../training/factory/random';
import { DEFAULT_CORPUS } from '../../training/factory/make-corpus';
import {
  composePack,
  packDocumentTypes,
  type PackDocumentType,
  type PackFact,
} from '../../training/factory/make-pack';
import { toRecognised } from '../../training/factory/to-recognised';
import { valuesMatch } from '../../training/scoring/score';
import type { ClientRecordView } from '@/shared/record/record-types';
import { openBenchPractice, recordFromDocuments } from '../support/record-from-documents';

const packsArgument = process.argv.indexOf('--packs');
const packCount = packsArgument > 0 ? Number(process.argv[packsArgument + 1]) : 120;

/** Organisations' names are compared as the scorer compares them (Pty Ltd, Limited and known aliases aside),
 * under the document's key. */
const ORGANISATION_FIELDS: Partial<Record<string, string>> = {
  employer: 'employer',
  fundName: 'fundName',
  bankName: 'bankName',
  lender: 'lender',
  insurer: 'insurer',
  institution: 'provider',
};

/** Whether the record holds the fact: its value under its subject (an item of its kind) with its units. */
function holds(view: ClientRecordView, fact: PackFact): boolean {
  return view.facts.some((entry) => {
    if (entry.status === 'default' || entry.field !== fact.field) return false;
    if (entry.subject !== fact.subject && !entry.subject.startsWith(`${fact.subject}:`)) return false;
    const same =
      typeof fact.value === 'number'
        ? typeof entry.value === 'number' && Math.abs(entry.value - fact.value) < 0.005
        : ORGANISATION_FIELDS[fact.field]
          ? valuesMatch(ORGANISATION_FIELDS[fact.field] ?? '', fact.value, entry.value)
          : String(entry.value).toLowerCase() === fact.value.toLowerCase();
    return (
      same &&
      (fact.cycle === undefined || entry.cycle === fact.cycle) &&
      (fact.asAt === undefined || entry.asAt === fact.asAt) &&
      (fact.period === undefined || entry.period === fact.period)
    );
  });
}

const { connection, db, practiceId, actor } = await openBenchPractice();

let right = 0;
let total = 0;
let whole = 0;
const missedByField = new Map<string, number>();
for (let index = 0; index < packCount; index += 1) {
  const random = new Random(`bench-packs/${index}`);
  const families = Object.fromEntries(
    packDocumentTypes.map((type) => {
      const family = random.int(0, DEFAULT_CORPUS.familiesPerType - 1);
      // The old bill needs a utility bill family (an index divisible by 3).
      return [type, type === 'other' ? family - (family % 3) : family];
    }),
  ) as Record<PackDocumentType, number>;
  let pack;
  try {
    pack = composePack({ seed: `bench-packs/${index}`, families });
  } catch (error) {
    console.log(`pack ${index}: not made (${String(error)})`);
    continue;
  }
  const read = pack.documents.map(({ filename, document }) => ({
    filename,
    recognised: toRecognised(document),
  }));
  const { view } = await recordFromDocuments({
    db,
    practiceId,
    actor,
    client: {
      givenNames: [pack.person.given, pack.person.middle].filter(Boolean).join(' '),
      familyName: pack.person.family,
      email: `pack-${index}@example.com`,
    },
    read,
  });
  const missed = pack.facts.filter((fact) => !holds(view, fact));
  right += pack.facts.length - missed.length;
  total += pack.facts.length;
  if (missed.length === 0) whole += 1;
  for (const fact of missed) {
    const key = `${fact.subject}.${fact.field}`;
    missedByField.set(key, (missedByField.get(key) ?? 0) + 1);
  }
  console.log(
    `pack ${index}: ${pack.facts.length - missed.length}/${pack.facts.length} facts` +
      (missed.length ? `  ✗ ${missed.map((fact) => `${fact.subject}.${fact.field}`).join(', ')}` : ''),
  );
}
console.log(
  `missed, by fact: ${
    [...missedByField]
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key} ×${count}`)
      .join(', ') || 'none'
  }`,
);
console.log(
  `PACKS(factory families, tuning set) facts=${(right / Math.max(total, 1)).toFixed(3)} (${right}/${total}) ` +
    `whole packs ${whole}/${packCount}`,
);
await connection.close();
