import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '@/server/db/change-feed';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request that may have written, and before its answer goes, this process's caches forget what the
 * write can alter: the adviser's next request must see it, and PostgreSQL's own announcement of it arrives
 * over another connection a moment later. A route under /api/clients/:clientId writes only that client's
 * data (and, when it claims documents, the practice's unlinked ones: reads across clients are forgotten
 * with any client's change); any other adviser route only its own practice's. A request with no adviser
 * (a client's request link) may write for any practice, so it forgets everything.
 */
export function announceWrites(app: FastifyInstance, changes: ChangeFeed): void {
  app.addHook('onSend', async (request) => {
    if (safeMethods.has(request.method)) return;
    const practiceId = request.user?.practiceId ?? null;
    const { clientId } = (request.params ?? {}) as { clientId?: unknown };
    changes.announce({
      table: null,
      practiceId,
      clientId: practiceId && typeof clientId === 'string' ? clientId : null,
    });
  });
}
