import type { PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/connection';
import { documents } from '@/server/db/schema';
import { processDocumentQueue } from './process-document-job';
import type { DocumentQueue } from './document-queue';

/** A worker touches its document this often while reading it. */
export const heartbeatIntervalMs = 5_000;
/** An active job whose document has not been touched for this long belongs to a dead process. */
export const stalledAfterSeconds = 30;

/** Marks the document as being worked on now; the worker calls it at the start and every few seconds. */
export async function touchDocument(db: Database, documentId: string): Promise<void> {
  await db
    .update(documents)
    .set({ heartbeatAt: sql`now()` })
    .where(sql`${documents.id} = ${documentId}`);
}

/**
 * Finds jobs a dead process left "active" (killed, crashed, its machine gone): running for longer than
 * `stalledAfterSeconds` while their document's heartbeat is older than that. Their jobs are cancelled,
 * which frees the document's one running slot (the queue is 'stately'), and the documents queued again.
 * Without this a dead job holds its slot until pg-boss expires it (15 minutes), and (as measured on pg-boss
 * 10, which kept offering the blocked job first) every document behind it waited as long. Returns the documents re-queued.
 */
export async function recoverStalledJobs(
  db: Database,
  boss: PgBoss,
  queue: DocumentQueue,
): Promise<string[]> {
  const result = await db.execute(sql`
    select job.id as "jobId", job.singleton_key as "documentId"
    from pgboss.job as job
    join ${documents} as document on document.id::text = job.singleton_key
    where job.name = ${processDocumentQueue}
      and job.state = 'active'
      and job.started_on < now() - make_interval(secs => ${stalledAfterSeconds})
      and (document.heartbeat_at is null or document.heartbeat_at < now() - make_interval(secs => ${stalledAfterSeconds}))
  `);
  const stalled = (result as unknown as { rows: { jobId: string; documentId: string }[] }).rows;
  if (stalled.length === 0) return [];
  await boss.cancel(
    processDocumentQueue,
    stalled.map((row) => row.jobId),
  );
  const documentIds = stalled.map((row) => row.documentId);
  await queue.enqueue(documentIds);
  return documentIds;
}
