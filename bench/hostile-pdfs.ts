/**
 * Does reading hostile PDFs stall the API? Uploads ten 9.5 MB junk PDFs (a PDF header, then bytes that make
 * pdf.js scan and rebuild the whole file) in one request to the real app (embedded database, pg-boss, worker),
 * asks /api/health every 25 ms (latency counted from when each check was due) until every document has failed or finished, and prints the health
 * endpoint's latency (p50, p95, p99, max) and the event loop's longest stall over that time.
 *
 *   npx tsx bench/hostile-pdfs.ts [--count 10]
 */
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestApp, signInNewAdviser } from '@/server/test-support/test-app';
import { multipartBody } from '@/server/test-support/multipart';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10' } } });
const count = Number(values.count);

/** Seeded bytes: 'obj' fragments, stray streams and binary noise, as a fuzzer or a broken scanner writes them. */
function junkPdf(seed: number, size = 9.5 * 1024 * 1024): Buffer {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  let object = 1;
  while (length < size) {
    const chunk =
      random() < 0.5
        ? Buffer.from(`${object++} 0 obj\n<< /Length ${Math.floor(random() * 9999)} >>\nstream\n`, 'latin1')
        : Buffer.from(Array.from({ length: 2048 }, () => Math.floor(random() * 256)));
    parts.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(parts).subarray(0, size);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

const testApp = await createTestApp({ processDocuments: true });
const adviser = await signInNewAdviser(testApp);
const { payload, headers } = multipartBody(
  Array.from({ length: count }, (_, index) => ({
    name: 'documents',
    filename: `junk-${index + 1}.pdf`,
    bytes: junkPdf(index + 1),
  })),
);
const uploaded = await testApp.app.inject({
  method: 'POST',
  url: '/api/documents/process',
  payload,
  headers: { ...headers, cookie: adviser.cookie },
});
if (uploaded.statusCode !== 201) throw new Error(`Upload refused: ${uploaded.statusCode} ${uploaded.body}`);
const ids = (uploaded.json().documents as { id: string }[]).map((document) => document.id);

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const started = performance.now();
const latencies: number[] = [];
let finished = 0;
// A health check is due every 25 ms; its latency counts from when it was due, so time the event loop was
// blocked (the timer firing late) counts as the caller would feel it.
let due = performance.now();
while (performance.now() - started < 600_000) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  await testApp.app.inject({ method: 'GET', url: '/api/health' });
  latencies.push(performance.now() - due);
  due = performance.now() + 25;
  if (latencies.length % 20 === 0) {
    const statuses = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/status?ids=${ids.join(',')}`,
      headers: { cookie: adviser.cookie },
    });
    const documents = statuses.json().documents as { ocrStatus: string; parseStatus: string }[];
    finished = documents.filter(
      (document) => document.ocrStatus === 'failed' || document.parseStatus !== 'pending',
    ).length;
    if (finished === ids.length) break;
  }
}
loop.disable();
const sorted = [...latencies].sort((a, b) => a - b);
console.log(
  `hostile PDFs: ${count} × 9.5 MB, ${finished}/${count} done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `/api/health over ${sorted.length} calls: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(
  `event loop: longest stall ${(loop.max / 1e6).toFixed(0)} ms, mean delay ${(loop.mean / 1e6).toFixed(1)} ms`,
);
await testApp.close();
process.exit(0);
