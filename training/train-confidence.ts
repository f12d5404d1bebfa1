/**
 * Measures how often each kind of field is read right, for each kind of evidence, on held-out documents
 * (training/confidence/measure-held-out.ts), and writes the table extraction maps evidence to levels with:
 *   npm run train:confidence
 * 'high' only where at least 99.5 % of at least 200 values were right; 'medium' at 90 %; cells of fewer than 20
 * values are kept for the record but decide nothing (the rule's level, capped at medium). Set C's recognitions
 * come from bench/accuracy.ts's cache: run `npx tsx bench/accuracy.ts --corpus bench/generalisation/set-c/docs`
 * first for all of it.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import {
  evidenceKey,
  HIGH_MIN_VALUES,
  HIGH_SHARE,
  levelFromCounts,
  MEDIUM_SHARE,
  MIN_VALUES,
  type CalibrationCell,
  type ConfidenceCalibration,
} from '@/server/reading/extract/calibrate-confidence';
import { confidenceKinds } from '@/server/reading/extract/confidence-kind';
import { measureHeldOut } from './confidence/measure-held-out';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/server/reading/extract/confidence-calibration.json',
);
const started = performance.now();
const { values, documents, setCMissing } = await measureHeldOut();
const kinds: ConfidenceCalibration['kinds'] = {};
for (const kind of confidenceKinds) {
  const cells: Record<string, CalibrationCell> = {};
  for (const value of values.filter((candidate) => candidate.kind === kind)) {
    const cell = (cells[evidenceKey(value.evidence)] ??= { n: 0, right: 0, level: 'low' });
    cell.n += 1;
    if (value.right) cell.right += 1;
  }
  const sorted = Object.keys(cells).sort();
  if (sorted.length === 0) continue;
  kinds[kind] = Object.fromEntries(
    sorted.map((key) => {
      const cell = cells[key]!;
      return [key, { ...cell, level: levelFromCounts(cell.n, cell.right) ?? 'unmeasured' }];
    }),
  ) as Record<string, CalibrationCell>;
}
const table: ConfidenceCalibration = {
  computedOn: [
    ...Object.entries(documents).map(([set, count]) => `${set}: ${count} documents`),
    ...(setCMissing > 0 ? [`set C: ${setCMissing} documents left out (recognition not cached)`] : []),
  ],
  rule: `high: >= ${HIGH_SHARE * 100} % right of >= ${HIGH_MIN_VALUES} values; medium: >= ${MEDIUM_SHARE * 100} % of >= ${MIN_VALUES}; else low; fewer than ${MIN_VALUES} values: the rule's level, never high`,
  kinds,
};
// Written as the formatter writes it, so `npm run format` leaves the committed file alone.
await writeFile(target, await format(JSON.stringify(table), { parser: 'json', filepath: target }));
console.log(
  `confidence calibration: ${values.length} values, ${table.computedOn.join('; ')}, ${((performance.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), target)}`,
);
