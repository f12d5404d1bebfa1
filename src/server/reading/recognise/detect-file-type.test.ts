import { describe, expect, it } from 'vitest';
import { corpusFile } from '@/server/test-support/corpus';
import { detectFileType } from './detect-file-type';

function ftyp(majorBrand: string, ...compatibleBrands: string[]): Uint8Array {
  const brands = [majorBrand, '\0\0\0\0', ...compatibleBrands].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, 'latin1');
  return box;
}

describe('detectFileType', () => {
  it('recognises the corpus files by their content', () => {
    expect(detectFileType(corpusFile('docs/tax-0-digital-pdf.pdf').bytes)?.kind).toBe('pdf');
    expect(detectFileType(corpusFile('docs/license-3-photo.jpg').bytes)).toEqual({
      kind: 'jpeg',
      mimeType: 'image/jpeg',
    });
    expect(detectFileType(corpusFile('docs/passport-3-photo.png').bytes)).toEqual({
      kind: 'png',
      mimeType: 'image/png',
    });
    expect(detectFileType(corpusFile('docs/other-4-photo.heic').bytes)).toEqual({
      kind: 'heic',
      mimeType: 'image/heic',
    });
  });

  it('accepts a PDF header after leading junk, as PDF readers do', () => {
    expect(detectFileType(Buffer.from('\r\n\r\n%PDF-1.4\n'))?.kind).toBe('pdf');
  });

  it('tells HEVC-coded HEIC and generic HEIF from AVIF by the ftyp brands', () => {
    expect(detectFileType(ftyp('heix', 'mif1', 'heic'))?.mimeType).toBe('image/heic');
    expect(detectFileType(ftyp('mif1', 'miaf'))?.mimeType).toBe('image/heif');
    expect(detectFileType(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(detectFileType(ftyp('mp42', 'isom'))).toBeNull();
  });

  it('returns null for anything else, whatever its name says', () => {
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileType(Buffer.from('Name,Amount\nRent,100\n'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});
