import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { decodeHeic } from './decode-heic';
import { detectFileType } from './detect-file-type';
import { openPdf } from './open-pdf';
import { checkPdfCost } from './check-pdf-cost';
import { defaultRecognitionLimits } from './recognition-limits';
import type { RawImage } from './raw-image';
import { renderPdfPage, type CanvasFactory } from './render-pdf-page';
import type { PageDeskew } from './types';

/** Long side of a preview: enough to read a statement on a desktop screen, small enough to send quickly. */
export const previewLongSide = 1600;
const maxPixels = 40_000_000;

/**
 * The page as recognition measured it: its size, the turn OCR gave it before reading (if any), and boxes
 * (in that frame) to cover in black: the words redaction masked.
 */
export type PreviewFrame = {
  width: number;
  height: number;
  deskew?: PageDeskew | null;
  cover?: { x0: number; y0: number; x1: number; y1: number }[];
};

/**
 * A JPEG of one page of an original, upright and whole, in the frame its word boxes are measured in:
 * recognition keeps boxes in the whole page's frame, only scaled (text layer: PDF points; OCR: pixels of the
 * page rendered or decoded, EXIF-turned, at OCR scale, a crop's boxes moved back into the whole page), so a
 * box maps onto the picture by its share of the page's width and height. Where OCR straightened a tilted page
 * (`frame.deskew`), the picture is turned the same way about the same point, corners filled white.
 */
export async function renderPagePreview(
  bytes: Uint8Array,
  pageNumber: number,
  frame?: PreviewFrame,
): Promise<Buffer | null> {
  const upright = await renderUpright(bytes, pageNumber);
  if (!upright) return null;
  const deskew = frame?.deskew;
  const image = deskew ? turn(upright, deskew, upright.width / frame.width) : upright;
  const picture = sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  }).flatten({ background: '#ffffff' });
  const cover = frame?.cover ?? [];
  if (frame && cover.length > 0) {
    // Boxes are in the frame the words were measured in; the picture is that frame scaled.
    const scaleX = image.width / frame.width;
    const scaleY = image.height / frame.height;
    const rectangles = cover
      .map((box) => {
        // Word boxes can fall short of the glyphs' edges (a text layer's advance widths, OCR's tight
        // boxes): half a character's width more on each side, a fifth of the height above and below.
        const boxHeight = (box.y1 - box.y0) * scaleY;
        const padX = Math.ceil(boxHeight / 2);
        const padY = Math.ceil(boxHeight / 5);
        const x = Math.max(0, Math.floor(box.x0 * scaleX) - padX);
        const y = Math.max(0, Math.floor(box.y0 * scaleY) - padY);
        const width = Math.ceil((box.x1 - box.x0) * scaleX) + 2 * padX;
        const height = Math.ceil(boxHeight) + 2 * padY;
        return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#000"/>`;
      })
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">${rectangles}</svg>`;
    picture.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]);
  }
  return picture.jpeg({ quality: 80 }).toBuffer();
}

/** The page whole and upright, its long side at most previewLongSide, as RGBA pixels. */
async function renderUpright(bytes: Uint8Array, pageNumber: number): Promise<RawImage | null> {
  const fileType = detectFileType(bytes);
  if (!fileType) return null;
  if (fileType.kind === 'pdf') {
    // As reading checked it: a file that unpacks to gigabytes is refused before pdf.js inflates it.
    checkPdfCost(bytes, defaultRecognitionLimits);
    const { document, close } = await openPdf(bytes, maxPixels);
    try {
      if (pageNumber < 1 || pageNumber > document.numPages) return null;
      const page = await document.getPage(pageNumber);
      try {
        // As read-pdf.ts renders a scan for OCR: the viewport with the page's own rotation, white behind.
        return await renderPdfPage({
          page,
          canvasFactory: document.canvasFactory as CanvasFactory,
          longSide: previewLongSide,
          maxPixels,
        });
      } finally {
        page.cleanup();
      }
    } finally {
      await close();
    }
  }
  if (pageNumber !== 1) return null;
  const raw = fileType.kind === 'heic' ? await decodeHeic({ bytes, maxPixels }) : null;
  // As recognition decodes it (decode-image.ts): turned upright by its EXIF orientation, transparency white.
  const source = raw
    ? sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
    : sharp(bytes, { limitInputPixels: maxPixels });
  const { data, info } = await source
    .rotate()
    .resize({ width: previewLongSide, height: previewLongSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

/** Turns the picture as Tesseract's rotateAuto turned the image it read (Leptonica: clockwise positive, about
 * the point, same size, white brought in), the point scaled from page to picture pixels. */
function turn(image: RawImage, deskew: PageDeskew, scale: number): RawImage {
  const source = createCanvas(image.width, image.height);
  const pixels = source.getContext('2d').createImageData(image.width, image.height);
  pixels.data.set(image.data);
  source.getContext('2d').putImageData(pixels, 0, 0);
  const target = createCanvas(image.width, image.height);
  const context = target.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.translate(deskew.cx * scale, deskew.cy * scale);
  context.rotate(deskew.angle);
  context.translate(-deskew.cx * scale, -deskew.cy * scale);
  context.drawImage(source, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { data, width: image.width, height: image.height, channels: 4 };
}
