import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { processDocumentQueue } from '@/server/jobs/process-document-job';

export type QueueDepth = { waiting: number; active: number; oldestWaitingSeconds: number | null };

/** The document queue now: jobs waiting (or waiting to retry), jobs being worked on, the oldest one's wait. */
export async function readQueueDepth(db: Database): Promise<QueueDepth> {
  const result = await db.execute(sql`
    select count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active')::int as active,
           extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')))::int as oldest
    from pgboss.job where name = ${processDocumentQueue}
  `);
  const [row] = (result as unknown as { rows: { waiting: number; active: number; oldest: number | null }[] })
    .rows;
  return { waiting: row?.waiting ?? 0, active: row?.active ?? 0, oldestWaitingSeconds: row?.oldest ?? null };
}
