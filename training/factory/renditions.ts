import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { OcrEngine } from '@/server/reading/recognise/ocr-engine';
import { recogniseDocument } from '@/server/reading/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import type { FactoryDocument } from '../../training/factory/compose';
import { toPdf } from '../../training/factory/to-pdf';
import { paintPage, photograph } from './photograph';
import { seededRandom } from './seeded-random';
import { inferredKeys, valuesPrinted } from '../scoring/truth-values';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(repoRoot, 'bench/.cache/factory-recognised');

export type Rendition = 'digital-pdf' | 'scan-pdf' | 'photo' | 'photo-heic';

/**
 * HEIC is encoded by libheif's heif-enc with x265 (Debian's `libheif-examples`): no npm package encodes HEVC.
 * Without it the HEIC photo is left out, and the bench says so.
 */
const heifEnc = ['/usr/bin/heif-enc', '/usr/local/bin/heif-enc'].find((file) => existsSync(file));
export const RENDITIONS: Rendition[] = [
  'digital-pdf',
  'scan-pdf',
  'photo',
  ...(heifEnc ? (['photo-heic'] as const) : []),
];
export const missingRenditions = heifEnc
  ? []
  : ['photo-heic (heif-enc not found: apt-get install libheif-examples)'];

/** The photo as an iPhone stores it: HEVC in a HEIF container. */
async function toHeic(photo: { bytes: Buffer; png: boolean }): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'factory-heic-'));
  const input = path.join(dir, photo.png ? 'photo.png' : 'photo.jpg');
  try {
    await writeFile(input, photo.bytes);
    await promisify(execFile)(heifEnc!, ['-q', '60', '-o', path.join(dir, 'photo.heic'), input]);
    return await readFile(path.join(dir, 'photo.heic'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Rasterised, grey, speckled, tilted by up to 1°, slightly blurred, as an image-only PDF. */
async function scan(pdf: Buffer, pages: number, seed: string): Promise<Buffer> {
  const random = seededRandom(seed);
  // A fixed date: the same document scans to the same bytes (the fixtures are committed).
  const out = new PDFDocument({
    autoFirstPage: false,
    info: { Producer: 'scanner', CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => out.on('end', () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= pages; page++) {
    const { png } = await paintPage(pdf, page);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    for (let index = 0; index < data.length; index++)
      data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) - 8 + Math.floor(random() * 22) - 7));
    const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .rotate((random() * 2 - 1) * 1, { background: '#f4f4f4' })
      .blur(0.6)
      .jpeg({ quality: 78 })
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    const width = ((meta.width ?? info.width) * 72) / 190;
    const height = ((meta.height ?? info.height) * 72) / 190;
    out.addPage({ size: [width, height], margin: 0 }).image(jpeg, 0, 0, { width, height });
  }
  out.end();
  return done;
}

/** The truth of what a rendition shows: a photo of a longer document shows only its first page's values. */
async function renditionFields(
  document: FactoryDocument,
  rendition: Rendition,
  pdf: Buffer,
): Promise<Record<string, string | number>> {
  if (!rendition.startsWith('photo') || document.pages.length === 1) return document.fields;
  const { text } = await paintPage(pdf, 1);
  const inferred = Object.entries(document.fields).filter(([key]) => inferredKeys.has(key));
  return { ...valuesPrinted(document, text), ...Object.fromEntries(inferred) };
}

/**
 * A factory document's bytes in one rendition, with the truth of what that rendition shows: a photo is of the
 * first page only, so its truth is the values the first page prints. Deterministic (seeded by the document).
 */
export async function renderRendition(
  document: FactoryDocument,
  rendition: Rendition,
): Promise<{ bytes: Buffer; fields: Record<string, string | number>; mimeType: string; extension: string }> {
  const pdf = await toPdf(document);
  const fields = await renditionFields(document, rendition, pdf);
  if (rendition === 'digital-pdf')
    return { bytes: pdf, fields, mimeType: 'application/pdf', extension: 'pdf' };
  if (rendition === 'scan-pdf')
    return {
      bytes: await scan(pdf, document.pages.length, document.id),
      fields,
      mimeType: 'application/pdf',
      extension: 'pdf',
    };
  const card =
    document.documentType === 'license' ||
    document.documentType === 'passport' ||
    document.pages[0]!.width < 500;
  const photographed = await photograph((await paintPage(pdf, 1)).png, document.id, card);
  if (rendition === 'photo-heic')
    return { bytes: await toHeic(photographed), fields, mimeType: 'image/heic', extension: 'heic' };
  return photographed.png
    ? { bytes: photographed.bytes, fields, mimeType: 'image/png', extension: 'png' }
    : { bytes: photographed.bytes, fields, mimeType: 'image/jpeg', extension: 'jpg' };
}

/**
 * A factory document in one rendition, read by the server's recognition (cached in
 * bench/.cache/factory-recognised, as OCR is slow), with the truth of what that rendition shows.
 */
export async function readRendition(
  document: FactoryDocument,
  rendition: Rendition,
  ocr: () => OcrEngine,
): Promise<{ recognised: RecognisedDocument; fields: Record<string, string | number> }> {
  // Keyed by what the page shows, so a changed factory template is read again.
  const printed = createHash('sha256').update(JSON.stringify(document.pages)).digest('hex').slice(0, 12);
  const cacheFile = path.join(cacheDir, `${document.id}.${printed}.${rendition}.json`);
  if (existsSync(cacheFile)) {
    const fields = await renditionFields(document, rendition, await toPdf(document));
    return { recognised: JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument, fields };
  }
  const { bytes, fields } = await renderRendition(document, rendition);
  const recognised = await recogniseDocument({ bytes, ocr: ocr() });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(recognised));
  return { recognised, fields };
}
