/**
 * The repository's own test documents (fixtures/corpus), made by the factory and committed, so the tests,
 * benches and training need nothing beside the repository. The same layout and truth format as the scorer's
 * corpora (docs/scoring.md): manifest.json, docs/<name> with <name>.truth.json beside it, and packs/<id>/ with
 * each pack's documents and pack.truth.json. Deterministic: running it again writes the same documents (HEIC
 * needs heif-enc; without it the HEIC photo already committed is kept).
 *
 *   npx tsx training/factory/make-fixtures.ts
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { documentTypes, type DocumentType } from '@/shared/options';
import { renderRendition, RENDITIONS, type Rendition } from './renditions';
import { makeFamily } from './compose';
import { composeDocument, makeDocument } from './make-corpus';
import { toPdf } from './to-pdf';
import { makePack, makeSomeoneElsesDocument, type RenderedPack } from './make-pack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(repoRoot, 'fixtures/corpus');

/** Each type's documents: two born-digital of two families, one scan of a third, a photo of a fourth. */
const scanned = new Set<DocumentType>(['license', 'passport', 'payslip', 'super', 'tax']);
const photographed = new Set<DocumentType>(['license', 'passport', 'other', 'bank']);

type ManifestEntry = {
  file: string;
  documentType: string;
  rendition: string;
  pages: number;
  persona: string;
  pack?: string;
};

const renditionName = (rendition: Rendition, extension: string): string =>
  rendition === 'photo' ? (extension === 'png' ? 'photo-png' : 'photo-jpeg') : rendition;

async function writeDocument(
  folder: string,
  name: string,
  bytes: Buffer,
  truth: Omit<ManifestEntry, 'file'> & { fields: Record<string, string | number>; documentDate: string },
): Promise<void> {
  await writeFile(path.join(fixturesDir, folder, name), bytes);
  await writeFile(
    path.join(fixturesDir, folder, `${name}.truth.json`),
    `${JSON.stringify({ file: name, ...truth }, null, 2)}\n`,
  );
}

/** The client's facts a pack's documents print, in the scorer's pack.truth.json form (docs/scoring.md). */
function packTruth(packId: string, pack: RenderedPack) {
  const truthOf = (type: string) => pack.documents.find((document) => document.type === type)?.document;
  const licence = truthOf('license')!.fields;
  const fullName = String(licence.fullName ?? '');
  const familyName = String(licence.lastName ?? pack.person.family);
  const current = pack.documents
    .filter((document) => document.type !== 'other')
    .sort((a, b) => b.document.documentDate.localeCompare(a.document.documentDate));
  const newest = (key: string) => current.find((document) => document.document.fields[key] !== undefined);
  const text = (key: string) => {
    const value = newest(key)?.document.fields[key];
    return value === undefined ? null : String(value);
  };
  const payslip = truthOf('payslip')?.fields;
  const tax = truthOf('tax')?.fields;
  const superFields = truthOf('super')?.fields;
  const bank = truthOf('bank')?.fields;
  const last4 = (value: unknown) =>
    String(value ?? '')
      .replace(/\D/g, '')
      .slice(-4);
  return {
    packId,
    persona: packId,
    documents: pack.files.map((file) => file.name),
    givenNames: fullName.endsWith(familyName)
      ? fullName.slice(0, -familyName.length).trim()
      : pack.person.given,
    familyName,
    dateOfBirth: text('dateOfBirth'),
    email: text('email'),
    mobile: text('phone'),
    streetAddress: text('addressStreet'),
    suburb: text('addressSuburb'),
    state: text('addressState'),
    postcode: text('addressPostcode'),
    employer: payslip?.employer === undefined ? null : String(payslip.employer),
    occupation: payslip?.position === undefined ? null : String(payslip.position),
    superAccounts: superFields
      ? [
          {
            fundName: String(superFields.fundName),
            memberNumberLast4: last4(superFields.memberNumber),
            balance: Number(superFields.balance),
            statementDate: String(superFields.statementDate),
            insuranceLife: superFields.insuranceLife === undefined ? null : Number(superFields.insuranceLife),
            insuranceTPD: superFields.insuranceTPD === undefined ? null : Number(superFields.insuranceTPD),
            insuranceIP: superFields.insuranceIP === undefined ? null : Number(superFields.insuranceIP),
          },
        ]
      : [],
    bankAccounts: bank
      ? [
          {
            bankName: String(bank.bankName),
            bsb: String(bank.bsb),
            accountNumberLast4: last4(bank.accountNumber),
          },
        ]
      : [],
    annualIncome:
      payslip?.annualSalary !== undefined
        ? Number(payslip.annualSalary)
        : tax?.taxableIncome !== undefined
          ? Number(tax.taxableIncome)
          : null,
    notes: [
      `${pack.files.find((file) => file.name.includes('utility'))?.name} is an old bill at the previous address; the current address is the other documents'.`,
    ],
  };
}

async function main(): Promise<void> {
  const keptHeic = existsSync(path.join(fixturesDir, 'docs'))
    ? (await readdir(path.join(fixturesDir, 'docs'))).filter((name) => /\.heic(\.truth\.json)?$/.test(name))
    : [];
  const kept = new Map<string, Buffer>();
  if (!RENDITIONS.includes('photo-heic'))
    for (const name of keptHeic) kept.set(name, await readFile(path.join(fixturesDir, 'docs', name)));
  await rm(fixturesDir, { recursive: true, force: true });
  await mkdir(path.join(fixturesDir, 'docs'), { recursive: true });
  for (const [name, bytes] of kept) await writeFile(path.join(fixturesDir, 'docs', name), bytes);
  const manifest: ManifestEntry[] = [];

  for (const type of documentTypes) {
    const plan: [number, Rendition][] = [
      [0, 'digital-pdf'],
      [1, 'digital-pdf'],
      ...(scanned.has(type) ? ([[2, 'scan-pdf']] as [number, Rendition][]) : []),
      ...(photographed.has(type) ? ([[3, 'photo']] as [number, Rendition][]) : []),
      // Family 3's licence runs to two pages: a two-page document born digital and scanned.
      ...(type === 'license'
        ? ([
            [3, 'digital-pdf'],
            [3, 'scan-pdf'],
          ] as [number, Rendition][])
        : []),
      ...(type === 'other' && RENDITIONS.includes('photo-heic')
        ? ([[4, 'photo-heic']] as [number, Rendition][])
        : []),
    ];
    for (const [familyIndex, rendition] of plan) {
      const document = makeDocument(makeFamily(type, familyIndex), 0);
      const rendered = await renderRendition(document, rendition);
      const { fields } = rendered;
      let { bytes, extension } = rendered;
      // One greyscale PNG, as phone scanner apps export: the passport's photo.
      if (type === 'passport' && rendition === 'photo' && extension !== 'png') {
        bytes = await sharp(bytes).greyscale().png({ compressionLevel: 9, palette: true }).toBuffer();
        extension = 'png';
      }
      const name = `${type}-${familyIndex}-${rendition === 'photo-heic' ? 'photo' : rendition}.${extension}`;
      const entry = {
        documentType: type,
        rendition: renditionName(rendition, extension),
        pages: rendition.startsWith('photo') ? 1 : document.pages.length,
        persona: document.id,
      };
      await writeDocument('docs', name, bytes, { ...entry, fields, documentDate: document.documentDate });
      manifest.push({ file: `docs/${name}`, ...entry });
    }
  }
  for (const name of kept.keys())
    if (name.endsWith('.heic')) {
      const truth = JSON.parse(
        await readFile(path.join(fixturesDir, 'docs', `${name}.truth.json`), 'utf8'),
      ) as ManifestEntry;
      manifest.push({
        file: `docs/${name}`,
        documentType: truth.documentType,
        rendition: truth.rendition,
        pages: truth.pages,
        persona: truth.persona,
      });
    }

  // Someone else's documents, for uploads that must be set aside or read as the partner's.
  for (const [type, name] of [
    ['payslip', 'someone-else-payslip.pdf'],
    ['bank', 'someone-else-bank.pdf'],
  ] as const) {
    const made = await makeSomeoneElsesDocument(type, name);
    const entry = {
      documentType: type,
      rendition: 'digital-pdf',
      pages: made.document.pages.length,
      persona: 'someone-else',
    };
    await writeDocument('docs', name, made.file.buffer, {
      ...entry,
      fields: made.document.fields,
      documentDate: made.document.documentDate,
    });
    manifest.push({ file: `docs/${name}`, ...entry });
  }

  // Two clients' packs: a document of each type about one person, and an old bill at a previous address.
  for (const [packId, seed] of [
    ['pack-1', 'fixtures/pack-1'],
    ['pack-2', 'fixtures/pack-2'],
  ] as const) {
    const pack = await makePack({ seed });
    await mkdir(path.join(fixturesDir, 'packs', packId), { recursive: true });
    for (const [index, file] of pack.files.entries()) {
      const { document, type } = pack.documents[index]!;
      const entry = {
        documentType: type,
        rendition: 'digital-pdf',
        pages: document.pages.length,
        persona: packId,
        pack: packId,
      };
      await writeDocument(path.join('packs', packId), file.name, file.buffer, {
        ...entry,
        fields: document.fields,
        documentDate: document.documentDate,
      });
      manifest.push({ file: `packs/${packId}/${file.name}`, ...entry });
    }
    if (packId === 'pack-1') {
      // The same person's payslip from a previous employer, older than the pack's: a changed job.
      const current = pack.documents.find((document) => document.type === 'payslip')!.document;
      const family = makeFamily('payslip', 1);
      let index = 0;
      let old = composeDocument(family, index, pack.person).document;
      while (old.documentDate >= current.documentDate || old.fields.employer === current.fields.employer)
        old = composeDocument(family, ++index, pack.person).document;
      const name = 'pack-1-old-payslip.pdf';
      const entry = {
        documentType: 'payslip',
        rendition: 'digital-pdf',
        pages: old.pages.length,
        persona: packId,
      };
      await writeDocument('docs', name, await toPdf(old), {
        ...entry,
        fields: old.fields,
        documentDate: old.documentDate,
      });
      manifest.push({ file: `docs/${name}`, ...entry });
    }
    await writeFile(
      path.join(fixturesDir, 'packs', packId, 'pack.truth.json'),
      `${JSON.stringify(packTruth(packId, pack), null, 2)}\n`,
    );
  }

  await writeFile(
    path.join(fixturesDir, 'manifest.json'),
    `${JSON.stringify({ set: 'fixtures', generatedBy: 'training/factory/make-fixtures.ts', documents: manifest }, null, 2)}\n`,
  );
  console.log(`${manifest.length} documents in ${path.relative(repoRoot, fixturesDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
