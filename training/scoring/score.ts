/**
 * The project's scorer (docs/scoring.md): document-type accuracy and field precision, recall and F1 of a
 * pipeline's predictions against a corpus's *.truth.json files.
 *   npx tsx training/scoring/score.ts --truth DIR --pred PRED.jsonl [--json]
 *   npx tsx training/scoring/score.ts --self-test [--truth DIR]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentTypes } from '@/shared/options';
import { addressKeys, maskableKeys, normaliseValue, scoredKeys } from './normalise-value';

export type Truth = {
  file: string;
  documentType: string;
  fields: Record<string, string | number>;
  rendition?: string;
  /** Path relative to the corpus folder, with forward slashes. */
  rel: string;
  base: string;
};
export type Prediction = { file: string; documentType?: string; fields?: Record<string, unknown> };
export type Counts = { tp: number; fp: number; fn: number };
export type Rates = Counts & { precision: number; recall: number; f1: number };
/** The values behind the rates, so a change of one value shows. */
export const valueCounts = ({ tp, fp, fn }: Counts): string =>
  `values ${tp} right, ${fp} wrong or extra, ${fn} missed`;

export type ScoreReport = {
  docs: number;
  missingPredictions: number;
  typeAccuracy: number;
  confusion: Record<string, Record<string, number>>;
  overall: Rates;
  perType: Record<string, Rates>;
  perKey: Record<string, Rates>;
  worstFields: (Rates & { key: string })[];
  errors: { file: string; key: string; truth: unknown; pred: unknown }[];
};

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether a predicted value is the truth's, once both are normalised (docs/scoring.md). */
export function valuesMatch(key: string, truth: unknown, predicted: unknown): boolean {
  const want = normaliseValue(key, truth);
  const got = normaliseValue(key, predicted);
  if (want === null || got === null) return false;
  if (typeof want === 'number' && typeof got === 'number') return Math.abs(want - got) < 0.006;
  if (want === got) return true;
  const wantText = String(want);
  const gotText = String(got);
  // A masked BSB (062-***) matches on the digits it shows, at least three.
  if (key === 'bsb' && gotText.includes('*')) {
    const shown = gotText.replace(/\*/g, '');
    return shown.length >= 3 && wantText.startsWith(shown);
  }
  // Account and member numbers: when either side is masked or only four digits, the last four decide.
  if (maskableKeys.has(key)) {
    const gotDigits = gotText.replace(/\*/g, '');
    const wantDigits = wantText.replace(/\*/g, '');
    const masked = gotText.includes('*') || gotDigits.length === 4 || wantText.includes('*');
    if (masked && gotDigits.length >= 4 && wantDigits.length >= 4)
      return gotDigits.slice(-4) === wantDigits.slice(-4);
  }
  // A masked TFN matches a fuller one on the digits the truth shows.
  if (key === 'tfnMasked' && wantText.length === gotText.length && /\d/.test(gotText))
    return [...wantText].every((char, index) => char === '*' || char === gotText[index]);
  // Names and addresses: spaces, apostrophes and hyphens do not matter.
  if (key === 'fullName' || addressKeys.has(key))
    return wantText.replace(/[\s'-]/g, '') === gotText.replace(/[\s'-]/g, '');
  return false;
}

/** Every document truth file under a folder (pack.truth.json files are the packs' and are skipped). */
export function loadTruth(dir: string): Truth[] {
  const truths: Truth[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.truth.json') || path.basename(name) === 'pack.truth.json') continue;
    const truth = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Omit<Truth, 'rel' | 'base'>;
    if (!truth.file || !truth.documentType) continue;
    const rel = path.join(path.dirname(name), truth.file).split(path.sep).join('/');
    truths.push({ ...truth, rel, base: path.basename(truth.file) });
  }
  return truths.sort((a, b) => a.rel.localeCompare(b.rel));
}

const rates = (counts: Counts): Rates => {
  const precision = counts.tp + counts.fp ? counts.tp / (counts.tp + counts.fp) : 0;
  const recall = counts.tp + counts.fn ? counts.tp / (counts.tp + counts.fn) : 0;
  return {
    ...counts,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
};

/**
 * Scores predictions against truths. A truth key predicted right is a true positive; predicted wrong or not
 * at all a false negative (and a wrong non-empty value a false positive too); a non-empty predicted key the
 * truth lacks is a false positive when the document's true type has that key.
 */
export function score(truths: Truth[], predictions: Prediction[]): ScoreReport {
  const byPath = new Map<string, Prediction>();
  const byBase = new Map<string, Prediction | null>();
  for (const prediction of predictions) {
    if (!prediction?.file) continue;
    const file = String(prediction.file).replace(/\\/g, '/').replace(/^\.\//, '');
    byPath.set(file, prediction);
    const base = path.posix.basename(file);
    byBase.set(base, byBase.has(base) ? null : prediction); // a basename two predictions share names neither
  }
  const confusion: ScoreReport['confusion'] = {};
  const perType: Record<string, Counts> = {};
  const perKey: Record<string, Counts> = {};
  const all: Counts = { tp: 0, fp: 0, fn: 0 };
  const count = (outcome: keyof Counts, type: string, key: string) => {
    for (const [table, name] of [
      [perType, type],
      [perKey, `${type}.${key}`],
    ] as const)
      (table[name] ??= { tp: 0, fp: 0, fn: 0 })[outcome] += 1;
    all[outcome] += 1;
  };
  const errors: ScoreReport['errors'] = [];
  let typeCorrect = 0;
  let missing = 0;
  for (const truth of truths) {
    const prediction = byPath.get(truth.rel) ?? byPath.get(truth.file) ?? byBase.get(truth.base) ?? null;
    if (!prediction) missing += 1;
    const predictedType = prediction?.documentType
      ? String(prediction.documentType).toLowerCase().trim()
      : '(missing)';
    const row = (confusion[truth.documentType] ??= {});
    row[predictedType] = (row[predictedType] ?? 0) + 1;
    if (predictedType === truth.documentType) typeCorrect += 1;
    const predicted = prediction?.fields ?? {};
    for (const [key, value] of Object.entries(truth.fields ?? {})) {
      const guess = predicted[key];
      if (!isEmpty(guess) && valuesMatch(key, value, guess)) {
        count('tp', truth.documentType, key);
        continue;
      }
      count('fn', truth.documentType, key);
      if (!isEmpty(guess)) count('fp', truth.documentType, key);
      errors.push({ file: truth.rel, key, truth: value, pred: guess ?? null });
    }
    const allowed = scoredKeys(truth.documentType);
    for (const [key, guess] of Object.entries(predicted)) {
      if (key in (truth.fields ?? {}) || isEmpty(guess) || !allowed.has(key)) continue;
      count('fp', truth.documentType, key);
      errors.push({ file: truth.rel, key, truth: null, pred: guess });
    }
  }
  const sortedRates = (table: Record<string, Counts>) =>
    Object.fromEntries(
      Object.entries(table)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, counts]) => [name, rates(counts)]),
    );
  const perKeyRates = sortedRates(perKey);
  const worstFields = Object.entries(perKeyRates)
    .sort(([, a], [, b]) => a.f1 - b.f1 || b.fn + b.fp - (a.fn + a.fp))
    .slice(0, 10)
    .map(([key, value]) => ({ key, ...value }));
  return {
    docs: truths.length,
    missingPredictions: missing,
    typeAccuracy: truths.length ? typeCorrect / truths.length : 0,
    confusion,
    overall: rates(all),
    perType: sortedRates(perType),
    perKey: perKeyRates,
    worstFields,
    errors,
  };
}

/** The report a person reads: confusion matrix, fields per type, the ten worst fields, the SCORE line. */
export function formatReport(report: ScoreReport): string {
  const two = (value: number) => value.toFixed(2);
  const lines = [
    `Documents: ${report.docs}   missing predictions: ${report.missingPredictions}`,
    `Document-type accuracy: ${two(report.typeAccuracy)}`,
    '',
    'Confusion matrix (rows = truth, columns = predicted):',
  ];
  const columns = [...new Set(Object.values(report.confusion).flatMap((row) => Object.keys(row)))].sort();
  const width = Math.max(10, ...columns.map((column) => column.length)) + 1;
  lines.push(''.padEnd(12) + columns.map((column) => column.padStart(width)).join(''));
  for (const type of documentTypes) {
    const row = report.confusion[type];
    if (row)
      lines.push(
        type.padEnd(12) + columns.map((column) => String(row[column] ?? '.').padStart(width)).join(''),
      );
  }
  const rateLine = (name: string, value: Rates) =>
    name.padEnd(12) +
    [value.tp, value.fp, value.fn].map((n) => String(n).padStart(6)).join('') +
    [value.precision, value.recall, value.f1].map((n) => two(n).padStart(6)).join('');
  lines.push('', 'Fields per document type:', `${'type'.padEnd(12)}    tp    fp    fn  prec   rec    f1`);
  for (const [type, value] of Object.entries(report.perType)) lines.push(rateLine(type, value));
  lines.push(rateLine('overall', report.overall), '', 'Worst 10 fields:');
  for (const field of report.worstFields)
    lines.push(`  ${field.key.padEnd(36)} f1=${two(field.f1)}  tp=${field.tp} fp=${field.fp} fn=${field.fn}`);
  lines.push(
    '',
    `SCORE typeAccuracy=${two(report.typeAccuracy)} fieldF1=${two(report.overall.f1)} docs=${report.docs}`,
  );
  return lines.join('\n');
}

export function readPredictions(file: string): Prediction[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Prediction);
}

function main(argv: string[]): number {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const truthDir = option('--truth') ?? path.join(repoRoot, 'fixtures/corpus');
  const truths = loadTruth(truthDir);
  if (!truths.length) {
    console.error(`no *.truth.json files under ${truthDir}`);
    return 2;
  }
  const selfTest = argv.includes('--self-test');
  const predFile = option('--pred');
  if (!selfTest && !predFile) {
    console.error(
      'usage: tsx training/scoring/score.ts --truth DIR --pred PRED.jsonl [--json] | --self-test',
    );
    return 2;
  }
  const report = score(
    truths,
    selfTest
      ? truths.map((truth) => ({ file: truth.rel, documentType: truth.documentType, fields: truth.fields }))
      : readPredictions(predFile!),
  );
  if (argv.includes('--json'))
    console.log(JSON.stringify({ ...report, errors: report.errors.slice(0, 500) }, null, 2));
  else console.log(formatReport(report));
  return selfTest && (report.typeAccuracy !== 1 || report.overall.f1 !== 1) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
