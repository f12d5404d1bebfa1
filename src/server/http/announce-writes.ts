import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '@/server/db/change-feed';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request that may have written, and before its answer goes, this process's caches forget what
 * they keep: the adviser's next request must see the write, and PostgreSQL's own announcement of it
 * arrives over another connection a moment later.
 */
export function announceWrites(app: FastifyInstance, changes: ChangeFeed): void {
  app.addHook('onSend', async (request) => {
    if (!safeMethods.has(request.method)) changes.announce(null);
  });
}
