import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { OcrEngine } from '@/server/documents/recognise/ocr-engine';
import { recogniseDocument } from '@/server/documents/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/documents/recognise/types';
import type { FactoryDocument } from '../../training/factory/compose';
import { toPdf } from '../../training/factory/to-pdf';
import { paintPage, photograph } from '../photos/make-photos';
import { seededRandom } from '../support/seeded-random';
import { inferredKeys, valuesPrinted } from '../support/truth-values';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(repoRoot, 'bench/.cache/factory-recognised');

export type Rendition = 'digital-pdf' | 'scan-pdf' | 'photo';
export const RENDITIONS: Rendition[] = ['digital-pdf', 'scan-pdf', 'photo'];

/** Rasterised, grey, speckled, tilted by up to 1°, slightly blurred, as an image-only PDF. */
async function scan(pdf: Buffer, pages: number, seed: string): Promise<Buffer> {
  const random = seededRandom(seed);
  const out = new PDFDocument({ autoFirstPage: false, info: { Producer: 'scanner' } });
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

/**
 * A factory document in one rendition, read by the server's recognition (cached in
 * bench/.cache/factory-recognised, as OCR is slow), with the truth of what that rendition shows: a photo is
 * of the first page only, so its truth is the values the first page prints.
 */
export async function readRendition(
  document: FactoryDocument,
  rendition: Rendition,
  ocr: () => OcrEngine,
): Promise<{ recognised: RecognisedDocument; fields: Record<string, string | number> }> {
  const pdf = await toPdf(document);
  let fields = document.fields;
  if (rendition === 'photo' && document.pages.length > 1) {
    const { text } = await paintPage(pdf, 1);
    const inferred = Object.entries(document.fields).filter(([key]) => inferredKeys.has(key));
    fields = { ...valuesPrinted(document, text), ...Object.fromEntries(inferred) };
  }
  // Keyed by what the page shows, so a changed factory template is read again.
  const printed = createHash('sha256').update(JSON.stringify(document.pages)).digest('hex').slice(0, 12);
  const cacheFile = path.join(cacheDir, `${document.id}.${printed}.${rendition}.json`);
  if (existsSync(cacheFile))
    return { recognised: JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument, fields };
  let bytes: Buffer = pdf;
  if (rendition === 'scan-pdf') bytes = await scan(pdf, document.pages.length, document.id);
  if (rendition === 'photo') {
    const card =
      document.documentType === 'license' ||
      document.documentType === 'passport' ||
      document.pages[0]!.width < 500;
    bytes = (await photograph((await paintPage(pdf, 1)).png, document.id, card)).bytes;
  }
  const recognised = await recogniseDocument({ bytes, ocr: ocr() });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(recognised));
  return { recognised, fields };
}
