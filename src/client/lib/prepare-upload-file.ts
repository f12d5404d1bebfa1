import type { CapturedDocument } from './captured-document';

/** What the server reads as it is: PDF, JPEG, PNG and HEIC (it checks the bytes, not the name). */
const readableTypes = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif']);
const readableExtensions = /\.(pdf|jpe?g|png|hei[cf])$/i;

function isReadableAsIs(file: File): boolean {
  if (file.type) return readableTypes.has(file.type);
  return readableExtensions.test(file.name);
}

/** Redraws an image the server cannot read (WebP, GIF, BMP, AVIF...) as a JPEG at 0.9 quality. */
async function redrawAsJpeg(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('no blob');
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

/** The file to send for a captured document; throws "Failed to process file: {filename}" if it cannot be read. */
export async function prepareUploadFile(document: CapturedDocument): Promise<File> {
  if (isReadableAsIs(document.file)) return document.file;
  try {
    return await redrawAsJpeg(document.file);
  } catch {
    throw new Error(`Failed to process file: ${document.filename}`);
  }
}
