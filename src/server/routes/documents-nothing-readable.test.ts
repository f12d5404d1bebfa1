import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { corpusFile } from '@/server/test-support/corpus';
import { multipartBody, type MultipartPart } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let clientId: string;

beforeAll(async () => {
  testApp = await createTestApp({ processDocuments: true });
  adviser = await signInNewAdviser(testApp);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: { cookie: adviser.cookie },
    payload: sampleClient(),
  });
  clientId = created.json().id;
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

/** A blank white page, as a phone photographs one. */
const blankPage = () =>
  sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fdfdfb' } })
    .png()
    .toBuffer();

/** A "holiday photo": sky, sea and sand in soft bands with a sun, no text anywhere. */
async function holidayPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#cfe8ff"/></linearGradient></defs>
    <rect width="1600" height="700" fill="url(#sky)"/>
    <circle cx="1200" cy="250" r="110" fill="#ffd24a"/>
    <rect y="700" width="1600" height="250" fill="#1f6fa8"/>
    <path d="M0 950 Q400 900 800 960 T1600 940 V1200 H0 Z" fill="#e9d29a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function uploadAndRead(files: { filename: string; bytes: Buffer }[]) {
  const parts: MultipartPart[] = [
    ...files.map(({ filename, bytes }) => ({ name: 'documents', filename, bytes })),
    { name: 'clientId', value: clientId },
    { name: 'documentTypes', value: JSON.stringify(files.map(() => 'auto')) },
  ];
  const { payload, headers } = multipartBody(parts);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(201);
  const ids: string[] = response.json().documents.map((document: { id: string }) => document.id);
  const ready = new Map<string, Record<string, unknown>>();
  const deadline = Date.now() + 120_000;
  while (ready.size < ids.length && Date.now() < deadline) {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/status?ids=${ids.join(',')}`,
      headers: { cookie: adviser.cookie },
    });
    for (const status of answer.json().documents as Record<string, unknown>[]) {
      const finished =
        status.ocrStatus === 'failed' ||
        status.parseStatus === 'failed' ||
        (status.ocrStatus === 'completed' && status.parseStatus === 'completed');
      if (finished) ready.set(status.id as string, status);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return ids.map((id) => ready.get(id));
}

describe('a document with nothing readable', () => {
  it('finishes as nothing-readable, not extracted; a real document still says extracted', async () => {
    const payslip = corpusFile('docs/payslip-0-digital-pdf.pdf');
    const [blank, photo, real] = await uploadAndRead([
      { filename: 'blank-page.png', bytes: await blankPage() },
      { filename: 'holiday.jpg', bytes: await holidayPhoto() },
      payslip,
    ]);
    expect(blank).toMatchObject({
      ocrStatus: 'completed',
      parseStatus: 'completed',
      outcome: 'nothing-readable',
    });
    expect(photo).toMatchObject({
      ocrStatus: 'completed',
      parseStatus: 'completed',
      outcome: 'nothing-readable',
    });
    expect(real).toMatchObject({ parseStatus: 'completed', outcome: 'extracted', type: 'payslip' });

    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/clients/${clientId}/documents`,
      headers: { cookie: adviser.cookie },
    });
    const outcomes = Object.fromEntries(
      (list.json() as { filename: string; outcome: string | null }[]).map((row) => [
        row.filename,
        row.outcome,
      ]),
    );
    expect(outcomes).toMatchObject({
      'blank-page.png': 'nothing-readable',
      'holiday.jpg': 'nothing-readable',
      [payslip.filename]: 'extracted',
    });
  }, 240_000);
});
