/**
 * How the API answers while documents are read: 20 documents of the dev corpus uploaded at once to the
 * app with its document worker (embedded database unless DATABASE_URL=…), /api/health asked every 20 ms
 * over HTTP until all 20 are read, each latency counted from when its check was due. Prints p50, p99 and
 * max, and the event loop's delay over the same time.
 *   npx tsx bench/health/health-while-reading.ts [--documents 20]
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestApp, signInNewAdviser } from '@/server/test-support/test-app';
import { multipartBody } from '@/server/test-support/multipart';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const count = argument('--documents', 20);
const corpus = process.env.CORPUS ?? path.resolve(import.meta.dirname, '../../fixtures/corpus/docs');
const files = readdirSync(corpus)
  .filter((name) => name.endsWith('.pdf'))
  .sort()
  .slice(0, count);

const testApp = await createTestApp({ processDocuments: true });
const adviser = await signInNewAdviser(testApp);
const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const get = (url: string, cookie?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(`${address}${url}`, { agent, headers: cookie ? { cookie } : {} }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;

// Warm: the first document read starts the OCR engine and the threads.
const idle: number[] = [];
for (let index = 0; index < 100; index += 1) {
  const started = performance.now();
  await get('/api/health');
  idle.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

// In uploads of five (the upload's limit on files).
const ids: string[] = [];
for (let first = 0; first < files.length; first += 5) {
  const { payload, headers } = multipartBody(
    files
      .slice(first, first + 5)
      .map((name) => ({ name: 'documents', filename: name, bytes: readFileSync(path.join(corpus, name)) })),
  );
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  if (uploaded.statusCode !== 201)
    throw new Error(`Upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  ids.push(...(uploaded.json().documents as { id: string }[]).map((document) => document.id));
}

const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const started = performance.now();
const latencies: number[] = [];
let finished = false;
const health = (async () => {
  let due = performance.now();
  while (!finished) {
    const waitFor = due - performance.now();
    if (waitFor > 0) await new Promise((resolve) => setTimeout(resolve, waitFor));
    const checkDue = due;
    const answer = await get('/api/health');
    if (answer.status !== 200) throw new Error(`/api/health answered ${answer.status}`);
    latencies.push(performance.now() - checkDue);
    due = Math.max(checkDue + 20, performance.now());
  }
})();
for (;;) {
  const statuses = await Promise.all(
    ids.map(async (id) => JSON.parse((await get(`/api/documents/${id}/status`, adviser.cookie)).body)),
  );
  if (
    statuses.every((status) => /completed|failed/.test(status.parseStatus) || status.ocrStatus === 'failed')
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
finished = true;
await health;
lag.disable();
const seconds = (performance.now() - started) / 1000;

const figures = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} checks)`;
console.log(`/api/health idle:                      ${figures(idle)}`);
console.log(`/api/health while ${ids.length} documents are read: ${figures(latencies)}`);
console.log(
  `event-loop delay meanwhile: p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms; ${ids.length} documents read in ${seconds.toFixed(1)} s`,
);
agent.destroy();
await testApp.close();
process.exit(0);
