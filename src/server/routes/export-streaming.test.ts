import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@/server/db/schema';
import { newStorageKey } from '@/server/storage/storage';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser, type TestApp } from '@/server/test-support/test-app';

/**
 * Exporting a client with 100 MB of originals (APP 12) over real HTTP (downloaded by curl), while /api/health
 * is asked every 20 ms: the zip streams from a worker thread, so the API still answers within 100 ms (p99).
 */
let testApp: TestApp;
let adviser: Awaited<ReturnType<typeof signInNewAdviser>>;
let base: string;
let clientId: string;
const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const originals: Buffer[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  adviser = await signInNewAdviser(testApp);
  const client = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    payload: sampleClient({ familyName: 'Largefile' }),
    headers: { cookie: adviser.cookie },
  });
  clientId = client.json().id;
  // Ten 10 MB originals (the upload limit), incompressible as scans are.
  for (let index = 0; index < 10; index += 1) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(10 * 1024 * 1024 - 9)]);
    const storageKey = newStorageKey('documents', adviser.practiceId);
    await testApp.storage.put(storageKey, bytes, 'application/pdf');
    originals.push(bytes);
    await testApp.db.insert(documents).values({
      practiceId: adviser.practiceId,
      clientId,
      type: 'bank',
      filename: `statement-${index + 1}.pdf`,
      storageKey,
      fileSize: bytes.length,
      mimeType: 'application/pdf',
      source: 'upload',
      ocrStatus: 'completed',
      parseStatus: 'completed',
    });
  }
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  healthAgent.destroy();
  await testApp?.close();
});

function get(route: string, onData?: (chunk: Buffer) => void): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${route}`,
      { agent: healthAgent, headers: { cookie: adviser.cookie } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          onData?.(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * /api/health due every 20 ms until `done()`, each latency counted from when its check was due: checks that
 * fell due while the event loop was blocked are sent when it frees and count their whole wait, so a stall of
 * seconds weighs as the many checks it delayed, not as one.
 */
async function healthLatencies(done: () => boolean): Promise<number[]> {
  const latencies: Promise<number>[] = [];
  const started = performance.now();
  let sent = 0;
  while (!done()) {
    const now = performance.now();
    for (; started + sent * 20 <= now; sent += 1) {
      const due = started + sent * 20;
      latencies.push(
        get('/api/health').then((health) => {
          expect(health.status).toBe(200);
          return performance.now() - due;
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + sent * 20 - performance.now())));
  }
  return Promise.all(latencies);
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Infinity;
};

describe('exporting a client with 100 MB of originals', () => {
  // This machine is shared: a burst of other work during one export can outweigh the idle measure, so it is
  // tried twice. The zip built on the API thread (before) stalled it for seconds, every time.
  it(
    'streams the zip while /api/health answers within 100 ms (p99), and the zip is whole',
    { timeout: 180_000, retry: 1 },
    async () => {
      // The same checks with nothing else running: how this machine answers when idle (it is shared).
      const idleUntil = performance.now() + 3_000;
      const idle = await healthLatencies(() => performance.now() > idleUntil);

      // Downloaded by curl, another process, as a browser is: this process only serves it.
      const saved = path.join(mkdtempSync(path.join(tmpdir(), 'factfind-export-')), 'export.zip');
      let finished = false;
      const exported = new Promise<{ status: number }>((resolve, reject) => {
        const curl = spawn('curl', [
          '-s',
          '-o',
          saved,
          '-w',
          '%{http_code}',
          '-H',
          `Cookie: ${adviser.cookie}`,
          `${base}/api/clients/${clientId}/export`,
        ]);
        let output = '';
        curl.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        curl.on('error', reject);
        curl.on('exit', () => resolve({ status: Number(output) }));
      }).finally(() => {
        finished = true;
      });
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const during = await healthLatencies(() => finished);
      loop.disable();
      console.log(
        `event loop during the export: max ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
      );
      const { status } = await exported;
      expect(status).toBe(200);
      const zip = readFileSync(saved);
      const bytes = zip.length;
      expect(bytes).toBeGreaterThan(100 * 1024 * 1024);
      const figures = (values: number[]) =>
        `${values.length} checks, p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
      console.log(
        `/api/health idle: ${figures(idle)}; during a ${(bytes / 2 ** 20).toFixed(0)} MB export: ${figures(during)}`,
      );
      expect(during.length).toBeGreaterThan(10);
      // Under 100 ms at p99, beyond what the shared machine itself adds when idle.
      expect(percentile(during, 0.99)).toBeLessThan(100 + percentile(idle, 0.99));

      const files = unzipSync(new Uint8Array(zip));
      for (const [index, original] of originals.entries()) {
        const name = `documents/${String(index + 1).padStart(2, '0')}-statement-${index + 1}.pdf`;
        expect(Buffer.from(files[name]!).equals(original), name).toBe(true);
      }
      expect(Object.keys(files)).toContain('manifest.json');
      rmSync(path.dirname(saved), { recursive: true, force: true });
    },
  );
});

describe('exports at once', () => {
  /** An export whose reader has stopped reading: held open by the socket's back-pressure. */
  function heldExport(): Promise<{ status: number; stop: () => void }> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${base}/api/clients/${clientId}/export`,
        { agent: false, headers: { cookie: adviser.cookie } },
        (response) => {
          response.pause();
          resolve({ status: response.statusCode ?? 0, stop: () => request.destroy() });
        },
      );
      request.on('error', () => undefined);
      request.on('timeout', () => reject(new Error('no answer')));
    });
  }

  it('prepares at most two in a process, refusing a third with a 429, and a reader that leaves frees its place', async () => {
    const first = await heldExport();
    const second = await heldExport();
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await get(`/api/clients/${clientId}/export`);
    expect(third.status).toBe(429);
    // The readers go away: their exports stop (the writing threads end) and their places are free again.
    first.stop();
    second.stop();
    const deadline = Date.now() + 10_000;
    let next = await heldExport();
    while (next.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await heldExport();
    }
    expect(next.status).toBe(200);
    next.stop();
  }, 60_000);
});
