/**
 * Photographs born-digital documents the hard way, for measuring text recognition on photos like the ones
 * advisers receive from clients' phones: the first page of each digital PDF (dev corpus, sets A and B) is
 * painted, tinted like paper, turned 2-15°, laid small or large on a dark textured table, shaded from one
 * side, blurred, and saved as a JPEG (some as greyscale PNG, as scanner apps export). Deterministic (fixed
 * seed). Each photo's truth is the document's values that its first page prints, so a reading is scored
 * only on what the camera saw.
 *
 *   npx tsx bench/photos/make-photos.ts               # writes bench/.cache/photos/
 *   npx tsx bench/photos/make-photos.ts --if-missing  # only when there are no photos yet (bench:ocr)
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { paintFirstPage, photograph } from '../../training/factory/photograph';
import {
  inferredKeys,
  printableValues,
  valuesPrinted,
  type Truth,
} from '../../training/scoring/truth-values';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The development corpus beside the repository is photographed too when it is there (an extra set).
const devDocs = path.resolve(repoRoot, '../shared/corpus/dev/docs');
const sources = [
  ...(existsSync(devDocs) ? [devDocs] : []),
  path.join(repoRoot, 'fixtures/corpus/docs'),
  path.join(repoRoot, 'bench/generalisation/set-a/docs'),
  path.join(repoRoot, 'bench/generalisation/set-b/docs'),
];
const cardTypes = new Set(['license', 'passport']);
export const photosDir = path.join(repoRoot, 'bench/.cache/photos');

/** In the scorer's truth format (so bench/accuracy.ts can score extraction on the photos), with how the
 * photo was made. */
export type PhotoTruth = {
  file: string;
  documentType: string;
  rendition: 'photo-jpeg' | 'photo-png';
  /** Values printed on the photographed page, as the bench's spellings find them in its text layer. */
  fields: Record<string, string | number>;
  source: string;
  angle: number;
  /** Share of the photo's width the document spans. */
  fill: number;
};

async function main(): Promise<void> {
  if (
    process.argv.includes('--if-missing') &&
    existsSync(photosDir) &&
    (await readdir(photosDir)).length > 0
  ) {
    console.log(`Photos already in ${path.relative(repoRoot, photosDir)}.`);
    return;
  }
  await mkdir(photosDir, { recursive: true });
  let made = 0;
  for (const dir of sources) {
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.pdf')).sort()) {
      const truth = JSON.parse(await readFile(path.join(dir, `${file}.truth.json`), 'utf8')) as Truth & {
        pages?: number;
        documentType: string;
      };
      const bytes = await readFile(path.join(dir, file));
      const { png: page, text } = await paintFirstPage(bytes);
      // A scan has no text layer to say what its first page prints: only one-page scans (cards, letters),
      // which print all their values, are photographed.
      const scanned = text.replace(/\s/g, '').length < 40;
      if (scanned && truth.pages !== 1) continue;
      const printed = scanned ? Object.fromEntries(printableValues(truth)) : valuesPrinted(truth, text);
      // Codes the scorer infers from the whole document (account type, pay frequency) stay in the truth.
      const inferred = Object.entries(truth.fields).filter(([key]) => inferredKeys.has(key));
      const values = { ...printed, ...Object.fromEntries(inferred) } as Record<string, string | number>;
      if (Object.keys(printed).length < 2) continue;
      const id = `${dir === devDocs ? 'dev' : path.basename(path.dirname(dir))}-${file.replace(/\.pdf$/, '')}`;
      const card = cardTypes.has(truth.documentType);
      // A scanned card sits small on a white page: the photo is of the card, so the page is trimmed to it.
      const subject = card && scanned ? await sharp(page).trim({ threshold: 40 }).png().toBuffer() : page;
      const photo = await photograph(subject, id, card);
      const name = `${id}.${photo.png ? 'png' : 'jpg'}`;
      await writeFile(path.join(photosDir, name), photo.bytes);
      const record: PhotoTruth = {
        file: name,
        documentType: truth.documentType,
        rendition: photo.png ? 'photo-png' : 'photo-jpeg',
        fields: values,
        source: path.relative(repoRoot, path.join(dir, file)),
        angle: Number(photo.angle.toFixed(1)),
        fill: Number(photo.fill.toFixed(2)),
      };
      await writeFile(path.join(photosDir, `${name}.truth.json`), JSON.stringify(record, null, 2));
      made += 1;
    }
  }
  console.log(`${made} photos in ${path.relative(repoRoot, photosDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
