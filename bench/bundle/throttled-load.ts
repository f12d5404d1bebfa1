/**
 * Time to a usable form on a mid-range phone over a slow network, as Chrome's DevTools throttle it:
 * 1.6 Mbps down, 750 kbps up, 150 ms round trips, the CPU slowed 4×, a 375 px screen, nothing cached.
 * Measures the adviser's sign-in screen and the client's document request link (its date-of-birth form),
 * and the bytes the browser received for each (as transferred, i.e. compressed). Serves the production
 * build (run `npx vite build` first) from a server on a temporary embedded database.
 *   npx tsx bench/bundle/throttled-load.ts [--runs 3]
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser } from '@/server/test-support/test-app';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const network = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const showWaterfall = process.argv.includes('--waterfall');
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 4);

const testApp = await createTestApp({ clientDir });
await testApp.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

const adviser = await signInNewAdviser(testApp);
const inject = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { cookie: adviser.cookie } });
const client = (await inject('/api/clients', sampleClient({ familyName: 'Throttled' }))).json() as {
  id: string;
};
const created = (
  await inject(`/api/clients/${client.id}/document-requests`, {
    checklist: [
      { id: 'photo-id', label: 'Photo ID: driver licence or passport', accepts: ['license', 'passport'] },
    ],
    sendEmail: false,
  })
).json() as { link: string };
const requestPath = new URL(created.link).pathname;

/** Loads a page on a throttled phone; the time until `ready` is visible, and the bytes received. */
async function timeToUsable(browser: Browser, pagePath: string, label: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-AU' });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let transferred = 0;
  const requests = new Map<string, { url: string; start: number; end?: number }>();
  session.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, { url: event.request.url.replace(base, ''), start: Date.now() - started }),
  );
  session.on('Network.loadingFinished', (event) => {
    transferred += event.encodedDataLength;
    const request = requests.get(event.requestId);
    if (request) request.end = Date.now() - started;
  });
  const started = Date.now();
  await page.goto(`${base}${pagePath}`, { waitUntil: 'commit' });
  await page.getByLabel(label).waitFor({ state: 'visible', timeout: 60_000 });
  const milliseconds = Date.now() - started;
  if (showWaterfall)
    for (const request of requests.values())
      console.log(
        `    ${String(request.start).padStart(5)}–${String(request.end ?? '').padEnd(5)} ms ${request.url}`,
      );
  await context.close();
  return { milliseconds, transferred };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  `throttled phone: 1.6 Mbps down, 750 kbps up, 150 ms round trips, CPU ${cpuSlowdown}× slower; ${runs} runs each`,
);
for (const [name, pagePath, label] of [
  ["the adviser's sign-in", '/dashboard', 'Email'],
  ["the client's request link", requestPath, 'Your date of birth'],
] as const) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await timeToUsable(browser, pagePath, label));
  const times = results.map((result) => result.milliseconds).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${name}: usable form after ${(median / 1000).toFixed(2)} s (median; ${times.map((time) => (time / 1000).toFixed(2)).join(', ')}), ${((results[0]?.transferred ?? 0) / 1024).toFixed(1)} KB transferred`,
  );
}
await browser.close();
await testApp.close();
