import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { checkReadiness } from '@/server/core/health/check-readiness';

/** A statement answered this recently shows the embedded database answers without asking it again. */
const recentAnswerMs = 1_000;

export async function healthRoutes(
  app: FastifyInstance,
  { db, storage, databaseAnsweredWithin }: AppContext,
): Promise<void> {
  /**
   * Liveness: the process answers and its database does. The embedded database has one connection: while
   * documents are read, a `select 1` would wait behind every statement queued for it, so a statement it
   * answered within the last second counts as its answer.
   */
  app.get('/api/health', async () => {
    if (!databaseAnsweredWithin?.(recentAnswerMs)) await db.execute(sql`select 1`);
    return { ok: true };
  });

  /**
   * Readiness, for a load balancer: the database, storage (a file written, read back and deleted) and the
   * job queue each checked; 503 when any of them fails, so traffic goes elsewhere. Also the queue's depth,
   * its oldest waiting job and this process's memory.
   */
  app.get('/api/health/ready', async (_request, reply) => {
    const readiness = await checkReadiness({ db, storage });
    return reply.status(readiness.ok ? 200 : 503).send(readiness);
  });
}
