/**
 * Runs text recognition over the dev corpus, caching each result for the extraction work and printing speed,
 * OCR confidence and a rough recall (share of ground-truth values found in the text) per rendition.
 *   npx tsx bench/recognise-corpus.ts [--only digital|all] [--force]
 */
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTesseractOcrEngine } from '@/server/documents/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/documents/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/documents/recognise/types';

type ManifestEntry = { file: string; documentType: string; rendition: string; pages: number };
type Truth = { fields: Record<string, unknown> };
type Outcome = { rendition: string; seconds: number; confidence: number; found: number; values: number };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = path.resolve(repoRoot, '../shared/corpus/dev');
const cacheDir = path.join(repoRoot, 'bench/.cache/recognised');
// Digital PDFs first: they take milliseconds, and extraction work waits on their cache.
const renditionOrder = ['digital-pdf', 'scan-pdf', 'photo-jpeg', 'photo-png', 'photo-heic'];
// Codes the scorer infers (e.g. "savings" from "NetBank Saver"), not text printed on the document.
const inferredKeys = new Set([
  'accountType',
  'sex',
  'nationality',
  'payFrequency',
  'repaymentFrequency',
  'premiumFrequency',
  'policyType',
]);
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : 'all';
const force = args.includes('--force');
if (only !== 'digital' && only !== 'all') throw new Error('--only takes digital or all');

const manifest = JSON.parse(await readFile(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
  documents: ManifestEntry[];
};
const entries = manifest.documents
  .filter((entry) => entry.file.startsWith('docs/'))
  .filter((entry) => only === 'all' || entry.rendition === 'digital-pdf')
  .sort((a, b) => renditionOrder.indexOf(a.rendition) - renditionOrder.indexOf(b.rendition));

await mkdir(cacheDir, { recursive: true });
const ocr = createTesseractOcrEngine();
const outcomes: Outcome[] = [];
try {
  for (const [index, entry] of entries.entries()) {
    const cacheFile = path.join(cacheDir, `${path.basename(entry.file)}.json`);
    const cached = !force && (await exists(cacheFile));
    const document = cached
      ? (JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument)
      : await recogniseDocument({ bytes: await readFile(path.join(corpusDir, entry.file)), ocr });
    if (!cached) await writeFile(cacheFile, JSON.stringify(document));

    const truth = JSON.parse(
      await readFile(path.join(corpusDir, `${entry.file}.truth.json`), 'utf8'),
    ) as Truth;
    const outcome = measure(entry, document, truth);
    outcomes.push(outcome);
    console.log(
      `${String(index + 1).padStart(3)}/${entries.length} ${path.basename(entry.file).padEnd(14)} ${entry.rendition.padEnd(11)} ` +
        `${outcome.seconds.toFixed(2).padStart(6)} s  conf ${outcome.confidence.toFixed(0).padStart(3)}  ` +
        `found ${outcome.found}/${outcome.values}${cached ? '  (cached)' : ''}`,
    );
  }
} finally {
  await ocr.close();
}
printSummary(outcomes);

function measure(entry: ManifestEntry, document: RecognisedDocument, truth: Truth): Outcome {
  const text = normalise(document.pages.map((page) => page.text).join('\n'));
  const compact = text.replace(/[\s-]/g, '');
  const values = Object.entries(truth.fields).filter(
    ([key, value]) => !inferredKeys.has(key) && (typeof value === 'string' || typeof value === 'number'),
  );
  const found = values.filter(([, value]) =>
    spellings(value as string | number).some(
      (spelling) => text.includes(spelling) || (/^[\d*]+$/.test(spelling) && compact.includes(spelling)),
    ),
  ).length;
  const confidence =
    document.pages.reduce((sum, page) => sum + page.confidence, 0) / Math.max(1, document.pages.length);
  return {
    rendition: entry.rendition,
    seconds: document.elapsedMs / 1000,
    confidence,
    found,
    values: values.length,
  };
}

/** The ways a truth value is likely printed, normalised like the text. */
function spellings(value: string | number): string[] {
  if (typeof value === 'number') {
    const amount = Math.abs(value);
    const forms = [
      amount.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      amount.toFixed(2),
      String(amount),
    ];
    if (Number.isInteger(amount)) forms.push(amount.toLocaleString('en-AU'));
    return forms;
  }
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    const [, year = '', month = '', day = ''] = date;
    const monthName = months[Number(month) - 1] ?? '';
    const days = [day, String(Number(day))];
    return [
      value,
      `${day}/${month}/${year}`,
      `${day}-${month}-${year}`,
      `${day}.${month}.${year}`,
      ...days.flatMap((d) => [
        `${d} ${monthName} ${year}`,
        `${d} ${monthName.slice(0, 3)} ${year}`,
        `${d}-${monthName.slice(0, 3)}-${year}`,
      ]),
      `${monthName} ${Number(day)}, ${year}`,
    ].map(normalise);
  }
  return [normalise(value)];
}

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function printSummary(all: Outcome[]): void {
  const groups = [
    ...renditionOrder.map((rendition) => [rendition, all.filter((o) => o.rendition === rendition)] as const),
    ['total', all] as const,
  ];
  console.log('\nrendition     docs  mean s   p95 s  mean conf  recall');
  for (const [name, group] of groups) {
    if (group.length === 0) continue;
    const seconds = group.map((o) => o.seconds).sort((a, b) => a - b);
    const mean = seconds.reduce((sum, s) => sum + s, 0) / seconds.length;
    const p95 = seconds[Math.min(seconds.length - 1, Math.ceil(seconds.length * 0.95) - 1)] ?? 0;
    const confidence = group.reduce((sum, o) => sum + o.confidence, 0) / group.length;
    const found = group.reduce((sum, o) => sum + o.found, 0);
    const values = group.reduce((sum, o) => sum + o.values, 0);
    console.log(
      `${name.padEnd(12)} ${String(group.length).padStart(5)} ${mean.toFixed(2).padStart(7)} ${p95.toFixed(2).padStart(7)} ` +
        `${confidence.toFixed(1).padStart(10)}  ${((found / Math.max(1, values)) * 100).toFixed(1).padStart(5)}% (${found}/${values})`,
    );
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
