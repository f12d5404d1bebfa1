import type { FieldKey } from '@/server/documents/extract/types';
import type { Conflict, MergeInput } from './types';

export type DatedInput = MergeInput & { evidenceDate: string };

export type Choice = { value: string | number; documentId: string; input: DatedInput };

/** Values compare without case, spacing or punctuation, so "12 Wattle St" and "12 WATTLE ST." agree. */
export function comparable(value: string | number): string {
  return typeof value === 'number' ? value.toFixed(2) : value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The value of a key from the newest document that has it (ties: the most confident reading); when the
 * documents disagree, the disagreement is recorded as a conflict. `preferred` documents (e.g. identity
 * documents for a name) are consulted first.
 */
export function chooseNewest(
  inputs: readonly DatedInput[],
  key: FieldKey,
  conflicts: Conflict[],
  preferred: (input: DatedInput) => boolean = () => false,
  label: string = key,
): Choice | null {
  const rank = { high: 0, medium: 1, low: 2 } as const;
  const candidates = inputs
    .flatMap((input) => {
      const field = input.fields[key];
      return field && field.value !== '' ? [{ value: field.value, documentId: input.documentId, input, confidence: field.confidence }] : [];
    })
    .sort(
      (a, b) =>
        Number(preferred(b.input)) - Number(preferred(a.input)) ||
        b.input.evidenceDate.localeCompare(a.input.evidenceDate) ||
        rank[a.confidence] - rank[b.confidence],
    );
  const [chosen] = candidates;
  if (!chosen) return null;
  if (new Set(candidates.map((candidate) => comparable(candidate.value))).size > 1) {
    conflicts.push({
      field: label,
      values: candidates.map(({ value, documentId }) => ({ value, documentId })),
      chosen: chosen.value,
    });
  }
  return { value: chosen.value, documentId: chosen.documentId, input: chosen.input };
}
