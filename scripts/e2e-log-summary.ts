// Prints what the app logged during the browser tests that may explain a failure: warnings and errors, and
// every request answered 4xx or 5xx with its method and URL (Fastify logs the request and its answer as two
// lines sharing a reqId). Run by scripts/test.sh when the browser tests fail.
import { existsSync, readFileSync } from 'node:fs';

const file = 'test-results/e2e-server.log';
if (!existsSync(file)) process.exit(0);
type Entry = {
  time: number;
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message?: string };
};
const requests = new Map<string | undefined, string>();
const notes: string[] = [];
for (const line of readFileSync(file, 'utf8').split('\n')) {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    continue;
  }
  const time = new Date(entry.time).toISOString().slice(11, 23);
  if (entry.req) requests.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
  const request = requests.get(entry.reqId);
  // A signed-out page asking who is signed in is expected, not news.
  if (entry.res && entry.res.statusCode === 401 && request === 'GET /api/auth/user') continue;
  if (entry.res && entry.res.statusCode >= 400)
    notes.push(`${time} ${entry.res.statusCode} ${request ?? entry.reqId}`);
  else if (entry.level >= 40)
    notes.push(`${time} ${entry.level >= 50 ? 'error' : 'warn'} ${entry.msg} ${entry.err?.message ?? ''}`);
}
console.log(notes.slice(-60).join('\n'));
