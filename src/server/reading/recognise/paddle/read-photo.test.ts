import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirstPage, photograph } from '../../../../../training/factory/photograph';
import { valuesPrinted } from '../../../../../training/scoring/truth-values';
import { corpusFile } from '@/server/test-support/corpus';
import { createTesseractOcrEngine } from '../create-tesseract-ocr-engine';
import type { OcrEngine } from '../ocr-engine';
import { recogniseDocument } from '../recognise-document';

const ocr = createTesseractOcrEngine({ workers: 1 });
afterAll(() => ocr.close());

const taxNotice = corpusFile('docs/tax-0-digital-pdf.pdf');

describe('reading a photo with two engines', () => {
  it('reads a notice photographed turned 14° on a dark table', async () => {
    const { png, text: printed } = await paintFirstPage(taxNotice.bytes);
    // This seed turns the page 14° and lays it on a dark table top with a shadow (bench/photos).
    const photo = await photograph(png, 'dev-79ccc1e4', false);
    expect(Math.abs(photo.angle)).toBeGreaterThan(10);

    const document = await recogniseDocument({ bytes: photo.bytes, ocr });
    const page = document.pages[0];
    const text = page?.text ?? '';
    // The notice's name, address, year, income and refund are read from the photo as the PDF prints them.
    const keys = ['fullName', 'addressStreet', 'addressPostcode', 'taxYear', 'taxableIncome', 'taxPayable'];
    const expected = Object.fromEntries(
      Object.entries(valuesPrinted(taxNotice.truth, printed)).filter(([key]) => keys.includes(key)),
    );
    expect(Object.keys(expected).sort()).toEqual([...keys].sort());
    expect(Object.keys(valuesPrinted({ fields: expected }, text)).sort()).toEqual([...keys].sort());
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

  it("has PaddleOCR's recogniser read the strips Tesseract is unsure of", async () => {
    const { png, text: printed } = await paintFirstPage(taxNotice.bytes);
    const photo = await photograph(png, 'dev-79ccc1e4', false);
    // A Tesseract that reads every strip wrong and is unsure of it: only PaddleOCR's reading is left.
    let strips = 0;
    const unsureOcr: OcrEngine = {
      concurrency: 1,
      recognise: async (image, options) => {
        const result = await ocr.recognise(image, options);
        if (options?.layout !== 'line') return result;
        strips += 1;
        return { ...result, text: result.text.replace(/[0-9]/g, '#'), confidence: 40 };
      },
      close: async () => undefined,
    };
    const text = (await recogniseDocument({ bytes: photo.bytes, ocr: unsureOcr })).pages[0]?.text ?? '';
    expect(strips).toBeGreaterThan(10);
    const expected = valuesPrinted(taxNotice.truth, printed);
    for (const key of ['taxYear', 'taxableIncome', 'addressPostcode'])
      expect(Object.keys(valuesPrinted({ fields: { [key]: expected[key] } }, text))).toEqual([key]);
  }, 60_000);
});
