import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '@/server/app-context';
import { getPagePreview, getPageSize } from '@/server/core/documents/get-page-preview';
import { auditScope, requireUser } from '@/server/http/request-context';
import { requireDocumentInPractice } from '@/server/db/practice-scope';
import { recordDocumentViewed } from '@/server/core/audit/record-document-viewed';

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
    // The app shows an original as its page pictures: the first page's is the adviser opening it.
    if (request.params.pageNumber === '1') {
      const document = await requireDocumentInPractice(scope(request), request.params.documentId);
      await recordDocumentViewed(db, auditScope(request), document);
    }
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(preview);
  });
}
