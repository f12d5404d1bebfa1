/**
 * Throughput with the queue running: uploads 20 corpus documents at once (two requests of 10, mixed
 * renditions) into the real app (embedded database, pg-boss, tesseract worker pool), polls every document's
 * status as the screens do, and prints documents per minute, the status endpoint's latency while they are
 * processing, /api/health's latency over real HTTP (asked every 50 ms, as a load balancer would, timed from
 * when each check was due), failures, and peak memory.
 *
 *   npx tsx bench/ocr/queue.ts [--count 20]
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, signInNewAdviser } from '@/server/test-support/test-app';
import { corpusDir } from '@/server/test-support/corpus';
import { multipartBody } from '@/server/test-support/multipart';

type ManifestEntry = { file: string; rendition: string; pages: number };

const { values } = parseArgs({ options: { count: { type: 'string', default: '20' } } });
const count = Number(values.count);

const manifest = JSON.parse(readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
  documents: ManifestEntry[];
};
// Round-robin over renditions so the batch mixes text-layer PDFs, scans and photos like a real client pile.
const byRendition = new Map<string, ManifestEntry[]>();
for (const entry of manifest.documents)
  byRendition.set(entry.rendition, [...(byRendition.get(entry.rendition) ?? []), entry]);
const batch: ManifestEntry[] = [];
for (let round = 0; batch.length < count; round += 1) {
  for (const entries of byRendition.values())
    if (entries[round] && batch.length < count) batch.push(entries[round]!);
}

const testApp = await createTestApp({ processDocuments: true });
const adviser = await signInNewAdviser(testApp);
const started = performance.now();
const ids: string[] = [];
for (let offset = 0; offset < batch.length; offset += 10) {
  const { payload, headers } = multipartBody(
    batch.slice(offset, offset + 10).map((entry) => ({
      name: 'documents',
      filename: path.basename(entry.file),
      bytes: readFileSync(path.join(corpusDir, entry.file)),
    })),
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents/process',
    payload,
    headers: { ...headers, cookie: adviser.cookie },
  });
  if (response.statusCode !== 201) throw new Error(`Upload failed: ${response.statusCode} ${response.body}`);
  ids.push(...(response.json() as { documents: { id: string }[] }).documents.map((document) => document.id));
}
const uploadedMs = performance.now() - started;

// A load balancer's health checks over a real socket, while the documents are read.
const appUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
const healthLatencies: number[] = [];
let probing = true;
const prober = (async () => {
  let due = performance.now();
  while (probing) {
    await fetch(`${appUrl}/api/health`).then((response) => response.arrayBuffer());
    healthLatencies.push(performance.now() - due);
    due += 50;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else due = performance.now();
  }
})();

const latencies: number[] = [];
const finishedAt = new Map<string, number>();
const failures: string[] = [];
while (finishedAt.size < ids.length) {
  for (const id of ids) {
    if (finishedAt.has(id)) continue;
    const before = performance.now();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/status`,
      headers: { cookie: adviser.cookie },
    });
    latencies.push(performance.now() - before);
    const status = response.json() as {
      ocrStatus: string;
      parseStatus: string;
      filename: string;
      error: string | null;
    };
    const failed = status.ocrStatus === 'failed' || status.parseStatus === 'failed';
    if (failed) failures.push(`${status.filename}: ${status.error}`);
    if (failed || (status.ocrStatus === 'completed' && status.parseStatus === 'completed')) {
      finishedAt.set(id, performance.now() - started);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const totalMs = Math.max(...finishedAt.values());
probing = false;
await prober;
await testApp.close();

const percentile = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const at = percentile(latencies);
const healthAt = percentile(healthLatencies);
const pages = batch.reduce((sum, entry) => sum + entry.pages, 0);
const renditions = [...new Set(batch.map((entry) => entry.rendition))]
  .map((rendition) => `${rendition} ${batch.filter((entry) => entry.rendition === rendition).length}`)
  .join(', ');

console.log(`documents            ${batch.length} (${pages} pages: ${renditions})`);
console.log(`upload requests      ${uploadedMs.toFixed(0)} ms for ${Math.ceil(batch.length / 10)} requests`);
console.log(`all finished after   ${(totalMs / 1000).toFixed(1)} s`);
console.log(`throughput           ${((batch.length / totalMs) * 60_000).toFixed(1)} documents/minute`);
console.log(`failed               ${failures.length}${failures.length ? `: ${failures.join('; ')}` : ''}`);
console.log(
  `status endpoint      p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms over ${latencies.length} calls while processing`,
);
console.log(
  `health over HTTP     p50 ${healthAt(0.5).toFixed(1)} ms, p95 ${healthAt(0.95).toFixed(1)} ms, p99 ${healthAt(0.99).toFixed(1)} ms, max ${healthAt(1).toFixed(1)} ms over ${healthLatencies.length} checks while processing`,
);
console.log(`peak memory (RSS)    ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
