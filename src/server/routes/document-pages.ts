import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '@/server/app-context';
import { getPagePreview, getPageSize } from '@/server/core/documents/get-page-preview';
import { requireUser } from '@/server/http/request-context';

type PageParams = { Params: { documentId: string; pageNumber: string } };

/** The pages of a read document: their size (as word boxes are measured) and a picture of each. */
export async function documentPageRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<PageParams>) => ({
    db,
    practiceId: requireUser(request).practiceId,
    documentId: request.params.documentId,
    pageNumber: /^\d{1,4}$/.test(request.params.pageNumber) ? Number(request.params.pageNumber) : -1,
  });

  app.get<PageParams>('/api/documents/:documentId/pages/:pageNumber', async (request) =>
    getPageSize(scope(request)),
  );

  app.get<PageParams>('/api/documents/:documentId/pages/:pageNumber/image', async (request, reply) => {
    const preview = await getPagePreview({ ...scope(request), storage });
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(preview);
  });
}
