import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@/server/app-context';
import { recordDocumentViewed } from '@/server/core/audit/record-document-viewed';
import { viewableOriginal } from '@/server/core/documents/viewable-original';
import { requireDocumentInPractice } from '@/server/db/practice-scope';
import { auditScope, requireUser } from '@/server/http/request-context';
import { sendDocumentFile } from '@/server/http/send-document-file';

type DocumentParams = { Params: { documentId: string } };

/** A document's original: viewed in the browser (recorded in the client's history) or downloaded. */
export async function documentOriginalRoutes(
  app: FastifyInstance,
  { db, storage }: AppContext,
): Promise<void> {
  app.get<DocumentParams & { Querystring: { download?: string } }>(
    '/api/documents/:documentId/file',
    async (request, reply) => {
      const document = await requireDocumentInPractice(
        { db, practiceId: requireUser(request).practiceId },
        request.params.documentId,
      );
      const bytes = await storage.get(document.storageKey);
      await recordDocumentViewed(db, auditScope(request), document);
      const original = {
        bytes,
        mimeType: document.mimeType ?? 'application/octet-stream',
        filename: document.filename,
      };
      // Download sends the original; viewing a photo the browser cannot show (HEIC) sends a JPEG of it.
      const download = request.query.download === '1';
      return sendDocumentFile(reply, download ? original : await viewableOriginal(original), { download });
    },
  );
}
