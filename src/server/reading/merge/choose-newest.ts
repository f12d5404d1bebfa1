import type { FieldKey } from '@/server/reading/extract/types';
import type { Conflict, MergeInput } from './types';

export type DatedInput = MergeInput & { evidenceDate: string };

export type Choice = { value: string | number; documentId: string; input: DatedInput };

/** Values compare without case, spacing or punctuation, so "12 Wattle St" and "12 WATTLE ST." agree. */
export function comparable(value: string | number): string {
  return typeof value === 'number' ? value.toFixed(2) : value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export type ChooseOptions = {
  /** Documents consulted first (identity documents for a name). */
  preferred?: (input: DatedInput) => boolean;
  /**
   * For facts that do not change over time (name, date of birth): an uncertain reading, typically OCR of a
   * photo, gives way to a value that two or more clearly read documents agree on.
   */
  stable?: boolean;
};

const RANK = { high: 0, medium: 1, low: 2 } as const;

/**
 * The value of a key from the newest document that has it (ties: the most confident reading); when the
 * documents disagree, the disagreement is recorded as a conflict.
 */
export function chooseNewest(
  inputs: readonly DatedInput[],
  key: FieldKey,
  conflicts: Conflict[],
  options: ChooseOptions = {},
): Choice | null {
  const preferred = options.preferred ?? (() => false);
  const candidates = inputs
    .flatMap((input) => {
      const field = input.fields[key];
      return field && field.value !== ''
        ? [{ value: field.value, documentId: input.documentId, input, confidence: field.confidence }]
        : [];
    })
    .sort(
      (a, b) =>
        Number(preferred(b.input)) - Number(preferred(a.input)) ||
        b.input.evidenceDate.localeCompare(a.input.evidenceDate) ||
        RANK[a.confidence] - RANK[b.confidence],
    );
  const first = candidates[0];
  if (!first) return null;
  const agreed = (value: string | number): number =>
    candidates.filter(
      (candidate) => candidate.confidence === 'high' && comparable(candidate.value) === comparable(value),
    ).length;
  const outvoting =
    options.stable && first.confidence !== 'high'
      ? candidates.find((candidate) => agreed(candidate.value) >= 2)
      : undefined;
  const chosen = outvoting ?? first;
  if (new Set(candidates.map((candidate) => comparable(candidate.value))).size > 1) {
    conflicts.push({
      field: key,
      values: candidates.map(({ value, documentId }) => ({ value, documentId })),
      chosen: chosen.value,
    });
  }
  return { value: chosen.value, documentId: chosen.documentId, input: chosen.input };
}
