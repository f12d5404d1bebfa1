/**
 * The intake → upload → Fact Find → PDF path for every client pack of the fixtures (or, with --dev, of the
 * development corpus beside the repository), measured through the client's record
 * (decision 017): a client is created as the intake leaves one (name and e-mail typed, date of birth left at
 * the default), the pack's documents are read by the server's pipeline and attached to the client, every offer
 * that is not a conflict is accepted ("Accept all"), and the record is compared with the pack's
 * pack.truth.json fact by fact; then the Fact Find PDF is rendered from the record and each of its facts is
 * looked for in the PDF's text as the registry words it (with its cycle, date or period).
 *   npx tsx bench/pack-round-trip.ts [--dev]   (--dev without ../shared/corpus/dev says so and stops)
 * Recognition results are cached in bench/.cache, so reruns take seconds.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRecordFact } from '@/shared/record/format-fact';
import { recordField } from '@/shared/record/record-fields';
import type { ClientRecordView } from '@/shared/record/record-types';
import { buildFactFindSnapshot } from '@/server/core/fact-find/build-fact-find-snapshot';
import { hashSnapshot } from '@/server/core/fact-find/hash-snapshot';
import { renderFactFindPdf } from '@/server/pdf/render-fact-find-pdf';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/reading/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import type { MergedClientData } from '@/server/reading/merge/merge-client-data';
import { comparePackFacts, readPackTruth } from '@/server/test-support/pack-truth';
import { openBenchPractice, recordFromDocuments } from './support/record-from-documents';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The fixtures by default; --dev reads the development corpus beside the repository when it is there.
const devCorpusDir = path.resolve(repoRoot, '../shared/corpus/dev');
if (process.argv.includes('--dev') && !existsSync(devCorpusDir)) {
  console.log(`No development corpus at ${devCorpusDir}: nothing to read.`);
  process.exit(0);
}
const corpusDir = process.argv.includes('--dev') ? devCorpusDir : path.join(repoRoot, 'fixtures/corpus');
// The same caches as bench/accuracy.ts's.
const cacheDir = path.join(
  repoRoot,
  process.argv.includes('--dev') ? 'bench/.cache/recognised' : 'bench/.cache/recognised-fixtures-corpus',
);

let ocr: ReturnType<typeof createTesseractOcrEngine> | undefined;
async function recognise(file: string): Promise<RecognisedDocument> {
  // By the document's path in the corpus: every fixture pack holds a payslip.pdf (keyed by its name alone,
  // pack-2 was read as pack-1's documents).
  const cacheFile = path.join(cacheDir, `${path.relative(corpusDir, file).replace(/[\\/]+/g, '__')}.json`);
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument;
  ocr ??= createTesseractOcrEngine();
  const recognised = await recogniseDocument({ bytes: await readFile(file), ocr });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(recognised));
  return recognised;
}

/** The client's record (as the Fact Find reads it) in the shape the pack comparison reads. */
function recordAsMerged(view: ClientRecordView, emailFromDocuments: boolean): MergedClientData {
  const value = (subject: string, field: string) =>
    view.facts.find((fact) => fact.subject === subject && fact.field === field && fact.status !== 'default')
      ?.value ?? null;
  const text = (subject: string, field: string) => {
    const found = value(subject, field);
    return found === null ? null : String(found);
  };
  const number = (subject: string, field: string) => {
    const found = value(subject, field);
    return typeof found === 'number' ? found : null;
  };
  const itemsOf = (kind: string) =>
    view.items.filter((item) => item.kind === kind).map((item) => item.subject);
  const given = text('client', 'givenNames');
  const family = text('client', 'familyName');
  const cover = (sumInsured: number | null, monthlyBenefit: number | null = null) => ({
    sumInsured,
    premium: null,
    monthlyBenefit,
    waitingPeriod: null,
    benefitPeriod: null,
  });
  return {
    personalInfo: {
      fullName: [given, family].filter(Boolean).join(' ') || null,
      firstName: given?.split(' ')[0] ?? null,
      lastName: family,
      dateOfBirth: text('client', 'dob'),
      address: null,
      // The intake needs an e-mail; where no document prints one, the typed one is not a document's fact.
      email: emailFromDocuments ? text('client', 'email') : null,
      phone: text('client', 'mobile'),
      streetAddress: text('client', 'streetAddress'),
      suburb: text('client', 'suburb'),
      state: text('client', 'state'),
      postcode: text('client', 'postcode'),
    },
    employment: { employer: text('client', 'employer'), position: text('client', 'occupation') },
    financialAccounts: [
      ...itemsOf('super').map((subject) => ({
        type: 'superannuation' as const,
        provider: text(subject, 'fundName'),
        accountNumber: text(subject, 'memberNumberMasked'),
        balance: number(subject, 'balance'),
        bsb: null,
        statementDate: text(subject, 'statementDate'),
        investmentOptions: text(subject, 'investmentOption'),
        contributions: number(subject, 'contributionsYTD'),
        insurance: {
          life: cover(number(subject, 'insuranceLife')),
          tpd: cover(number(subject, 'insuranceTPD')),
          incomeProtection: cover(null, number(subject, 'insuranceIP')),
        },
        documentId: '',
      })),
      ...itemsOf('bank').map((subject) => ({
        type: 'bank' as const,
        provider: text(subject, 'bankName'),
        accountNumber: text(subject, 'accountNumberMasked'),
        balance: number(subject, 'balance'),
        bsb: text(subject, 'bsbMasked'),
        statementDate: null,
        investmentOptions: null,
        contributions: null,
        insurance: null,
        documentId: '',
      })),
    ],
    annualIncome: number('cashFlow', 'baseSalary') ?? number('tax', 'taxableIncome'),
    confidence: 'high',
    conflicts: [],
  };
}

/** Each fact of the record as the PDF must print it (with its cycle, date or period): which of them it does. */
function printedFacts(view: ClientRecordView, text: string): { printed: number; missing: string[] } {
  const shown = view.facts.filter((fact) => {
    const definition = recordField(fact.subject, fact.field);
    return definition && !definition.internal && fact.status !== 'default' && fact.field !== '_item';
  });
  const missing = shown
    .filter((fact) => {
      const words = formatRecordFact(fact.subject, fact.field, fact.value, fact);
      return words !== '' && !text.includes(words);
    })
    .map((fact) => `${fact.subject.split(':')[0]}.${fact.field}`);
  return { printed: shown.length - missing.length, missing };
}

const { connection, db, practiceId, actor: adviser } = await openBenchPractice();
let matched = 0;
let total = 0;
let printed = 0;
let printable = 0;
const packIds = (await readdir(path.join(corpusDir, 'packs'))).sort();
for (const packId of packIds) {
  const truth = readPackTruth(packId, corpusDir);
  const read = await Promise.all(
    truth.documents.map(async (name) => ({
      filename: name,
      recognised: await recognise(path.join(corpusDir, 'packs', packId, name)),
    })),
  );
  // The intake: the name and e-mail typed as the pack gives them.
  const { view, accepted, conflicts } = await recordFromDocuments({
    db,
    practiceId,
    actor: adviser,
    client: {
      givenNames: truth.givenNames ?? 'Unknown',
      familyName: truth.familyName ?? 'Unknown',
      email: truth.email ?? `${packId}@example.com`,
    },
    read,
  });
  const scope = { db, practiceId, clientId: view.clientId };
  const comparison = comparePackFacts(recordAsMerged(view, truth.email !== null), truth);
  matched += comparison.matched;
  total += comparison.total;
  let inPdf = { printed: 0, missing: ['(the PDF could not be rendered)'] };
  try {
    const snapshot = await buildFactFindSnapshot({
      ...scope,
      adviser: { name: adviser.name, email: 'bench@example.com' },
    });
    const pdf = await renderFactFindPdf({ snapshot, contentHash: hashSnapshot(snapshot) });
    inPdf = printedFacts(view, (await readPdfText(pdf)).pages.join('\n'));
  } catch (error) {
    console.log(`${packId}: the PDF failed: ${String(error)}`);
  }
  printed += inPdf.printed;
  printable += inPdf.printed + inPdf.missing.length;
  console.log(
    `${packId}: ${comparison.matched}/${comparison.total} facts on the Fact Find after Accept all ` +
      `(${accepted} offers, ${conflicts} conflicts); PDF ${inPdf.printed}/${inPdf.printed + inPdf.missing.length}` +
      (comparison.mismatches.length ? `  ✗ ${comparison.mismatches.join('; ')}` : '') +
      (inPdf.missing.length ? `  PDF lacks ${inPdf.missing.join(', ')}` : ''),
  );
}
console.log(
  `PACKS intake→upload→Accept all→Fact Find: ${matched}/${total} facts right (${(matched / total).toFixed(2)})`,
);
console.log(
  `PACKS Fact Find PDF: ${printed}/${printable} record facts printed with their units (${(printed / Math.max(printable, 1)).toFixed(2)})`,
);
await ocr?.close();
await connection.close();
