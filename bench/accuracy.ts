/**
 * Accuracy on the dev corpus: reads every document with the server's pipeline (recognition, TFN redaction,
 * classification, extraction, masking: the same as `npm run extract`), writes the scorer's predictions and
 * prints the scorer's report, the SCORE lines for the tuning part and the held-back part, the time spent
 * per document and the pack-merge figures.
 *   npx tsx bench/accuracy.ts [--cached-only] [--cache DIR]
 * Recognition results are cached in bench/.cache/recognised (OCR is slow; the cache makes reruns take
 * seconds); a document not in the cache is recognised now and cached. --cached-only scores only cached
 * documents; --cache reads and writes another directory.
 *
 * Held back: documents whose id starts with c, d, e or f (a quarter of the corpus) are not looked at while
 * tuning rules; their SCORE line is the honest estimate for unseen documents.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { createTesseractOcrEngine } from '@/server/documents/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/documents/recognise/recognise-document';
import { redactTaxFileNumbers } from '@/server/documents/redact-tax-file-numbers';
import { understandDocument } from '@/server/documents/understand-document';
import type { ExtractedFields } from '@/server/documents/extract/types';
import {
  mergeClientData,
  type MergedClientData,
  type MergeInput,
} from '@/server/documents/merge/merge-client-data';
import type { RecognisedDocument } from '@/server/documents/recognise/types';
import type { DocumentType } from '@/shared/options';

type ManifestEntry = { file: string; documentType: string; rendition: string; pack?: string };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = path.resolve(repoRoot, '../shared/corpus/dev');
const scorer = path.resolve(repoRoot, '../shared/eval/score.mjs');
const cacheArgument = process.argv.indexOf('--cache');
const cacheDir =
  cacheArgument > 0
    ? path.resolve(process.argv[cacheArgument + 1] ?? '')
    : path.join(repoRoot, 'bench/.cache/recognised');
const predFile = path.join(repoRoot, 'bench/.cache/pred.jsonl');
const cachedOnly = process.argv.includes('--cached-only');

type PackTruth = {
  documents: string[];
  givenNames: string | null;
  familyName: string | null;
  dateOfBirth: string | null;
  email: string | null;
  mobile: string | null;
  streetAddress: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  employer: string | null;
  occupation: string | null;
  annualIncome: number | null;
  superAccounts: {
    fundName: string;
    memberNumberLast4: string;
    balance: number;
    statementDate: string;
    insuranceLife: number | null;
    insuranceTPD: number | null;
    insuranceIP: number | null;
  }[];
  bankAccounts: { bankName: string; bsb: string; accountNumberLast4: string }[];
};

/** Loose comparison, as the scorer's: case, punctuation, company suffixes and street types do not matter. */
function sameFact(expected: unknown, actual: unknown): boolean {
  if (expected === null || expected === undefined)
    return actual === null || actual === undefined || actual === '';
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(expected - actual) < 0.01;
  const norm = (value: unknown): string =>
    String(value ?? '')
      .toLowerCase()
      .replace(/\b(pty|ltd|limited)\b/g, '')
      .replace(
        /\b(street|st|road|rd|avenue|ave|court|ct|drive|dr|place|pl|parade|pde|terrace|tce|crescent|cres|grove|gr|highway|hwy|lane|close|way)\b/g,
        (word) => word.slice(0, 2),
      )
      .replace(/[^a-z0-9]/g, '');
  return norm(expected) === norm(actual);
}

/** How many of a pack's expected facts the merged data matches, and which it misses. */
function comparePackFacts(
  merged: MergedClientData,
  expected: PackTruth,
): { matched: number; total: number; mismatches: string[] } {
  const { personalInfo: person } = merged;
  const given =
    person.fullName && person.lastName
      ? person.fullName.slice(0, person.fullName.length - person.lastName.length).trim()
      : person.firstName;
  const facts: [string, unknown, unknown][] = [
    ['givenNames', expected.givenNames, given],
    ['familyName', expected.familyName, person.lastName],
    ['dateOfBirth', expected.dateOfBirth, person.dateOfBirth],
    ['email', expected.email, person.email],
    ['mobile', expected.mobile, person.phone],
    ['streetAddress', expected.streetAddress, person.streetAddress],
    ['suburb', expected.suburb, person.suburb],
    ['state', expected.state, person.state],
    ['postcode', expected.postcode, person.postcode],
    ['employer', expected.employer, merged.employment.employer],
    ['occupation', expected.occupation, merged.employment.position],
    ['annualIncome', expected.annualIncome, merged.annualIncome],
  ];
  const supers = merged.financialAccounts.filter((account) => account.type === 'superannuation');
  const banks = merged.financialAccounts.filter((account) => account.type === 'bank');
  facts.push(
    ['superAccounts.count', expected.superAccounts.length, supers.length],
    ['bankAccounts.count', expected.bankAccounts.length, banks.length],
  );
  for (const account of expected.superAccounts) {
    const found = supers.find(
      (candidate) => candidate.accountNumber?.slice(-4) === account.memberNumberLast4,
    );
    const prefix = `super ${account.memberNumberLast4}`;
    facts.push(
      [`${prefix} found`, true, Boolean(found)],
      [`${prefix} fundName`, account.fundName, found?.provider],
      [`${prefix} balance`, account.balance, found?.balance],
      [`${prefix} statementDate`, account.statementDate, found?.statementDate],
      [`${prefix} life`, account.insuranceLife, found?.insurance?.life?.sumInsured ?? null],
      [`${prefix} tpd`, account.insuranceTPD, found?.insurance?.tpd?.sumInsured ?? null],
      [`${prefix} ip`, account.insuranceIP, found?.insurance?.incomeProtection?.monthlyBenefit ?? null],
    );
  }
  for (const account of expected.bankAccounts) {
    const found = banks.find(
      (candidate) => candidate.accountNumber?.slice(-4) === account.accountNumberLast4,
    );
    const prefix = `bank ${account.accountNumberLast4}`;
    facts.push(
      [`${prefix} found`, true, Boolean(found)],
      [`${prefix} bankName`, account.bankName, found?.provider],
      [`${prefix} bsb`, account.bsb.slice(0, 3), found?.bsb?.slice(0, 3)],
    );
  }
  const mismatches = facts
    .filter(([, want, got]) => !sameFact(want, got))
    .map(([name, want, got]) => `${name}: want ${String(want)} got ${String(got ?? null)}`);
  return { matched: facts.length - mismatches.length, total: facts.length, mismatches };
}

const manifest = JSON.parse(await readFile(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
  documents: ManifestEntry[];
};

type Processed = {
  entry: ManifestEntry;
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
for (const entry of manifest.documents) {
  const cacheFile = path.join(cacheDir, `${path.basename(entry.file)}.json`);
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
  const understood = await understandDocument(redactTaxFileNumbers(recognised), 'auto');
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
console.log(execFileSync('node', [scorer, '--truth', truthDir, '--pred', predFile], { encoding: 'utf8' }));
if (cachedOnly) await rm(truthDir, { recursive: true });

// The same scorer on each part of the corpus.
const { loadTruth, score } = (await import(pathToFileURL(scorer).href)) as {
  loadTruth: (dir: string) => { rel: string }[];
  score: (truths: unknown[], preds: unknown[]) => { typeAccuracy: number; overall: { f1: number } };
};
const predictions = processed.map(({ entry, documentType, fields }) => ({
  file: entry.file,
  documentType,
  fields: toPrediction(fields),
}));
const scored = new Set(processed.map(({ entry }) => entry.file));
for (const [part, heldBack] of [
  ['tuning', false],
  ['held-back', true],
] as const) {
  const truths = loadTruth(corpusDir).filter(
    (truth) => isHeldBack(truth.rel) === heldBack && scored.has(truth.rel),
  );
  const result = score(truths, predictions);
  console.log(
    `SCORE(${part}) typeAccuracy=${result.typeAccuracy.toFixed(2)} fieldF1=${result.overall.f1.toFixed(2)} docs=${truths.length}`,
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
  const expected = JSON.parse(
    await readFile(path.join(corpusDir, 'packs', packId, 'pack.truth.json'), 'utf8'),
  ) as PackTruth;
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
