import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirstPage, photograph } from '../../../../../bench/photos/make-photos';
import { createTesseractOcrEngine } from '../create-tesseract-ocr-engine';
import { recogniseDocument } from '../recognise-document';

const ocr = createTesseractOcrEngine({ workers: 1 });
afterAll(() => ocr.close());

const devDocs = path.resolve(import.meta.dirname, '../../../../../../shared/corpus/dev/docs');

describe('reading a photo with two engines', () => {
  it('reads a notice photographed turned 14° on a dark table, which Tesseract alone loses', async () => {
    const { png } = await paintFirstPage(await readFile(path.join(devDocs, '79ccc1e4.pdf')));
    // This seed turns the page 14° and lays it on a dark table top with a shadow (bench/photos).
    const photo = await photograph(png, 'dev-79ccc1e4', false);
    expect(Math.abs(photo.angle)).toBeGreaterThan(10);

    const document = await recogniseDocument({ bytes: photo.bytes, ocr });
    const page = document.pages[0];
    const text = page?.text ?? '';
    for (const printed of ['MARIAM MACKENZIE', '21 TASMAN ST', 'FITZROY VIC 3065', 'Notice of assessment'])
      expect(text).toContain(printed);
    expect(text).toContain('Your taxable income is $198,756');
    expect(text).toContain('Your refund $2,544.68');
    // The page is straightened by the slant of its text, the same deskew record page pictures follow.
    expect(page?.deskew?.angle).toBeCloseTo((-photo.angle * Math.PI) / 180, 1);
  }, 60_000);

  it('reads a licence card photographed small in the frame and turned 12°', async () => {
    const setA = path.resolve(import.meta.dirname, '../../../../../bench/generalisation/set-a/docs');
    const { png } = await paintFirstPage(await readFile(path.join(setA, 'b71d4e90.pdf')));
    const photo = await photograph(png, 'set-a-b71d4e90', true);
    expect(photo.fill).toBeLessThan(0.5);

    const text = (await recogniseDocument({ bytes: photo.bytes, ocr })).pages[0]?.text ?? '';
    for (const printed of ['D847213', '12 NAPOLEON STREET', 'BATTERY POINT TAS 7004'])
      expect(text).toContain(printed);
  }, 60_000);
});
