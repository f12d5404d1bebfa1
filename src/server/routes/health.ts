import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get('/api/health', async () => {
    await db.execute(sql`select 1`);
    return { ok: true };
  });
}
