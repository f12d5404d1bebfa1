import { fieldDefinition, fieldRegistry } from '@/shared/field-registry';
import type { DocumentType } from '@/shared/options';
import type { Layout } from '../layout/types';
import { typeKeys } from '../types';
import { detectCandidates, type Candidate, type CandidateKind } from './detect-values';
import { bestLabelMatch } from './label-similarity';
import { linkLabels, type CandidateLabels } from './link-labels';

const RELATIONS = [
  'own',
  'left',
  'above',
  'header',
  'rowStart',
] as const satisfies readonly (keyof CandidateLabels)[];

/**
 * A value is weighed for a key only when one of its layout edges names that key at least this well (half of a
 * synonym's trigrams and of the printed label, on average): a figure with no label naming it is not evidence.
 */
const LABEL_GATE = 0.5;

/** The names of the features, in the order candidateFeatures gives them (the model file stores them too). */
export const FEATURE_NAMES: readonly string[] = [
  ...RELATIONS.flatMap((relation) => [`${relation} contains`, `${relation} covers`, `${relation} margin`]),
  'best label',
  'best margin',
  'amount < 100',
  'amount 100-1k',
  'amount 1k-10k',
  'amount 10k-100k',
  'amount ≥ 100k',
  'negative',
  'small number',
  'place in document',
  'first page',
  'values in row',
  'first in row',
  'last in row',
  'repeated',
  'period start',
  'period end',
  'bias',
];

/** The registry kinds whose values the ranker reads. */
export const RANKED_KINDS: ReadonlySet<string> = new Set<CandidateKind>([
  'money',
  'date',
  'percent',
  'days',
  'frequency',
]);
const isRankedKind = (kind: string): kind is CandidateKind => RANKED_KINDS.has(kind);

/** The keys of a document type that the ranker reads: typed values with label synonyms in the registry. */
export function rankedKeys(type: DocumentType): {
  key: string;
  kind: CandidateKind;
  labels: readonly string[];
  options?: readonly string[];
}[] {
  return typeKeys[type].flatMap((key) => {
    const definition = fieldDefinition(key);
    if (!definition?.labels || !isRankedKind(definition.kind)) return [];
    return [{ key, kind: definition.kind, labels: definition.labels, options: definition.options }];
  });
}

/** Every registry key with label synonyms: the competitors a label is weighed against. */
const LABELLED_KEYS = Object.entries(fieldRegistry).flatMap(([key, definition]) =>
  definition.labels ? [{ key, kind: definition.kind, labels: definition.labels }] : [],
);
/** A cycle is weighed against the other cycles only: "Repayments" names the amount and its cycle alike. */
const competitorsOf = (kind: CandidateKind) =>
  kind === 'frequency' ? LABELLED_KEYS.filter((key) => key.kind === 'frequency') : LABELLED_KEYS;

/** A candidate with the features that weigh it for each of its document type's keys of its kind. */
export type ScoredCandidate = { candidate: Candidate; features: Map<string, number[]> };

function magnitude(candidate: Candidate): number[] {
  if (candidate.kind !== 'money') return [0, 0, 0, 0, 0, 0];
  const amount = Math.abs(Number(candidate.value));
  const bucket = amount < 100 ? 0 : amount < 1_000 ? 1 : amount < 10_000 ? 2 : amount < 100_000 ? 3 : 4;
  return [0, 1, 2, 3, 4]
    .map((index) => (index === bucket ? 1 : 0))
    .concat(Number(candidate.value) < 0 ? 1 : 0);
}

/**
 * Every candidate value of the document with, for each key of the type it could fill, how its printed labels
 * (layout-graph edges) match that key's synonyms and how much better than the type's other keys (the margin),
 * plus its size, place and company.
 */
export function candidateFeatures(type: DocumentType, layout: Layout): ScoredCandidate[] {
  const keys = rankedKeys(type);
  // Licences, passports and other documents have no ranked keys: nothing to detect.
  if (keys.length === 0) return [];
  const candidates = detectCandidates(layout);
  const sameValue = new Map<string, number>();
  for (const candidate of candidates) {
    const id = `${candidate.kind}:${candidate.value}`;
    sameValue.set(id, (sameValue.get(id) ?? 0) + 1);
  }
  const rowCount = Math.max(1, layout.rows.length);
  return candidates.flatMap((candidate) => {
    const ofKind = keys.filter(
      (key) => key.kind === candidate.kind && (!key.options || key.options.includes(String(candidate.value))),
    );
    if (ofKind.length === 0) return [];
    const labels = linkLabels(layout, candidate);
    // Each relation's match against every labelled key of any type: a label that names another field better
    // ("PAYG withheld" for tax withheld) is not this key's label, whatever the document's type.
    const matches = RELATIONS.map((relation) =>
      competitorsOf(candidate.kind).map((key) => ({
        key: key.key,
        match: bestLabelMatch(labels[relation], key.labels),
      })),
    );
    const inRow = candidates.filter(
      (other) => other.rowIndex === candidate.rowIndex && other.kind === candidate.kind,
    );
    const shared = [
      ...magnitude(candidate),
      candidate.kind === 'percent' || candidate.kind === 'days'
        ? Math.min(1, Number(candidate.value) / 100)
        : 0,
      candidate.rowIndex / rowCount,
      candidate.cell.page === 1 ? 1 : 0,
      Math.min(1, inRow.length / 4),
      inRow[0] === candidate ? 1 : 0,
      inRow.at(-1) === candidate ? 1 : 0,
      Math.min(1, ((sameValue.get(`${candidate.kind}:${candidate.value}`) ?? 1) - 1) / 2),
      candidate.range === 'start' ? 1 : 0,
      candidate.range === 'end' ? 1 : 0,
      1,
    ];
    const features = new Map<string, number[]>();
    for (const key of ofKind) {
      const perRelation = matches.flatMap((relation) => {
        const own = relation.find((entry) => entry.key === key.key)?.match ?? { contains: 0, covers: 0 };
        const ownScore = (own.contains + own.covers) / 2;
        const other = Math.max(
          0,
          ...relation
            .filter((entry) => entry.key !== key.key)
            .map((entry) => (entry.match.contains + entry.match.covers) / 2),
        );
        return [own.contains, own.covers, ownScore - other];
      });
      const scores = RELATIONS.map(
        (_, index) => ((perRelation[index * 3] ?? 0) + (perRelation[index * 3 + 1] ?? 0)) / 2,
      );
      const margins = RELATIONS.map((_, index) => perRelation[index * 3 + 2] ?? 0);
      const best = Math.max(...scores);
      if (best < LABEL_GATE) continue;
      features.set(key.key, [...perRelation, best, margins[scores.indexOf(best)] ?? 0, ...shared]);
    }
    return [{ candidate, features }];
  });
}
