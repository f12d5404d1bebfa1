import { renderPagePreviewOffThread } from '@/server/reading/recognise/render-page-preview-off-thread';

/** Photos a browser cannot show: an iPhone's HEIC (or HEIF) is viewed as a JPEG rendering of it. */
const unviewableTypes = new Set(['image/heic', 'image/heif']);

export type ViewableFile = { bytes: Buffer; mimeType: string; filename: string };

/**
 * What "View" shows of an original: the file itself when a browser can show it; for a HEIC photo, a JPEG of it
 * made on a worker thread (upright, its long side at most the page pictures'), named "<name>.jpg". Download
 * always sends the original. The original is returned when it cannot be rendered (a damaged file).
 */
export async function viewableOriginal(file: ViewableFile): Promise<ViewableFile> {
  if (!unviewableTypes.has(file.mimeType)) return file;
  const jpeg = await renderPagePreviewOffThread(file.bytes, 1).catch(() => null);
  if (!jpeg) return file;
  return {
    bytes: jpeg,
    mimeType: 'image/jpeg',
    filename: file.filename.replace(/\.(heic|heif)$/i, '') + '.jpg',
  };
}
