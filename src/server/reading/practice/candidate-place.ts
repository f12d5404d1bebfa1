import { bestLabelMatch } from '../extract/candidates/label-similarity';
import { linkLabels } from '../extract/candidates/link-labels';
import type { Candidate } from '../extract/candidates/detect-values';
import type { Layout } from '../extract/layout/types';
import type { FieldExample } from './practice-model';

const RELATIONS = ['own', 'left', 'above', 'header'] as const;

/** The nearest words naming a candidate on its page, and its place: what a practice example remembers. */
export function candidatePlace(
  layout: Layout,
  candidate: Candidate,
): Pick<FieldExample, 'relation' | 'label' | 'page' | 'row'> {
  const labels = linkLabels(layout, candidate);
  const relation = RELATIONS.find((name) => /\p{L}{2}/u.test(labels[name])) ?? 'none';
  return {
    relation,
    label: relation === 'none' ? '' : normalise(labels[relation]),
    page: candidate.cell.page,
    row: Math.round((candidate.rowIndex / Math.max(1, layout.rows.length)) * 1000) / 1000,
  };
}

export const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A printed label this close to the remembered one (letter trigrams, both ways) is the same label, OCR noise and all. */
const SAME_LABEL = 0.8;
/** Without words to go by, a figure within this share of the document's rows of the remembered place. */
const SAME_PLACE = 0.05;

/** How well a candidate stands where the example says the value is printed (0: not there). */
export function placeMatch(layout: Layout, candidate: Candidate, example: FieldExample): number {
  if (candidate.kind !== example.kind) return 0;
  const place = candidatePlace(layout, candidate);
  const distance = Math.abs(place.row - example.row) + (place.page === example.page ? 0 : 1);
  if (example.relation === 'none') return distance <= SAME_PLACE ? 1 - distance : 0;
  if (place.relation !== example.relation) return 0;
  const match = bestLabelMatch(place.label, [example.label]);
  const similarity = (match.contains + match.covers) / 2;
  return similarity >= SAME_LABEL ? similarity - distance / 10 : 0;
}
