import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '@/server/test-support/corpus';
import { createTesseractOcrEngine } from './create-tesseract-ocr-engine';
import { recogniseDocument } from './recognise-document';
import { RecognitionError } from './recognition-error';

// One engine for the file: its workers start on first use and are reused by every OCR test.
const ocr = createTesseractOcrEngine({ workers: 1 });
afterAll(() => ocr.close());

function makePdf({ pages, ...options }: PDFKit.PDFDocumentOptions & { pages: number }): Promise<Buffer> {
  const document = new PDFDocument(options);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) document.addPage();
    document.text(`Statement page ${page}: closing balance $12,345.67 for account 062-123 4567 8901`);
  }
  document.end();
  return ended;
}

/** A PNG claiming 20,000 x 20,000 pixels (400 megapixels, beyond sharp's own limit too) with one row of data. */
function posterPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function failure(promise: Promise<unknown>): Promise<RecognitionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RecognitionError))
    throw new Error(`Expected a RecognitionError, got ${String(error)}`);
  return error;
}

function pageText(document: { pages: { text: string }[] }): string {
  return document.pages
    .map((page) => page.text)
    .join('\n')
    .replace(/\s+/g, ' ');
}

describe('recogniseDocument', () => {
  it('reads a digital PDF from its text layer, with words and boxes', async () => {
    const { bytes, truth } = corpusFile('docs/license-3-digital-pdf.pdf');
    const document = await recogniseDocument({ bytes, mimeType: 'application/pdf', ocr });

    expect(document.mimeType).toBe('application/pdf');
    // The second page holds a few lines only; the first is read from its text layer, not by OCR.
    expect(document.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(document.pages[0]?.source).toBe('text-layer');
    expect(pageText(document)).toContain(String(truth.fields.licenceNumber));
    const word = document.pages[0]?.lines.flatMap((line) => line.words)[0];
    expect(word?.box.x1).toBeGreaterThan(word?.box.x0 ?? Infinity);
  });

  it('OCRs a photo into words with boxes and confidences', async () => {
    const { bytes, truth } = corpusFile('docs/passport-3-photo.png');
    const document = await recogniseDocument({ bytes, ocr });

    expect(document.mimeType).toBe('image/png');
    const [page] = document.pages;
    expect(page?.source).toBe('ocr');
    const passportNumber = String(truth.fields.passportNumber);
    expect(pageText(document).toUpperCase()).toContain(String(truth.fields.lastName).toUpperCase());
    expect(pageText(document)).toContain(passportNumber);
    const word = page?.lines
      .flatMap((line) => line.words)
      .find((candidate) => candidate.text === passportNumber);
    expect(word?.confidence).toBeGreaterThan(50);
    expect(word?.box.x1).toBeLessThanOrEqual(page?.width ?? 0);
  });

  it('OCRs a scanned PDF page that has no text layer', async () => {
    const { bytes, truth } = corpusFile('docs/passport-2-scan-pdf.pdf');
    const document = await recogniseDocument({ bytes, ocr });

    expect(document.pages[0]?.source).toBe('ocr');
    expect(pageText(document).toUpperCase()).toContain(String(truth.fields.lastName).toUpperCase());
  });

  it('reads a licence card photographed small on a table, and places its words in the whole photo', async () => {
    const { bytes, truth } = corpusFile('docs/license-3-photo.jpg');
    const document = await recogniseDocument({ bytes, ocr });

    expect(pageText(document)).toContain(String(truth.fields.licenceNumber));
    const [page] = document.pages;
    const number = page?.lines
      .flatMap((line) => line.words)
      .find((word) => word.text.includes(String(truth.fields.licenceNumber)));
    expect(number?.box.x0).toBeGreaterThan(0);
    expect(number?.box.x1).toBeLessThanOrEqual(page?.width ?? 0);
  });

  it('decodes a HEIC photo', async () => {
    const { bytes, truth } = corpusFile('docs/other-4-photo.heic');
    const document = await recogniseDocument({ bytes, ocr });

    expect(document.mimeType).toBe('image/heic');
    expect(pageText(document).toUpperCase()).toContain(String(truth.fields.lastName).toUpperCase());
  });

  it('explains why a password-protected, damaged, empty or unsupported file cannot be read', async () => {
    const encrypted = await makePdf({
      pages: 1,
      userPassword: 'secret',
      ownerPassword: 'owner',
      pdfVersion: '1.7',
    });
    const empty = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const truncated = (await makePdf({ pages: 1 })).subarray(0, 600);

    expect(await failure(recogniseDocument({ bytes: encrypted, ocr }))).toMatchObject({
      failure: 'password-protected',
      message: expect.stringContaining('The PDF is password-protected'),
    });
    expect(await failure(recogniseDocument({ bytes: truncated, ocr }))).toMatchObject({
      failure: 'damaged',
      message: 'The file is damaged or not a valid PDF',
    });
    expect(await failure(recogniseDocument({ bytes: empty, ocr }))).toMatchObject({
      failure: 'no-pages',
      message: 'The document has no pages',
    });
    expect(await failure(recogniseDocument({ bytes: Buffer.from('GIF89a...'), ocr }))).toMatchObject({
      failure: 'unsupported-type',
    });
    expect(
      await failure(recogniseDocument({ bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), ocr })),
    ).toMatchObject({ failure: 'damaged' });
  });

  it('refuses documents over the page and pixel limits before reading them', async () => {
    expect(
      await failure(recogniseDocument({ bytes: await makePdf({ pages: 3 }), ocr, limits: { maxPages: 2 } })),
    ).toMatchObject({
      failure: 'too-many-pages',
      message: expect.stringContaining('The document has 3 pages; at most 2 can be read'),
    });
    // 2107 x 2809 photo = 5.9 megapixels.
    expect(
      await failure(
        recogniseDocument({
          bytes: corpusFile('docs/license-3-photo.jpg').bytes,
          ocr,
          limits: { maxPixels: 2_000_000 },
        }),
      ),
    ).toMatchObject({
      failure: 'too-large',
      message: 'The image is too large to read (5.9 megapixels; the limit is 2.0)',
    });
    expect(
      await failure(
        recogniseDocument({
          bytes: corpusFile('docs/other-4-photo.heic').bytes,
          ocr,
          limits: { maxPixels: 2_000_000 },
        }),
      ),
    ).toMatchObject({
      failure: 'too-large',
    });
    expect(await failure(recogniseDocument({ bytes: posterPng(), ocr }))).toMatchObject({
      failure: 'too-large',
      message: 'The image is too large to read (400 megapixels; the limit is 40)',
    });
  });
});
