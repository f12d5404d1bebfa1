/**
 * The API's reads against the framework's: each signed-in read (the client list's first page, the
 * dashboard figures, one client, a client's Fact Find) beside a bare Fastify serving the same bytes, at 10
 * and 50 connections, by autocannon over loopback, with 5,000 clients in the practice (each with a super
 * account, a bank account, a goal and a document). Each read runs alone and again while another adviser of
 * the same practice saves one of the practice's other clients five times a second, as the screen does
 * (If-Match): the save's practice and client decide which kept reads are forgotten.
 * Embedded database by default; DATABASE_URL=… for PostgreSQL.
 *   npx tsx bench/api/client-list.ts [--seconds 5] [--clients 5000]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { bankAccounts, clients, documents, goals, superAccounts } from '@/server/db/schema';
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
const CLIENTS = argument('--clients', 5000);

type Result = autocannon.Result;

const load = (url: string, connections: number, headers: Record<string, string> = {}): Promise<Result> =>
  autocannon({ url, connections, duration: seconds, headers });

const line = (label: string, result: Result, bare?: Result) =>
  `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  max ${String(result.latency.max).padStart(5)} ms` +
  (bare
    ? `  ${((100 * result.requests.average) / bare.requests.average).toFixed(1).padStart(5)} % of bare`
    : '') +
  (result.non2xx ? `  (${result.non2xx} not 2xx)` : '');

const testApp = await createTestApp();
const practiceName = `Bench practice ${Date.now()}`;
const adviser = await signInNewAdviser(testApp, { practiceName });
const headers = { cookie: adviser.cookie };

// One client made as an adviser makes it (its record, its Fact Find), the rest written in bulk.
const made = await testApp.app.inject({
  method: 'POST',
  url: '/api/clients',
  payload: sampleClient({ email: 'first@example.com' }) as object,
  headers,
});
const firstClient = (made.json() as { id: string }).id;
const started = Date.now();
for (let from = 1; from < CLIENTS; from += 500) {
  const count = Math.min(500, CLIENTS - from);
  const rows = await testApp.db
    .insert(clients)
    .values(
      Array.from({ length: count }, (_, offset) => ({
        practiceId: adviser.practiceId,
        givenNames: `Client ${from + offset}`,
        familyName: 'Bench',
        email: `client${from + offset}@example.com`,
      })),
    )
    .returning({ id: clients.id });
  const ids = rows.map((row) => row.id);
  await testApp.db
    .insert(superAccounts)
    .values(ids.map((clientId) => ({ clientId, fundName: 'AustralianSuper', balance: 120000 })));
  await testApp.db
    .insert(bankAccounts)
    .values(ids.map((clientId) => ({ clientId, bankName: 'Commonwealth Bank', balance: 8000 })));
  await testApp.db.insert(goals).values(ids.map((clientId) => ({ clientId, description: 'Retire at 60' })));
  await testApp.db.insert(documents).values(
    ids.map((clientId) => ({
      clientId,
      practiceId: adviser.practiceId,
      type: 'payslip',
      source: 'upload' as const,
      filename: 'payslip.pdf',
      mimeType: 'application/pdf',
      storageKey: newStorageKey('documents', adviser.practiceId),
      fileSize: 1000,
      ocrStatus: 'completed' as const,
      parseStatus: 'completed' as const,
    })),
  );
}
await testApp.db.execute(sql`analyze`);
console.log(`seeded ${CLIENTS} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);

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
const reads = [
  { label: 'GET /api/clients (first page of 50)', path: '/api/clients' },
  { label: 'GET /api/stats', path: '/api/stats' },
  { label: 'GET a client', path: `/api/clients/${firstClient}` },
  { label: "GET a client's Fact Find", path: `/api/clients/${firstClient}/fact-find` },
];

// Bare Fastify serving each read's own bytes, with its content type: the framework's ceiling for that answer.
const bare = Fastify();
for (const read of reads) {
  const response = await fetch(`${appUrl}${read.path}`, { headers });
  if (!response.ok) throw new Error(`${read.path} answered ${response.status}`);
  const body = await response.text();
  const type = response.headers.get('content-type') ?? 'application/json';
  bare.get(read.path.split('?')[0]!, async (_request, reply) => reply.type(type).send(body));
}
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

/** Another adviser of the same practice saving another client five times a second while `run` loads. */
async function whileWriting<T>(run: () => Promise<T>): Promise<{ result: T; saves: number }> {
  const writer = await signInNewAdviser(testApp, { practiceName });
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
    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/clients/${writerClient}`,
      payload: { occupation: `Role ${saves + 1}` },
      headers: { cookie: writer.cookie, 'if-match': String(read.headers.etag) },
    });
    if (saved.statusCode === 200) saves += 1;
  };
  const timer = setInterval(() => void save(), 200);
  try {
    return { result: await run(), saves };
  } finally {
    clearInterval(timer);
  }
}

console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)'}; ${CLIENTS} clients; ${seconds} s per run`,
);
for (const connections of [10, 50]) {
  for (const read of reads) {
    const bareResult = await load(`${bareUrl}${read.path}`, connections);
    console.log(line(`bare Fastify, same bytes, ${connections}c`, bareResult));
    const alone = await load(`${appUrl}${read.path}`, connections, headers);
    console.log(line(`${read.label}, ${connections}c`, alone, bareResult));
    const { result: written, saves } = await whileWriting(() =>
      load(`${appUrl}${read.path}`, connections, headers),
    );
    console.log(line(`  + writer (${saves} saves), ${connections}c`, written, bareResult));
  }
}
await bare.close();
await testApp.close();
