import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '@/server/db/change-feed';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request that may have written, and before its answer goes, this process's caches forget what
 * they keep of the writer's practice: the adviser's next request must see the write, and PostgreSQL's own
 * announcement of it (which names the client) arrives over another connection a moment later. Another
 * practice's reads are kept: no route writes across practices. A request with no adviser (a client's
 * request link) may write for any practice, so it forgets everything.
 */
export function announceWrites(app: FastifyInstance, changes: ChangeFeed): void {
  app.addHook('onSend', async (request) => {
    if (safeMethods.has(request.method)) return;
    changes.announce({ table: null, practiceId: request.user?.practiceId ?? null, clientId: null });
  });
}
