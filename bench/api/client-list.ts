/**
 * The API's speed against the framework's: signed-in GET /api/clients (50 clients with accounts, goals and
 * documents) and GET /api/stats, next to a bare Fastify hello-world in the same run, at 10 and 50
 * connections, by autocannon over loopback. Embedded database by default; DATABASE_URL=… for PostgreSQL.
 *   npx tsx bench/api/client-list.ts [--seconds 5] [--clients 50]
 * Also a client's Fact Find (GET /api/clients/:id/fact-find and the client record it opens with).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { bankAccounts, documents, goals, superAccounts } from '@/server/db/schema';
import { sql } from 'drizzle-orm';
import { newStorageKey } from '@/server/storage/storage';
import { statsQuery } from '@/server/core/stats/get-stats';
import { createTestApp, signInNewAdviser } from '@/server/test-support/test-app';
import { sampleClient } from '@/server/test-support/sample-client';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argument('--seconds', 5);
const CLIENTS = argument('--clients', 50);

type Result = autocannon.Result;

async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Result> {
  return autocannon({ url, connections, duration: seconds, headers });
}

const line = (label: string, result: Result, bare: number) =>
  `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  max ${String(result.latency.max).padStart(5)} ms  ${((100 * result.requests.average) / bare).toFixed(1).padStart(5)} % of bare${result.non2xx ? `  (${result.non2xx} not 2xx)` : ''}`;

const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

const testApp = await createTestApp();
const adviser = await signInNewAdviser(testApp);
const ids: string[] = [];
for (let index = 0; index < CLIENTS; index++) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    payload: sampleClient({ email: `client${index}@example.com` }) as object,
    headers: { cookie: adviser.cookie },
  });
  const { id } = response.json() as { id: string };
  ids.push(id);
  await testApp.db
    .insert(superAccounts)
    .values({ clientId: id, fundName: 'AustralianSuper', balance: 120000 });
  await testApp.db
    .insert(bankAccounts)
    .values({ clientId: id, bankName: 'Commonwealth Bank', balance: 8000 });
  await testApp.db.insert(goals).values({ clientId: id, description: 'Retire at 60' });
  await testApp.db.insert(documents).values({
    clientId: id,
    practiceId: adviser.practiceId,
    type: 'payslip',
    source: 'upload',
    filename: 'payslip.pdf',
    mimeType: 'application/pdf',
    storageKey: newStorageKey('documents', adviser.practiceId),
    fileSize: 1000,
    ocrStatus: 'completed',
    parseStatus: 'completed',
  });
}
// The dashboard figures' plan: set-based joins, with no subquery run once per client.
const plan = (await testApp.db.execute(
  sql`explain (analyze, costs off) ${statsQuery({ db: testApp.db, practiceId: adviser.practiceId })}`,
)) as unknown as { rows: Record<string, string>[] };
const planLines = plan.rows.map((row) => Object.values(row)[0] ?? '');
console.log(
  `plan of the dashboard figures: ${planLines.find((text) => text.startsWith('Execution Time')) ?? '?'}; ` +
    `per-client subplans: ${planLines.some((text) => /SubPlan/.test(text)) ? 'yes' : 'none'}`,
);
const appUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
const headers = { cookie: adviser.cookie };

console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)'}; ${CLIENTS} clients; ${seconds} s per run`,
);
/**
 * Another adviser saving a client five times a second (with If-Match, as the screen does) while `run` loads:
 * the reads' caches are cleared by every save, so their p99 shows what a miss costs under writes.
 */
async function whileWriting<T>(run: () => Promise<T>): Promise<T> {
  const writer = await signInNewAdviser(testApp);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/clients',
    payload: sampleClient({ email: 'writer@example.com' }) as object,
    headers: { cookie: writer.cookie },
  });
  const writerClient = (created.json() as { id: string }).id;
  let saves = 0;
  const save = async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/clients/${writerClient}`,
      headers: { cookie: writer.cookie },
    });
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/clients/${writerClient}`,
      payload: { occupation: `Role ${(saves += 1)}` },
      headers: { cookie: writer.cookie, 'if-match': String(read.headers.etag) },
    });
  };
  const timer = setInterval(() => void save(), 200);
  try {
    return await run();
  } finally {
    clearInterval(timer);
  }
}

for (const connections of [10, 50]) {
  const hello = await load(bareUrl, connections);
  console.log(line(`bare Fastify, ${connections} connections`, hello, hello.requests.average));
  const list = await load(`${appUrl}/api/clients`, connections, headers);
  console.log(line(`GET /api/clients, ${connections} connections`, list, hello.requests.average));
  const firstPage = await load(`${appUrl}/api/clients?limit=50`, connections, headers);
  console.log(line(`GET /api/clients?limit=50, ${connections} conn.`, firstPage, hello.requests.average));
  const stats = await load(`${appUrl}/api/stats`, connections, headers);
  console.log(line(`GET /api/stats, ${connections} connections`, stats, hello.requests.average));
  const factFind = await load(`${appUrl}/api/clients/${ids[0]}/fact-find`, connections, headers);
  console.log(line(`GET a client's Fact Find, ${connections} conn.`, factFind, hello.requests.average));
  const client = await load(`${appUrl}/api/clients/${ids[0]}`, connections, headers);
  console.log(line(`GET a client, ${connections} connections`, client, hello.requests.average));
  const listWritten = await whileWriting(() => load(`${appUrl}/api/clients`, connections, headers));
  console.log(line(`GET /api/clients + writer 5/s, ${connections}c`, listWritten, hello.requests.average));
  const clientWritten = await whileWriting(() =>
    load(`${appUrl}/api/clients/${ids[0]}`, connections, headers),
  );
  console.log(line(`GET a client + writer 5/s, ${connections}c`, clientWritten, hello.requests.average));
}
await bare.close();
await testApp.close();
