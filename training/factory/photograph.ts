import sharp from 'sharp';
import { openPdf } from '@/server/reading/recognise/open-pdf';
import { renderPdfPage, type CanvasFactory } from '@/server/reading/recognise/render-pdf-page';
import { seededRandom } from './seeded-random';

/**
 * A document photographed the hard way, like the ones advisers receive from clients' phones: a PDF page
 * painted, tinted like paper, turned 2-15°, laid small or large on a dark textured table, shaded from one
 * side, blurred, and saved as a JPEG (some as greyscale PNG, as scanner apps export). Deterministic (the seed
 * decides everything). Used by the fixtures (make-fixtures.ts, renditions.ts) and by bench/photos/.
 */

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
