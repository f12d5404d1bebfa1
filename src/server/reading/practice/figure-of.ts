import type { Candidate } from '../extract/candidates/detect-values';
import type { ExtractedField } from '../extract/types';

/** The printed figure a field was read from: same page, overlapping box, same value. */
export function figureOf(candidates: readonly Candidate[], field: ExtractedField): Candidate | undefined {
  const box = field.source.box;
  if (!box) return undefined;
  return candidates.find((candidate) => {
    const cell = candidate.cell.box;
    const overlaps =
      Math.min(cell.x1, box.x1) > Math.max(cell.x0, box.x0) &&
      Math.min(cell.y1, box.y1) > Math.max(cell.y0, box.y0);
    const value = field.value;
    const same =
      typeof value === 'number' && typeof candidate.value === 'number'
        ? Math.abs(Math.abs(candidate.value) - Math.abs(value)) < 0.005
        : candidate.value === value;
    return candidate.cell.page === field.source.page && overlaps && same;
  });
}
