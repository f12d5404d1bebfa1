/**
 * Accuracy of the document pipeline: reads every document of a corpus with the server's pipeline
 * (recognition, TFN redaction, classification, extraction, masking: the same as `npm run extract`), writes the
 * scorer's predictions and prints the scorer's report, the time spent per document and, for the dev corpus,
 * the SCORE lines of its tuning and held-back parts and the pack-merge figures.
 *   npx tsx bench/accuracy.ts [--corpus DIR] [--cached-only] [--cache DIR] [--rules-only]
 * --corpus scores another folder of documents with *.truth.json files beside them (default: the repository's
 * fixtures, fixtures/corpus), e.g. the blind sets under bench/generalisation/. --dev scores the development
 * corpus beside the repository (../shared/corpus/dev) when it is there, as an extra regression set; without
 * it, --dev says so and stops. Scored by the project's scorer (training/scoring, docs/scoring.md).
 * Recognition results are cached in bench/.cache/recognised[-<corpus path>] (OCR is slow; the cache makes
 * reruns take seconds); a document not in the cache is recognised now and cached. --cached-only scores only
 * cached documents; --cache reads and writes another directory. --rules-only extracts by the types' rules
 * alone, without the candidate ranker (for comparison).
 *
 * Held back (dev corpus): documents whose id starts with c, d, e or f. They were looked at while the first
 * rules were written.
 *
 * Every corpus this script scores is a tuning set, and its SCORE lines say so: rules were written or changed
 * on the fixtures, the dev corpus and sets A, B and C after their errors were looked at. The estimate for
 * unseen wording and institutions is the sealed fold alone (bench/factory/sealed.ts, decision 034), which
 * `npm run bench:accuracy` prints first.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, loadTruth, readPredictions, score, type Truth } from '../training/scoring/score';
import { availableParallelism } from 'node:os';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/reading/recognise/recognise-document';
import { redactTaxFileNumbers } from '@/server/reading/redact-tax-file-numbers';
import { understandDocument } from '@/server/reading/understand-document';
import type { ExtractedFields } from '@/server/reading/extract/types';
import { mergeClientData, type MergeInput } from '@/server/reading/merge/merge-client-data';
import { comparePackFacts, readPackTruth } from '@/server/test-support/pack-truth';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import type { DocumentType } from '@/shared/options';

type CorpusEntry = { file: string; documentType: string; rendition: string; pack?: string };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const devCorpusDir = path.resolve(repoRoot, '../shared/corpus/dev');
const corpusArgument = process.argv.indexOf('--corpus');
const isDevCorpus = process.argv.includes('--dev');
if (isDevCorpus && !existsSync(devCorpusDir)) {
  console.log(
    `No development corpus at ${devCorpusDir}: nothing to score (the fixtures are scored without --dev).`,
  );
  process.exit(0);
}
const corpusDir =
  corpusArgument > 0
    ? path.resolve(process.argv[corpusArgument + 1] ?? '')
    : isDevCorpus
      ? devCorpusDir
      : path.join(repoRoot, 'fixtures/corpus');
const cacheArgument = process.argv.indexOf('--cache');
const cacheDir =
  cacheArgument > 0
    ? path.resolve(process.argv[cacheArgument + 1] ?? '')
    : path.join(
        repoRoot,
        'bench/.cache',
        corpusDir === devCorpusDir
          ? 'recognised'
          : `recognised-${path.relative(repoRoot, corpusDir).replace(/[^\w]+/g, '-')}`,
      );
const predFile = path.join(repoRoot, 'bench/.cache/pred.jsonl');
const cachedOnly = process.argv.includes('--cached-only');

/** What each corpus is and why it is not an estimate (decision 034; the sets' READMEs). */
function tuningSet(): { name: string; why: string } {
  const relative = path.relative(repoRoot, corpusDir);
  if (corpusDir === devCorpusDir)
    return { name: 'dev corpus', why: 'its documents were read while the rules were written' };
  if (relative === 'fixtures/corpus')
    return { name: 'fixtures', why: "the repository's own documents, which the rules were written against" };
  const set = /generalisation\/set-([abc])\b/.exec(relative)?.[1];
  if (set)
    return {
      name: `set ${set.toUpperCase()}`,
      why: 'blind only at its first score; its errors have been looked at and rules changed since (its README)',
    };
  return { name: relative, why: 'not the sealed fold' };
}
const tuning = tuningSet();
console.log(`== tuning set: ${tuning.name} (${tuning.why}); not an estimate: the sealed fold is`);
const ranker = process.argv.includes('--rules-only') ? null : undefined;

/** The corpus's documents: its manifest where it has one, else every document with a truth file beside it. */
async function corpusEntries(): Promise<CorpusEntry[]> {
  if (existsSync(path.join(corpusDir, 'manifest.json')))
    return (
      JSON.parse(await readFile(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
        documents: CorpusEntry[];
      }
    ).documents;
  const truthFiles = (await readdir(corpusDir, { recursive: true })).filter((name) =>
    name.endsWith('.truth.json'),
  );
  return Promise.all(
    truthFiles.sort().map(async (name) => ({
      ...(JSON.parse(await readFile(path.join(corpusDir, name), 'utf8')) as CorpusEntry),
      file: name.slice(0, -'.truth.json'.length),
    })),
  );
}

type Processed = {
  entry: CorpusEntry;
  documentType: DocumentType;
  fields: ExtractedFields;
  documentDate?: string;
  milliseconds: number;
};

function toPrediction(fields: ExtractedFields): Record<string, string | number> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value ?? '']));
}

const isHeldBack = (file: string) => /^[c-f]/.test(path.basename(file));

const processed: Processed[] = [];
let ocr: ReturnType<typeof createTesseractOcrEngine> | undefined;
for (const entry of await corpusEntries()) {
  // By the document's path in the corpus: two packs each hold a payslip.pdf.
  const cacheFile = path.join(cacheDir, `${entry.file.replace(/[\\/]+/g, '__')}.json`);
  let recognised: RecognisedDocument;
  if (existsSync(cacheFile)) {
    recognised = JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument;
  } else if (cachedOnly) {
    continue;
  } else {
    ocr ??= createTesseractOcrEngine({ workers: availableParallelism() });
    recognised = await recogniseDocument({ bytes: await readFile(path.join(corpusDir, entry.file)), ocr });
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(recognised));
  }
  const started = performance.now();
  const understood = await understandDocument(redactTaxFileNumbers(recognised), 'auto', undefined, ranker);
  processed.push({
    entry,
    documentType: understood.type,
    fields: understood.extractedData._fields as ExtractedFields,
    documentDate: (understood.extractedData._documentDate as string | null) ?? undefined,
    milliseconds: performance.now() - started,
  });
}
await ocr?.close();

await mkdir(path.dirname(predFile), { recursive: true });
await writeFile(
  predFile,
  processed
    .map(({ entry, documentType, fields }) =>
      JSON.stringify({ file: entry.file, documentType, fields: toPrediction(fields) }),
    )
    .join('\n') + '\n',
);

/** A truth directory holding only the cached documents' truth files, so a partial cache can be scored. */
async function linkCachedTruth(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'truth-'));
  for (const { entry } of processed) {
    const target = path.join(dir, entry.file);
    await mkdir(path.dirname(target), { recursive: true });
    await symlink(path.join(corpusDir, `${entry.file}.truth.json`), `${target}.truth.json`);
  }
  return dir;
}

const truthDir = cachedOnly ? await linkCachedTruth() : corpusDir;
console.log(
  formatReport(score(loadTruth(truthDir), readPredictions(predFile))).replace(
    /^SCORE /m,
    `SCORE(${tuning.name}, tuning set) `,
  ),
);
if (cachedOnly) await rm(truthDir, { recursive: true });

// The same scorer on each part of the corpus.
const predictions = processed.map(({ entry, documentType, fields }) => ({
  file: entry.file,
  documentType,
  fields: toPrediction(fields),
}));
const scored = new Set(processed.map(({ entry }) => entry.file));
for (const [part, heldBack] of isDevCorpus
  ? ([
      ['tuning', false],
      ['held-back', true],
    ] as const)
  : []) {
  const truths = loadTruth(corpusDir).filter(
    (truth) => isHeldBack(truth.rel) === heldBack && scored.has(truth.rel),
  );
  const result = score(truths, predictions);
  console.log(
    `SCORE(${tuning.name} ${part} part, tuning set) typeAccuracy=${result.typeAccuracy.toFixed(2)} fieldF1=${result.overall.f1.toFixed(2)} docs=${truths.length}`,
  );
}

// And on each rendition (born-digital, scanned, photos as JPEG, PNG or HEIC).
const byRendition = new Map<string, Truth[]>();
for (const truth of loadTruth(corpusDir)) {
  if (!scored.has(truth.rel)) continue;
  const rendition = truth.rendition ?? 'unknown';
  byRendition.set(rendition, [...(byRendition.get(rendition) ?? []), truth]);
}
for (const [rendition, truths] of [...byRendition].sort()) {
  const result = score(truths, predictions);
  console.log(
    `  SCORE(${tuning.name} ${rendition}, tuning set) typeAccuracy=${result.typeAccuracy.toFixed(2)} fieldF1=${result.overall.f1.toFixed(2)} docs=${truths.length}`,
  );
}

const total = processed.reduce((sum, item) => sum + item.milliseconds, 0);
console.log(
  `classify+extract: ${processed.length} documents, ${(total / Math.max(1, processed.length)).toFixed(1)} ms per document (max ${Math.max(...processed.map((item) => item.milliseconds)).toFixed(1)} ms)`,
);

const packs = new Map<string, Processed[]>();
for (const item of processed) {
  if (!item.entry.pack) continue;
  packs.set(item.entry.pack, [...(packs.get(item.entry.pack) ?? []), item]);
}
let matched = 0;
let facts = 0;
for (const [packId, items] of [...packs].sort()) {
  const expected = readPackTruth(packId, corpusDir);
  const documents = expected.documents;
  const inputs: MergeInput[] = items.map((item) => ({
    documentId: path.basename(item.entry.file),
    documentType: item.documentType,
    documentDate: item.documentDate,
    uploadedAt: '2026-01-01T00:00:00Z',
    fields: item.fields,
  }));
  const comparison = comparePackFacts(mergeClientData(inputs), expected);
  matched += comparison.matched;
  facts += comparison.total;
  const missing = documents.length - items.length;
  console.log(
    `${packId}: ${comparison.matched}/${comparison.total} facts${missing > 0 ? ` (${missing} documents not cached)` : ''}${comparison.mismatches.length ? `  ✗ ${comparison.mismatches.join('; ')}` : ''}`,
  );
}
if (facts > 0)
  console.log(
    `PACKS facts=${matched}/${facts} (${((100 * matched) / facts).toFixed(0)}%) packs=${packs.size}`,
  );
