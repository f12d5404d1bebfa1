import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { isValidTaxFileNumber } from './checks/tfn';
import { redactPageTaxFileNumbers } from './redact-tax-file-numbers';
import { readDocument } from './read-document';
import { createTesseractOcrEngine } from './recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from './recognise/recognise-document';
import type { OcrEngine } from './recognise/ocr-engine';
import type { RecognisedLine, RecognisedPage } from './recognise/types';
import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import { documents } from '@/server/db/schema';
import { multipartBody } from '@/server/test-support/multipart';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Tax file numbers as people and form printers write them, generated: every way of writing the number
 * (groupings, separators, boxes, scripts, OCR's letters) in every layout (label before, after, lines above
 * and below, in a table's header, the number split over lines), each checked on the stored text, the lines
 * and their words. Then a sample rendered as page images and read by OCR. Also what must stay whole: numbers
 * failing the check digit, and numbers far from any label.
 */

/** A deterministic stream of numbers (a TFN list must not change between runs). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
}

function taxFileNumbers(count: number, length: 8 | 9, random: () => number): string[] {
  const found: string[] = [];
  while (found.length < count) {
    const digits = Array.from({ length }, () => Math.floor(random() * 10)).join('');
    if (digits[0] !== '0' && isValidTaxFileNumber(digits)) found.push(digits);
  }
  return found;
}

const random = seeded(20_261_126);
const nineDigit = taxFileNumbers(40, 9, random);
const eightDigit = taxFileNumbers(12, 8, random);

const group = (digits: string, sizes: number[], separator: string) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(separator);
};
const fullWidth = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));

/** Ways of writing a 9-digit TFN. */
const nineDigitForms: [string, (digits: string) => string][] = [
  ['together', (d) => d],
  ...(
    [
      ' ',
      '  ',
      '-',
      ' - ',
      '–',
      ' – ',
      '—',
      '.',
      ',',
      ', ',
      '_',
      '/',
      ':',
      '·',
      ' • ',
      '\u00a0',
      '\u2009',
      '\u202f',
      '\u200b',
      '\t',
      '~',
    ] as const
  ).map((separator): [string, (digits: string) => string] => [
    `3-3-3 with ${JSON.stringify(separator)}`,
    (d) => group(d, [3, 3, 3], separator),
  ]),
  ['4-3-2 with spaces', (d) => group(d, [4, 3, 2], ' ')],
  ['4-3-2 with dashes', (d) => group(d, [4, 3, 2], '-')],
  ['2-3-4', (d) => group(d, [2, 3, 4], ' ')],
  ['3-2-4', (d) => group(d, [3, 2, 4], ' ')],
  ['digits spaced one by one', (d) => [...d].join(' ')],
  ['digits in boxes |8|7|6|', (d) => `|${[...d].join('|')}|`],
  ['digits in boxes [8][7]', (d) => [...d].map((digit) => `[${digit}]`).join('')],
  ['digits in boxes [ 8 ] [ 7 ]', (d) => [...d].map((digit) => `[ ${digit} ]`).join(' ')],
  ['full-width digits', (d) => fullWidth(group(d, [3, 3, 3], ' '))],
  ['OCR O for 0 and l for 1', (d) => group(d, [3, 3, 3], ' ').replace(/0/g, 'O').replace(/1/g, 'l')],
  ['zero-width spaces between digits', (d) => [...d].join('\u200b')],
];

/** Ways of writing an 8-digit TFN. */
const eightDigitForms: [string, (digits: string) => string][] = [
  ['8 digits together', (d) => d],
  ['8 digits 3-3-2', (d) => group(d, [3, 3, 2], ' ')],
  ['8 digits 4-4', (d) => group(d, [4, 4], '-')],
  ['8 digits 2-3-3 with en dashes', (d) => group(d, [2, 3, 3], ' – ')],
];

const labels = [
  'TFN',
  'TFN:',
  'T.F.N.',
  'T F N',
  'tfn',
  'TFN#',
  'Tax file number',
  'Tax File Number:',
  'Tax-file number',
  'Tax file nbr',
  'Tax file no.',
  'Tax File #',
  'TaxFileNumber',
  'YourTFN:',
  'Your tax file number is',
  'ＴＦＮ',
  'Tax fle number',
];

const filler = ['Name: Jo Citizen', 'Date of birth 12/03/1985', 'Address 14 Wattle St'];

/** Layouts: the lines of a page holding the number, and the number's form. */
const layouts: [string, (label: string, number: string) => string[]][] = [
  ['label then number', (label, number) => [`${label} ${number}`]],
  ['label and number with no space', (label, number) => [`${label}${number}`]],
  ['number then label', (label, number) => [`${number} (${label})`]],
  ['label on the line below', (label, number) => [number, label]],
  ['label one line above', (label, number) => [label, number]],
  ['label two lines above', (label, number) => [label, filler[0]!, number]],
  ['label three lines above', (label, number) => [label, filler[0]!, filler[1]!, number]],
  ['label three lines below', (label, number) => [number, filler[1]!, filler[2]!, label]],
  ['number split over two lines', (label, number) => [`${label} ${number.slice(0, 4)}`, number.slice(4)]],
];

const box = (x0: number, y: number, x1: number) => ({ x0, y0: y, x1, y1: y + 10 });

/** A page as text-layer reading makes it: each line's words with boxes, 6 points a character. */
function pageOf(texts: string[]): RecognisedPage {
  const lines: RecognisedLine[] = texts.map((text, index) => {
    let x = 10;
    const words = text
      .split(' ')
      .filter(Boolean)
      .map((word) => {
        const placed = { text: word, confidence: 100, box: box(x, index * 14, x + word.length * 6) };
        x += (word.length + 1) * 6;
        return placed;
      });
    return { text, confidence: 100, box: box(10, index * 14, x), words };
  });
  return {
    pageNumber: 1,
    width: 600,
    height: 800,
    source: 'text-layer',
    confidence: 100,
    text: texts.join('\n'),
    lines,
  };
}

/** A table: the TFN column headed by a label, numbers rows below, in cells placed in columns. */
function tablePage(label: string, numbers: string[]): RecognisedPage {
  const columns = [10, 200, 380];
  const row = (cells: string[], index: number): RecognisedLine => {
    const words = cells.flatMap((cell, column) => {
      let x = columns[column] ?? 0;
      return cell.split(' ').map((word) => {
        const placed = { text: word, confidence: 100, box: box(x, index * 14, x + word.length * 6) };
        x += (word.length + 1) * 6;
        return placed;
      });
    });
    return {
      text: words.map((word) => word.text).join(' '),
      confidence: 100,
      box: box(10, index * 14, 560),
      words,
    };
  };
  const lines = [
    row(['Member', 'Date of birth', label], 0),
    ...numbers.map((number, index) =>
      row([`Member ${index + 1}`, `0${(index % 9) + 1}/02/1980`, number], index + 1),
    ),
  ];
  return {
    pageNumber: 1,
    width: 600,
    height: 800,
    source: 'text-layer',
    confidence: 100,
    text: lines.map((line) => line.text).join('\n'),
    lines,
  };
}

/** Digits as a reader of the stored page would take them: any script, OCR's letters, nothing between. */
const digitsOf = (text: string) =>
  text
    .replace(/[\uff10-\uff19]/g, (digit) => String(digit.charCodeAt(0) - 0xff10))
    .replace(/(?<=\d[^\w]{0,4})[Oo]|[Oo](?=[^\w]{0,4}\d)/g, '0')
    .replace(/(?<=\d[^\w]{0,4})[lI]|[lI](?=[^\w]{0,4}\d)/g, '1')
    .replace(/\D/g, '');

function expectRedacted(page: RecognisedPage, tfn: string, what: string) {
  const redacted = redactPageTaxFileNumbers(page);
  const stored = [
    redacted.text,
    ...redacted.lines.map((line) => line.text),
    ...redacted.lines.map((line) => line.words.map((word) => word.text).join(' ')),
  ];
  for (const text of stored)
    expect(digitsOf(text), `${what}: ${JSON.stringify(text)}`).not.toContain(tfn.slice(0, 6));
  // The last 3 digits stay, as a masked TFN shows them.
  expect(digitsOf(redacted.text), what).toContain(tfn.slice(-3));
}

describe('tax file numbers in every form and layout', () => {
  let cases = 0;
  const forms = [
    ...nineDigitForms.map(([name, write], index) => ({
      name,
      write,
      tfn: nineDigit[index % nineDigit.length]!,
    })),
    ...eightDigitForms.map(([name, write], index) => ({
      name,
      write,
      tfn: eightDigit[index % eightDigit.length]!,
    })),
  ];

  it('are redacted in the stored text, the lines and the words', () => {
    for (const form of forms) {
      for (const label of labels) {
        for (const [layoutName, layout] of layouts) {
          const number = form.write(form.tfn);
          expectRedacted(pageOf(layout(label, number)), form.tfn, `${form.name} / ${label} / ${layoutName}`);
          cases += 1;
        }
      }
    }
    expect(cases).toBeGreaterThan(5_000);
  });

  it('are redacted in a table column headed by a label, rows far below it', () => {
    for (const label of ['TFN', 'Tax file number', 'T.F.N.']) {
      const numbers = nineDigit
        .slice(0, 8)
        .map((tfn, index) => (index % 2 ? group(tfn, [3, 3, 3], ' ') : tfn));
      const page = tablePage(label, numbers);
      for (const tfn of nineDigit.slice(0, 8)) expectRedacted(page, tfn, `table under ${label}`);
    }
  });

  it('are redacted right after a label even when OCR misread a digit (the check digit then fails)', () => {
    const tfn = nineDigit[0]!;
    const misread = `${tfn.slice(0, 8)}${(Number(tfn[8]) + 1) % 10}`;
    expect(isValidTaxFileNumber(misread)).toBe(false);
    expectRedacted(pageOf([`Tax file number: ${group(misread, [3, 3, 3], ' ')}`]), misread, 'misread');
  });

  it('leave account numbers that fail the check digit, and TFN-valid numbers far from any label, whole', () => {
    const account = '123456789';
    expect(isValidTaxFileNumber(account)).toBe(false);
    const near = redactPageTaxFileNumbers(
      pageOf(['Tax file number: 876 543 028', `Account number ${account}`]),
    );
    expect(near.text).toContain(account);
    expect(near.lines[1]?.text).toBe(`Account number ${account}`);
    const far = redactPageTaxFileNumbers(
      pageOf(['TFN 876 543 028', ...filler, 'Phone 02 9999 0000', `Member number ${nineDigit[3]}`]),
    );
    expect(far.text).toContain(nineDigit[3]);
    // A 16-digit card number beside a label is not cut into a TFN.
    const card = redactPageTaxFileNumbers(pageOf(['TFN', 'Card 4564 1234 5678 9012']));
    expect(card.text).toContain('4564 1234 5678 9012');
  });
});

describe('tax file numbers read by OCR from page images', () => {
  let ocr: OcrEngine;
  beforeAll(() => {
    ocr = createTesseractOcrEngine({ workers: 1 });
  });
  afterAll(async () => {
    await ocr.close();
  });

  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  async function image(lines: string[]): Promise<Buffer> {
    const texts = lines
      .map(
        (line, index) =>
          `<text x="40" y="${80 + index * 64}" font-family="DejaVu Sans" font-size="34">${escape(line)}</text>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${120 + lines.length * 64}"><rect width="100%" height="100%" fill="white"/>${texts}</svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }

  it.each([
    [
      'a label and spaced groups',
      (tfn: string) => ['Notice of assessment', `Tax file number: ${group(tfn, [3, 3, 3], ' ')}`],
    ],
    ['an en dash and T.F.N.', (tfn: string) => ['Client summary', `T.F.N. ${group(tfn, [3, 3, 3], ' – ')}`]],
    [
      '4-3-2 two lines under the label',
      (tfn: string) => ['Tax-file number', 'Name Jo Citizen', group(tfn, [4, 3, 2], ' ')],
    ],
    ['YourTFN with no space', (tfn: string) => ['Payment summary', `YourTFN:${tfn}`]],
    [
      'the label on the line below',
      (tfn: string) => ['Employee record', group(tfn, [3, 3, 3], ', '), 'Tax file nbr'],
    ],
    ['an 8-digit TFN', (tfn: string) => ['Super fund statement', `TFN ${group(tfn, [3, 3, 2], ' ')}`]],
  ])(
    'are redacted in what is kept of a page image with %s',
    async (_name, layout) => {
      const tfn = _name.includes('8-digit') ? eightDigit[1]! : nineDigit[5]!;
      const recognised = await readDocument({ bytes: await image(layout(tfn)), ocr });
      const page = recognised.pages[0]!;
      const stored = [
        page.text,
        ...page.lines.map((line) => line.text),
        ...page.lines.flatMap((line) => line.words.map((word) => word.text)),
      ];
      expect(digitsOf(stored.join(' '))).not.toContain(tfn.slice(0, 6));
      for (const text of stored) expect(digitsOf(text)).not.toContain(tfn.slice(0, 6));
    },
    60_000,
  );
});

describe("tax file numbers in the pictures of a document's pages", () => {
  let testApp: TestApp;
  let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
  let ocr: OcrEngine;
  beforeAll(async () => {
    testApp = await createTestApp({ processDocuments: true });
    adviser = await signInNewAdviser(testApp);
    ocr = createTesseractOcrEngine({ workers: 1 });
  }, 60_000);
  afterAll(async () => {
    await ocr?.close();
    await testApp?.close();
  });

  function pdfOf(lines: string[]): Promise<Buffer> {
    return new Promise((resolve) => {
      const pdf = new PDFDocument({ size: 'A4' });
      const chunks: Buffer[] = [];
      pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      pdf.on('end', () => resolve(Buffer.concat(chunks)));
      pdf.fontSize(16);
      for (const line of lines) pdf.text(line).moveDown();
      pdf.end();
    });
  }

  it('are covered in the page picture the evidence view shows (read back by OCR)', async () => {
    const tfn = nineDigit[7]!;
    const { payload, headers } = multipartBody([
      {
        name: 'documents',
        filename: 'notice.pdf',
        contentType: 'application/pdf',
        bytes: await pdfOf([
          'Notice of assessment 2024-25',
          'Name Jo Citizen',
          `Tax file number ${group(tfn, [3, 3, 3], ' ')}`,
          `Your TFN: ${tfn}`,
          'Taxable income $84,000.00',
        ]),
      },
    ]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents/process',
      payload,
      headers: { ...headers, cookie: adviser.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().documents[0].id as string;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await testApp.db.select().from(documents).where(eq(documents.id, id));
      if (row?.ocrStatus === 'completed') break;
      if (Date.now() > deadline || row?.ocrStatus === 'failed') throw new Error(`not read: ${row?.error}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const picture = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/pages/1/image`,
      headers: { cookie: adviser.cookie },
    });
    expect(picture.statusCode).toBe(200);
    // Read as it is (recogniseDocument, not readDocument, which would redact what it read).
    const read = await recogniseDocument({ bytes: picture.rawPayload, ocr });
    await sharp(picture.rawPayload).png().toFile('/tmp/preview.png');
    const text = read.pages.map((page) => page.text).join('\n');
    // The page is there and readable, its other figures included; the TFN is not.
    expect(text).toMatch(/Taxable income/);
    expect(digitsOf(text)).not.toContain(tfn.slice(0, 6));
  }, 120_000);
});
