import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { documents } from '@/server/db/schema';
import { checkPdfCost } from '@/server/reading/recognise/check-pdf-cost';
import { defaultRecognitionLimits } from '@/server/reading/recognise/recognition-limits';
import { RecognitionError } from '@/server/reading/recognise/recognition-error';
import { corpusDir } from '@/server/test-support/corpus';
import { flateBombPdf, onePagePdf, zerosBomb } from '@/server/test-support/hostile-pdfs';
import { multipartBody } from '@/server/test-support/multipart';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/** What reading one document may cost: inflated size, pages, pixels, time; a limit reached is not retried. */

/**
 * An LZW stream (PDF's early change) of zeros in ever longer runs: each code is the table's newest entry, one
 * zero longer than the last, so 7.7 KB of codes a cycle stand for 7.4 MB. `cycles` table fills, then the end.
 */
function lzwZeros(cycles: number): Buffer {
  const bytes: number[] = [];
  let accumulator = 0;
  let pending = 0;
  const write = (code: number, width: number) => {
    accumulator = (accumulator << width) | code;
    pending += width;
    while (pending >= 8) {
      bytes.push((accumulator >>> (pending - 8)) & 255);
      pending -= 8;
    }
    accumulator &= (1 << pending) - 1;
  };
  let width = 9;
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    write(256, width);
    width = 9;
    let next = 258;
    write(0, width);
    while (next < 4095) {
      write(next, width);
      next += 1;
      if (next + 1 >= 1 << width && width < 12) width += 1;
    }
  }
  write(257, width);
  if (pending > 0) bytes.push((accumulator << (8 - pending)) & 255);
  return Buffer.from(bytes);
}

describe('checkPdfCost', () => {
  it('refuses a 1 MB PDF whose stream inflates to a gigabyte, in about a second', () => {
    const bomb = flateBombPdf();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    expect(() => checkPdfCost(bomb, defaultRecognitionLimits)).toThrow(RecognitionError);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('follows filter chains and LZW, within the budget', () => {
    const limits = { maxInflatedBytes: 4 * 1024 * 1024 };
    const hex = Buffer.from(`${zerosBomb(16 * 1024 * 1024).toString('hex')}>`);
    expect(() => checkPdfCost(onePagePdf(hex, '[/ASCIIHexDecode /FlateDecode]'), limits)).toThrow(/unpack/);
    const lzw = lzwZeros(2);
    expect(lzw.length).toBeLessThan(20_000);
    expect(() => checkPdfCost(onePagePdf(lzw, '/LZWDecode'), limits)).toThrow(/unpack/);
    // Within budget it measures: 8 MiB of zeros, however they are encoded.
    expect(
      checkPdfCost(onePagePdf(zerosBomb(8 * 1024 * 1024), '/Fl'), { maxInflatedBytes: 9 * 1024 * 1024 }),
    ).toBe(8 * 1024 * 1024);
    expect(inflateSync(zerosBomb(8 * 1024 * 1024)).length).toBe(8 * 1024 * 1024);
  });

  it('lets every PDF of the fixtures through', () => {
    const pdfs = readdirSync(path.join(corpusDir, 'docs')).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(10);
    for (const name of pdfs) {
      const bytes = readFileSync(path.join(corpusDir, 'docs', name));
      expect(checkPdfCost(bytes, defaultRecognitionLimits), name).toBeLessThan(
        defaultRecognitionLimits.maxInflatedBytes,
      );
    }
  });
});

describe('a bomb PDF uploaded', () => {
  let testApp: TestApp;
  let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
  beforeAll(async () => {
    testApp = await createTestApp({ processDocuments: true });
    adviser = await signInNewAdviser(testApp);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('is refused within seconds with a reason, read once and not retried, and the API keeps answering', async () => {
    const { payload, headers } = multipartBody([
      { name: 'documents', filename: 'statement.pdf', bytes: flateBombPdf(), contentType: 'application/pdf' },
    ]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents/process',
      payload,
      headers: { ...headers, cookie: adviser.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().documents[0].id as string;
    const started = Date.now();
    let row: typeof documents.$inferSelect | undefined;
    while (Date.now() - started < 60_000) {
      [row] = await testApp.db.select().from(documents).where(eq(documents.id, id));
      if (row?.parseStatus === 'failed') break;
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    expect(row?.parseStatus).toBe('failed');
    expect(seconds).toBeLessThan(15);
    expect(row?.error).toMatch(/unpack to more than 256 MB/);
    expect(row?.attempts).toBe(1);
    // The job ended (its handler recorded the failure): nothing waits to retry it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const jobs = await testApp.db.execute(
      sql`select state, retry_count from pgboss.job where data->>'documentId' = ${id}`,
    );
    const rows = (jobs as unknown as { rows: { state: string; retry_count: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((job) => job.retry_count === 0 && job.state === 'completed')).toBe(true);
  }, 90_000);
});
