/**
 * A client's pack of six mixed documents read on its own (seconds from upload until all are read); then
 * throughput with the queue running: uploads 20 corpus documents at once (two requests of 10, mixed
 * renditions) into the real app (embedded database, pg-boss, tesseract worker pool), polls every document's
 * status as the screens do, and prints documents per minute, the status endpoint's latency while they are
 * processing, /api/health's latency over real HTTP (asked every 50 ms, as a load balancer would, timed from
 * when each check was due), failures, and peak memory.
 *
 *   PATH=node_modules/.bin:$PATH bash scripts/run-as-server.sh bench/ocr/queue.ts [--count 20]   (as npm start runs the server)
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

const testApp = await createTestApp({ processDocuments: true, embeddedOnDisk: true });
const adviser = await signInNewAdviser(testApp);
const idleRssMb = process.memoryUsage().rss / 2 ** 20;

// First a client's pack of six mixed documents on its own, timed from upload until every one is read.
const pack = batch.slice(0, 6);
const packStarted = performance.now();
const packIds = await upload(pack);
const packFailures: string[] = [];
await waitUntilRead(packIds, packStarted, packFailures, []);
const packMs = performance.now() - packStarted;

// Then the whole batch, with the status endpoint and /api/health timed while it is read.
const started = performance.now();
const ids = await upload(batch);
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
const failures: string[] = [];
const finishedAt = await waitUntilRead(ids, started, failures, latencies);
const totalMs = Math.max(...finishedAt.values());
probing = false;
await prober;
await testApp.close();

/** Uploads the documents, ten to a request, and returns their ids. */
async function upload(entries: ManifestEntry[]): Promise<string[]> {
  const uploaded: string[] = [];
  for (let offset = 0; offset < entries.length; offset += 10) {
    const { payload, headers } = multipartBody(
      entries.slice(offset, offset + 10).map((entry) => ({
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
    if (response.statusCode !== 201)
      throw new Error(`Upload failed: ${response.statusCode} ${response.body}`);
    uploaded.push(
      ...(response.json() as { documents: { id: string }[] }).documents.map((document) => document.id),
    );
  }
  return uploaded;
}

/** Polls every document's status as the screens do until each is read or failed; returns when each finished
 * (ms after `since`), adding failures and the status endpoint's latencies to the lists given. */
async function waitUntilRead(
  documentIds: string[],
  since: number,
  failed: string[],
  statusLatencies: number[],
): Promise<Map<string, number>> {
  const finished = new Map<string, number>();
  while (finished.size < documentIds.length) {
    for (const id of documentIds) {
      if (finished.has(id)) continue;
      const before = performance.now();
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/documents/${id}/status`,
        headers: { cookie: adviser.cookie },
      });
      statusLatencies.push(performance.now() - before);
      const status = response.json() as {
        ocrStatus: string;
        parseStatus: string;
        filename: string;
        error: string | null;
      };
      const isFailed = status.ocrStatus === 'failed' || status.parseStatus === 'failed';
      if (isFailed) failed.push(`${status.filename}: ${status.error}`);
      if (isFailed || (status.ocrStatus === 'completed' && status.parseStatus === 'completed')) {
        finished.set(id, performance.now() - since);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return finished;
}

const percentile = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const at = percentile(latencies);
const healthAt = percentile(healthLatencies);
const pages = batch.reduce((sum, entry) => sum + entry.pages, 0);
const describe = (entries: ManifestEntry[]) =>
  [...new Set(entries.map((entry) => entry.rendition))]
    .map((rendition) => `${rendition} ${entries.filter((entry) => entry.rendition === rendition).length}`)
    .join(', ');
const renditions = describe(batch);

console.log(
  `pack of six          ${(packMs / 1000).toFixed(1)} s from upload until all read (${describe(pack)})` +
    (packFailures.length ? `, failed: ${packFailures.join('; ')}` : ''),
);
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
console.log(
  `peak memory (RSS)    ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (${idleRssMb.toFixed(0)} MB with the app and its embedded database started, before reading; malloc arenas: ${process.env.MALLOC_ARENA_MAX ?? 'glibc default; npm start sets MALLOC_ARENA_MAX=2'}; mmap threshold: ${process.env.MALLOC_MMAP_THRESHOLD_ ?? "glibc's sliding default; npm start sets 131072"}; ${process.execArgv.some((flag) => flag.startsWith('--max-semi-space-size')) ? 'semi-space as npm start' : 'V8 default semi-space; npm start sets --max-semi-space-size=8'})`,
);
