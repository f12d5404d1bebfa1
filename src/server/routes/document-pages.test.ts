import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { documentPages } from '@/server/db/schema';
import type { RecognisedLine } from '@/server/reading/recognise/types';
import { corpusFile } from '@/server/test-support/corpus';
import { multipartBody } from '@/server/test-support/multipart';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let otherPractice: Awaited<ReturnType<typeof signInNewAdviser>>;

beforeAll(async () => {
  testApp = await createTestApp({ processDocuments: true });
  adviser = await signInNewAdviser(testApp);
  otherPractice = await signInNewAdviser(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, cookie = adviser.cookie) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie } });

async function upload(filename: string, bytes: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'documents', filename, bytes },
    { name: 'clientId', value: 'new' },
    { name: 'documentTypes', value: JSON.stringify(['auto']) },
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json().documents[0].id;
}

/** Waits until the document's processing ends; its status then. */
async function processed(id: string): Promise<{ ocrStatus: string; parseStatus: string }> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const status = (await get(`/api/documents/${id}/status`)).json();
    if (
      status.parseStatus === 'completed' ||
      status.ocrStatus === 'failed' ||
      status.parseStatus === 'failed'
    )
      return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('not read in time');
}

async function uploadAndRead(relativePath: string): Promise<string> {
  const sample = corpusFile(relativePath);
  const id = await upload(sample.filename, sample.bytes);
  expect((await processed(id)).parseStatus).toBe('completed');
  return id;
}

async function storedPage(id: string) {
  const [page] = await testApp.db
    .select()
    .from(documentPages)
    .where(and(eq(documentPages.documentId, id), eq(documentPages.pageNumber, 1)));
  if (!page) throw new Error('no page stored');
  return { ...page, lines: page.lines as RecognisedLine[] };
}

/**
 * The picture is the frame of the stored word boxes, scaled: the page's width and height (as stored and as
 * GET .../pages/1 says) times one factor, its long side at most 1600. Each confidently read word's box, scaled
 * by that factor, lies inside the picture and on ink: darker pixels than the box's average (a box off by a
 * line, or in the unstraightened frame of a tilted photo, lands on blank paper or background for many words).
 */
async function expectPictureInFrame(id: string) {
  const stored = await storedPage(id);
  const size = (await get(`/api/documents/${id}/pages/1`)).json();
  expect(size).toEqual({ pageNumber: 1, width: stored.width, height: stored.height });

  const response = await get(`/api/documents/${id}/pages/1/image`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toMatch(/^private/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');

  const { data, info } = await sharp(response.rawPayload)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(Math.max(info.width, info.height)).toBeLessThanOrEqual(1600);
  const scale = info.width / stored.width;
  expect(Math.abs(stored.height * scale - info.height)).toBeLessThanOrEqual(2);

  const words = stored.lines
    .flatMap((line) => line.words)
    .filter((word) => word.confidence >= 80 && word.text.length >= 3);
  expect(words.length).toBeGreaterThan(5);
  let onInk = 0;
  for (const { box } of words) {
    expect(box.x0).toBeGreaterThanOrEqual(0);
    expect(box.y0).toBeGreaterThanOrEqual(0);
    expect(box.x1 * scale).toBeLessThanOrEqual(info.width + 1);
    expect(box.y1 * scale).toBeLessThanOrEqual(info.height + 1);
    let sum = 0;
    let count = 0;
    let darkest = 255;
    for (let y = Math.floor(box.y0 * scale); y < Math.min(info.height, Math.ceil(box.y1 * scale)); y++) {
      for (let x = Math.floor(box.x0 * scale); x < Math.min(info.width, Math.ceil(box.x1 * scale)); x++) {
        const grey = data[y * info.width + x] ?? 255;
        sum += grey;
        count++;
        darkest = Math.min(darkest, grey);
      }
    }
    if (count > 0 && sum / count - darkest > 60) onInk++;
  }
  expect(onInk / words.length).toBeGreaterThanOrEqual(0.9);

  // The second view comes from storage, the same bytes.
  expect((await get(`/api/documents/${id}/pages/1/image`)).rawPayload.equals(response.rawPayload)).toBe(true);
  return stored;
}

describe('page pictures for the evidence view', () => {
  it('renders a born-digital PDF page in the frame of its text layer (PDF points); scoped and bounded', async () => {
    const pdf = await uploadAndRead('docs/tax-0-digital-pdf.pdf');
    const page = await expectPictureInFrame(pdf);
    expect(page.source).toBe('text-layer');
    expect(page.deskew).toBeNull();

    expect((await get(`/api/documents/${pdf}/pages/1/image`, otherPractice.cookie)).statusCode).toBe(404);
    expect((await get(`/api/documents/${pdf}/pages/1`, otherPractice.cookie)).statusCode).toBe(404);
    expect((await get(`/api/documents/${pdf}/pages/99/image`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${pdf}/pages/99`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${pdf}/pages/0/image`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${pdf}/pages/x/image`)).statusCode).toBe(404);
    expect((await get('/api/documents/00000000-0000-4000-8000-000000000000/pages/1/image')).statusCode).toBe(
      404,
    );
  }, 180_000);

  it('renders a tilted photo straightened as OCR read it, so its word boxes land on its words', async () => {
    // A driver licence photographed a few degrees off: OCR straightens it before reading, and its boxes are
    // in the straightened frame, so the picture is turned the same way.
    const photo = await uploadAndRead('docs/license-3-photo.jpg');
    const page = await expectPictureInFrame(photo);
    expect(page.source).toBe('ocr');
    expect(Math.abs(page.deskew?.angle ?? 0)).toBeGreaterThan(0.02);
    expect((await get(`/api/documents/${photo}/pages/1/image`, otherPractice.cookie)).statusCode).toBe(404);
  }, 180_000);

  it('has no picture for a document that could not be read', async () => {
    const damaged = await upload('damaged.pdf', Buffer.from('%PDF-1.7\nnot really a PDF\n'));
    expect((await processed(damaged)).ocrStatus).toBe('failed');
    expect((await get(`/api/documents/${damaged}/pages/1`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${damaged}/pages/1/image`)).statusCode).toBe(404);
  }, 120_000);
});
