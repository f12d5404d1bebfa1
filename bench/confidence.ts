/**
 * Whether confidence means what it says: on each held-out set, per field kind, how many values extraction
 * shows at High, Medium and Low and what share of them is right (the shared scorer's comparison), and how many
 * a cross-check marked "Check". Levels come from the committed calibration table
 * (src/server/reading/extract/confidence-calibration.json, `npm run train:confidence`), which was measured on
 * these same sets: the figures show the table applied as measured (blind set A, never used here, would be a
 * fresh estimate). The last line of each set shows the levels before calibration.
 *   npm run bench:confidence
 */
import { confidenceKinds } from '@/server/reading/extract/confidence-kind';
import { shippedCalibration } from '@/server/reading/extract/calibrate-confidence';
import { HELD_OUT_SETS, measureHeldOut, type MeasuredValue } from '../training/confidence/measure-held-out';

const started = performance.now();
const { values, documents, setCMissing } = await measureHeldOut();

const share = (list: MeasuredValue[]) =>
  list.length === 0
    ? '    -'
    : `${((100 * list.filter((value) => value.right).length) / list.length).toFixed(1).padStart(5)}%`;
const cellOf = (list: MeasuredValue[]) => `${String(list.length).padStart(5)} ${share(list)}`;
const row = (label: string, list: MeasuredValue[]) =>
  `  ${label.padEnd(13)}${String(list.length).padStart(6)} |${(['high', 'medium', 'low'] as const)
    .map((level) => cellOf(list.filter((value) => value.level === level)))
    .join(' |')} |${cellOf(list.filter((value) => value.check))}`;

console.log(`calibration table computed on: ${shippedCalibration.computedOn.join('; ')}`);
for (const set of Object.values(HELD_OUT_SETS)) {
  const inSet = values.filter((value) => value.set === set.name);
  const missing =
    set === HELD_OUT_SETS.setC && setCMissing > 0 ? `, ${setCMissing} left out (not cached)` : '';
  console.log(`\n${set.name} [${set.role}]: ${documents[set.name] ?? 0} documents${missing}`);
  console.log(
    `  ${'kind'.padEnd(13)}${'n'.padStart(6)} |${['High', 'Medium', 'Low', 'Check'].map((name) => `${name.padStart(5)} right`.padStart(12)).join(' |')}`,
  );
  for (const kind of confidenceKinds) {
    const ofKind = inSet.filter((value) => value.kind === kind);
    if (ofKind.length > 0) console.log(row(kind, ofKind));
  }
  console.log(row('all', inSet));
  // The levels before calibration: the rules' own (OCR word confidence, a check passed) and the ranker's.
  const before = (level: string) =>
    inSet.filter((value) => (value.evidence.band === 'checked' ? 'high' : value.evidence.band) === level);
  console.log(
    `  before calibration: ${(['high', 'medium', 'low'] as const).map((level) => `${level} ${cellOf(before(level)).trim()}`).join(', ')}`,
  );
}
console.log(
  `\n${((performance.now() - started) / 1000).toFixed(1)} s (training the fold's classifier and ranker included)`,
);
