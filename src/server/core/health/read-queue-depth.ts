import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { processDocumentQueue } from '@/server/jobs/process-document-job';

/** An active job whose worker has not beaten within its heartbeat: its process is gone. */
const stalledJob = sql.raw(
  `(heartbeat_seconds is not null and heartbeat_on + heartbeat_seconds * interval '1 second' < now())`,
);

export type QueueDepth = {
  waiting: number;
  /** Jobs a worker is on now: active, and their heartbeat is fresh. */
  active: number;
  /** Jobs left active by a worker whose heartbeat stopped (killed, crashed): pg-boss will fail and retry them. */
  stalled: number;
  oldestWaitingSeconds: number | null;
  /** pg-boss instances working the document queue whose own heartbeat is fresh (two beats at most late). */
  liveWorkers: number;
};

/**
 * The document queue now: jobs waiting (or waiting to retry), jobs being worked on and jobs stalled (by
 * pg-boss's job heartbeat), the oldest one's wait, and how many live processes work the queue (pg-boss's
 * instance registry: each instance beats every few seconds and lists its work() calls).
 */
export async function readQueueDepth(db: Database): Promise<QueueDepth> {
  const result = await db.execute(sql`
    select count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active' and not ${stalledJob})::int as active,
           count(*) filter (where state = 'active' and ${stalledJob})::int as stalled,
           extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')))::int as oldest,
           (select count(*)::int from pgboss.instance as instance
             where instance.stopped_on is null
               and instance.heartbeat_on > now() - make_interval(secs => instance.heartbeat_seconds * 2)
               and exists (select 1 from jsonb_array_elements(instance.workers) as work
                           where work->>'queue' = ${processDocumentQueue})) as "liveWorkers"
    from pgboss.job where name = ${processDocumentQueue}
  `);
  const [row] = (
    result as unknown as {
      rows: {
        waiting: number;
        active: number;
        stalled: number;
        oldest: number | null;
        liveWorkers: number;
      }[];
    }
  ).rows;
  return {
    waiting: row?.waiting ?? 0,
    active: row?.active ?? 0,
    stalled: row?.stalled ?? 0,
    oldestWaitingSeconds: row?.oldest ?? null,
    liveWorkers: row?.liveWorkers ?? 0,
  };
}
