import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';
import { corpusFile } from '@/server/test-support/corpus';
import { multipartBody } from '@/server/test-support/multipart';
import { sampleClient } from '@/server/test-support/sample-client';

let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let clientId: string;

beforeAll(async () => {
  testApp = await createTestApp();
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

async function uploadOne(filename: string, bytes: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'file', filename, bytes }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/documents`,
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie: adviser.cookie } });

describe('viewing a HEIC original', () => {
  it('shows a JPEG of the photo, and Download still sends the HEIC itself', async () => {
    const heic = corpusFile('docs/other-4-photo.heic').bytes;
    const id = await uploadOne('IMG_0412.HEIC', heic);

    const view = await get(`/api/documents/${id}/file`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="IMG_0412\.jpg"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    const picture = await sharp(view.rawPayload).metadata();
    expect(picture.format).toBe('jpeg');
    expect(Math.max(picture.width ?? 0, picture.height ?? 0)).toBeGreaterThan(500);

    const download = await get(`/api/documents/${id}/file?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/heic');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="IMG_0412\.HEIC"/);
    expect(download.rawPayload.equals(heic)).toBe(true);
  }, 60_000);

  it('sends a JPEG or PNG as it is', async () => {
    const jpeg = corpusFile('docs/license-3-photo.jpg').bytes;
    const id = await uploadOne('licence.jpg', jpeg);
    const view = await get(`/api/documents/${id}/file`);
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.rawPayload.equals(jpeg)).toBe(true);
  });
});
