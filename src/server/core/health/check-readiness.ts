import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { readQueueDepth, type QueueDepth } from './read-queue-depth';
import { newStorageKey, type Storage } from '@/server/storage/storage';

type Check = { ok: boolean; ms: number; error?: string };

export type Readiness = {
  ok: boolean;
  database: Check;
  storage: Check;
  queue: Check & Partial<Omit<QueueDepth, 'liveWorkers'>>;
  /** Processes working the document queue; not ok with none alive or with jobs a dead one left stalled. */
  workers: { ok: boolean; live?: number; stalledJobs?: number; error?: string };
  memory: { rssMb: number; heapUsedMb: number };
};

async function timed<T>(work: () => Promise<T>): Promise<Check & { result?: T }> {
  const started = performance.now();
  try {
    const result = await work();
    return { ok: true, ms: Math.round(performance.now() - started), result };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.name : 'Error',
    };
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Checks what the app needs to serve requests and process documents; never throws. */
export async function checkReadiness({
  db,
  storage,
}: {
  db: Database;
  storage: Storage;
}): Promise<Readiness> {
  const database = await timed(() => db.execute(sql`select 1`));
  // A probe file of its own, under no practice.
  const probe = newStorageKey('health', '00000000-0000-0000-0000-000000000000');
  const stored = await timed(async () => {
    await storage.put(probe, Buffer.from('ready'), 'text/plain');
    const back = await storage.get(probe);
    await storage.delete(probe);
    if (back.toString() !== 'ready') throw new Error('Storage gave back other bytes');
  });
  const queue = await timed(() => readQueueDepth(db));
  const memory = process.memoryUsage();
  const { result: counts, ...queueCheck } = queue;
  const { liveWorkers: _live, ...depth } = counts ?? { liveWorkers: undefined };
  const workers: Readiness['workers'] = counts
    ? {
        ok: counts.liveWorkers > 0 && counts.stalled === 0,
        live: counts.liveWorkers,
        stalledJobs: counts.stalled,
        ...(counts.liveWorkers === 0
          ? { error: 'No document worker is alive' }
          : counts.stalled > 0
            ? { error: 'Documents are stalled on a worker that stopped' }
            : {}),
      }
    : { ok: false, error: 'The job queue could not be read' };
  return {
    ok: database.ok && stored.ok && queue.ok && workers.ok,
    database: { ok: database.ok, ms: database.ms, ...(database.error ? { error: database.error } : {}) },
    storage: { ok: stored.ok, ms: stored.ms, ...(stored.error ? { error: stored.error } : {}) },
    queue: { ...queueCheck, ...depth },
    workers,
    memory: { rssMb: megabytes(memory.rss), heapUsedMb: megabytes(memory.heapUsed) },
  };
}
