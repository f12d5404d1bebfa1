/**
 * Photographs born-digital documents the hard way, for measuring text recognition on photos like the ones
 * advisers receive from clients' phones: the first page of each digital PDF (dev corpus, sets A and B) is
 * painted, tinted like paper, turned 2-15°, laid small or large on a dark textured table, shaded from one
 * side, blurred, and saved as a JPEG (some as greyscale PNG, as scanner apps export). Deterministic (fixed
 * seed). Each photo's truth is the document's values that its first page prints, so a reading is scored
 * only on what the camera saw.
 *
 *   npx tsx bench/photos/make-photos.ts            # writes bench/.cache/photos/
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openPdf } from '@/server/reading/recognise/open-pdf';
import { renderPdfPage, type CanvasFactory } from '@/server/reading/recognise/render-pdf-page';
import { seededRandom } from '../support/seeded-random';
import { inferredKeys, printableValues, valuesPrinted, type Truth } from '../support/truth-values';

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

export function paintFirstPage(bytes: Uint8Array): Promise<{ png: Buffer; text: string }> {
  return paintPage(bytes, 1);
}

/** A PDF page as a picture (its long side 2,200 pixels, about 190 dpi for A4) and the text it prints. */
export async function paintPage(
  bytes: Uint8Array,
  pageNumber: number,
): Promise<{ png: Buffer; text: string }> {
  const { document, close } = await openPdf(bytes, 40_000_000);
  try {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    const image = await renderPdfPage({
      page,
      canvasFactory: document.canvasFactory as CanvasFactory,
      longSide: 2200,
      maxPixels: 12_000_000,
    });
    const png = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: image.channels },
    })
      .png()
      .toBuffer();
    return { png, text };
  } finally {
    await close();
  }
}

/** A dark, grainy table top: a base colour with blurred noise. */
async function tableTop(width: number, height: number, random: () => number): Promise<Buffer> {
  const base = [40 + random() * 70, 30 + random() * 50, 20 + random() * 40];
  const grainW = Math.ceil(width / 4);
  const grainH = Math.ceil(height / 4);
  const grain = Buffer.alloc(grainW * grainH * 3);
  for (let i = 0; i < grainW * grainH; i++) {
    const shade = (random() - 0.5) * 50;
    for (let c = 0; c < 3; c++) grain[i * 3 + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + shade));
  }
  return sharp(grain, { raw: { width: grainW, height: grainH, channels: 3 } })
    .resize(width, height)
    .blur(3)
    .png()
    .toBuffer();
}

/** Light falling from one side: a gradient from clear to up to 55% black. */
function shadow(width: number, height: number, random: () => number): Buffer {
  const angle = random() * 360;
  const strength = (0.25 + random() * 0.3).toFixed(2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" gradientTransform="rotate(${angle.toFixed(0)} 0.5 0.5)">
      <stop offset="0" stop-color="black" stop-opacity="0"/>
      <stop offset="0.55" stop-color="black" stop-opacity="0.05"/>
      <stop offset="1" stop-color="black" stop-opacity="${strength}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/></svg>`;
  return Buffer.from(svg);
}

export async function photograph(
  page: Buffer,
  seed: string,
  card: boolean,
): Promise<{ bytes: Buffer; angle: number; fill: number; png: boolean }> {
  const random = seededRandom(seed);
  const angle = (random() < 0.5 ? -1 : 1) * (2 + random() * 13);
  // Cards are photographed from further away: they fill less of the frame.
  const fill = card ? 0.3 + random() * 0.3 : 0.5 + random() * 0.4;
  const frameWidth = 1800 + Math.round(random() * 1200);
  const frameHeight = Math.round(frameWidth * (random() < 0.7 ? 4 / 3 : 3 / 4));
  const paper = [248 - random() * 20, 244 - random() * 20, 232 - random() * 25];
  const meta = await sharp(page).metadata();
  const docWidth = Math.round(frameWidth * fill);
  const docHeight = Math.round(((meta.height ?? 1) / (meta.width ?? 1)) * docWidth);
  const fitted = Math.min(1, (frameHeight * 0.95) / (docHeight * 1.2));
  const paperPage = await sharp(page)
    .resize(Math.round(docWidth * fitted), Math.round(docHeight * fitted))
    .linear(
      paper.map((c) => c / 255),
      [0, 0, 0],
    )
    .removeAlpha()
    .png()
    .toBuffer();
  // A second pipeline: sharp applies a pipeline's rotation before its other operations.
  const tinted = await sharp(paperPage)
    .ensureAlpha()
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((frameWidth - tinted.info.width) * random()));
  const top = Math.max(0, Math.round((frameHeight - tinted.info.height) * random()));
  const composed = await sharp(await tableTop(frameWidth, frameHeight, random))
    .composite([
      { input: tinted.data, left: Math.min(left, frameWidth - 1), top: Math.min(top, frameHeight - 1) },
      { input: shadow(frameWidth, frameHeight, random) },
    ])
    .png()
    .toBuffer();
  const blurred = sharp(composed).blur(0.5 + random() * 0.9);
  const png = random() < 0.2;
  const bytes = png
    ? await blurred.greyscale().png().toBuffer()
    : await blurred.jpeg({ quality: Math.round(55 + random() * 30) }).toBuffer();
  return { bytes, angle, fill, png };
}

async function main(): Promise<void> {
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
