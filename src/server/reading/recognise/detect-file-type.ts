export type DetectedFileType =
  | { kind: 'pdf'; mimeType: 'application/pdf' }
  | { kind: 'jpeg'; mimeType: 'image/jpeg' }
  | { kind: 'png'; mimeType: 'image/png' }
  | { kind: 'heic'; mimeType: 'image/heic' | 'image/heif' };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// HEVC-coded brands (what phones write); AVIF shares the container but heic-decode cannot read it.
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);
// Readers accept a few bytes of junk before the header, so we do too.
const pdfHeaderSearchBytes = 1024;

/** What the bytes really are, whatever the file name or declared type says; null when we cannot read it. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, pngSignature)) return { kind: 'png', mimeType: 'image/png' };
  if (hasPdfHeader(bytes)) return { kind: 'pdf', mimeType: 'application/pdf' };
  return detectHeif(bytes);
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, pdfHeaderSearchBytes)).toString('latin1');
  return head.includes('%PDF-');
}

/** ISO base media file: [size][ftyp][major brand][minor version][compatible brands...]. */
function detectHeif(bytes: Uint8Array): DetectedFileType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const boxEnd = Math.min(Math.max(boxSize, 16), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));

  if (brands.some((brand) => avifBrands.has(brand))) return null;
  if (brands.some((brand) => heicBrands.has(brand))) return { kind: 'heic', mimeType: 'image/heic' };
  if (brands.some((brand) => heifBrands.has(brand))) return { kind: 'heic', mimeType: 'image/heif' };
  return null;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString('latin1');
}
