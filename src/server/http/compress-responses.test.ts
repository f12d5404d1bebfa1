import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/** A build as Vite writes it: two pages and an asset with its precompressed copies beside it. */
function writeClientBuild(): { clientDir: string; script: string } {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'factfind-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const page = (entry: string) =>
    `<html><head><script nonce="__CSP_NONCE__" type="module" src="/assets/${entry}.js"></script></head><body></body></html>`;
  writeFileSync(path.join(clientDir, 'index.html'), page('adviser'));
  writeFileSync(path.join(clientDir, 'request.html'), page('request'));
  const script = `export const words = ${JSON.stringify('a document request '.repeat(400))};\n`;
  writeFileSync(path.join(clientDir, 'assets/request.js'), script);
  writeFileSync(path.join(clientDir, 'assets/request.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets/request.js.gz'), gzipSync(script));
  return { clientDir, script };
}

let testApp: TestApp;
let build: ReturnType<typeof writeClientBuild>;
beforeAll(async () => {
  build = writeClientBuild();
  testApp = await createTestApp({ clientDir: build.clientDir });
}, 120_000);
afterAll(async () => testApp?.close());

describe('compressed responses', () => {
  it('sends JSON with brotli or gzip, as the browser accepts, and plain to one that accepts neither', async () => {
    const adviser = await signInNewAdviser(testApp);
    for (let index = 0; index < 12; index += 1) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/clients',
        payload: sampleClient({ familyName: `Compressed${index}` }),
        headers: { cookie: adviser.cookie },
      });
    }
    const list = (encoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/clients',
        headers: { cookie: adviser.cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a built asset as its precompressed copy, cached for a year', async () => {
    const asset = await testApp.app.inject({
      method: 'GET',
      url: '/assets/request.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(build.script);
  });
});

describe("the client's document request link", () => {
  it("is its own page (request.html), and every other path the adviser's app", async () => {
    const page = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).body;
    expect(await page('/r/some-token')).toContain('/assets/request.js');
    expect(await page('/dashboard')).toContain('/assets/adviser.js');
    expect(await page('/request.html')).toContain('/assets/adviser.js');
  });
});
