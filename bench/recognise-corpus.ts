/**
 * Runs text recognition over the fixtures (--dev: the development corpus beside the repository, when there), caching each result for the extraction work and printing speed,
 * OCR confidence and a rough recall (share of ground-truth values found in the text) per rendition.
 *   npx tsx bench/recognise-corpus.ts [--only digital|all] [--force] [--dev]
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/reading/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { isPrinted, printableValues, type Truth } from '../training/scoring/truth-values';

type ManifestEntry = { file: string; documentType: string; rendition: string; pages: number };
type Outcome = {
  rendition: string;
  seconds: number;
  pages: number;
  confidence: number;
  found: number;
  values: number;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The fixtures by default; --dev reads the development corpus beside the repository when it is there.
const devCorpusDir = path.resolve(repoRoot, '../shared/corpus/dev');
if (process.argv.includes('--dev') && !existsSync(devCorpusDir)) {
  console.log(`No development corpus at ${devCorpusDir}: nothing to read.`);
  process.exit(0);
}
const corpusDir = process.argv.includes('--dev') ? devCorpusDir : path.join(repoRoot, 'fixtures/corpus');
const cacheDir = path.join(
  repoRoot,
  process.argv.includes('--dev') ? 'bench/.cache/recognised' : 'bench/.cache/recognised-fixtures',
);
// Digital PDFs first: they take milliseconds, and extraction work waits on their cache.
const renditionOrder = ['digital-pdf', 'scan-pdf', 'photo-jpeg', 'photo-png', 'photo-heic'];
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
  const text = document.pages.map((page) => page.text).join('\n');
  const values = printableValues(truth);
  const found = values.filter(([, value]) => isPrinted(value, text)).length;
  const confidence =
    document.pages.reduce((sum, page) => sum + page.confidence, 0) / Math.max(1, document.pages.length);
  return {
    rendition: entry.rendition,
    seconds: document.elapsedMs / 1000,
    pages: Math.max(1, document.pages.length),
    confidence,
    found,
    values: values.length,
  };
}

function printSummary(all: Outcome[]): void {
  const groups = [
    ...renditionOrder.map((rendition) => [rendition, all.filter((o) => o.rendition === rendition)] as const),
    ['total', all] as const,
  ];
  // Seconds per page: a document's time shared among its pages.
  console.log('\nrendition     docs  pages  p50 s/page  p95 s/page  mean conf  recall');
  for (const [name, group] of groups) {
    if (group.length === 0) continue;
    const perPage = group
      .flatMap((o) => Array<number>(o.pages).fill(o.seconds / o.pages))
      .sort((a, b) => a - b);
    const at = (share: number) =>
      perPage[Math.min(perPage.length - 1, Math.ceil(perPage.length * share) - 1)] ?? 0;
    const pages = perPage.length;
    const confidence = group.reduce((sum, o) => sum + o.confidence, 0) / group.length;
    const found = group.reduce((sum, o) => sum + o.found, 0);
    const values = group.reduce((sum, o) => sum + o.values, 0);
    console.log(
      `${name.padEnd(12)} ${String(group.length).padStart(5)} ${String(pages).padStart(6)} ${at(0.5).toFixed(2).padStart(11)} ${at(0.95).toFixed(2).padStart(11)} ` +
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
