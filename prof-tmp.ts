import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { documents } from '@/server/db/schema';
import { newStorageKey } from '@/server/storage/storage';
import { sampleClient } from '@/server/test-support/sample-client';
import { createTestApp, signInNewAdviser } from '@/server/test-support/test-app';
const testApp = await createTestApp();
const adviser = await signInNewAdviser(testApp);
const client = await testApp.app.inject({ method: 'POST', url: '/api/clients', payload: sampleClient({ familyName: 'Largefile' }), headers: { cookie: adviser.cookie } });
const clientId = client.json().id;
for (let index = 0; index < 10; index += 1) {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(10 * 1024 * 1024 - 9)]);
  const storageKey = newStorageKey('documents', adviser.practiceId);
  await testApp.storage.put(storageKey, bytes, 'application/pdf');
  await testApp.db.insert(documents).values({ practiceId: adviser.practiceId, clientId, type: 'bank', filename: `s-${index}.pdf`, storageKey, fileSize: bytes.length, mimeType: 'application/pdf', source: 'upload', ocrStatus: 'completed', parseStatus: 'completed' });
}
await testApp.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
await new Promise((r) => setTimeout(r, 2000));
console.log('EXPORT START', Date.now());
for (const run of [1, 2]) {
const marks: string[] = [];
let last = performance.now();
const t0 = performance.now();
const ticker = setInterval(() => { const now = performance.now(); if (now - last > 60) marks.push(`stall ${(now-last).toFixed(0)} at +${(now-t0).toFixed(0)}`); last = now; }, 10);
await new Promise<void>((resolve) => { const child = spawn('curl', ['-s', '-o', '/dev/null', '-H', `Cookie: ${adviser.cookie}`, `${base}/api/clients/${clientId}/export`]); child.on('exit', () => { marks.push(`end at +${(performance.now()-t0).toFixed(0)}`); resolve(); }); });
clearInterval(ticker);
console.log('run', run, marks.join(' | '));
}
await testApp.close();
process.exit(0);
