import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fullName } from '@/shared/format/name';
import { claimDocumentsRequest, factFindSaveRequest } from '@/shared/schemas/fact-find';
import type { AppContext } from '@/server/app-context';
import { claimDocuments } from '@/server/core/fact-find/claim-documents';
import { generateFactFind } from '@/server/core/fact-find/generate-fact-find';
import { factFindTables, getFactFind } from '@/server/core/fact-find/get-fact-find';
import { ReadCache } from '@/server/db/read-cache';
import { saveFactFind } from '@/server/core/fact-find/save-fact-find';
import { parseWith } from '@/server/http/parse';
import { preparePdfRenderer } from '@/server/pdf/render-off-thread';
import { auditScope, requireUser } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';

type ClientParams = { Params: { clientId: string } };

/** The Fact Find of a client: its status and completion, Save Progress, the PDF, and claiming documents. */
export async function factFindRoutes(app: FastifyInstance, { db, changes }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => {
    const user = requireUser(request);
    return {
      db,
      practiceId: user.practiceId,
      clientId: request.params.clientId,
      adviser: { name: fullName(user.firstName, user.lastName) || user.email, email: user.email },
    };
  };

  // The Fact Find's summary (status, completion, generations) as sent, kept until what it is read from changes.
  const summaries = new ReadCache<string>(changes, factFindTables);

  app.get<ClientParams>('/api/clients/:clientId/fact-find', async (request, reply) => {
    const options = scope(request);
    const json = await summaries.get(
      JSON.stringify([options.practiceId, options.clientId]),
      async () => JSON.stringify(await getFactFind(options)),
      { practiceId: options.practiceId, clientId: options.clientId },
    );
    // The Fact Find screen is open: have the PDF renderer ready for Generate.
    preparePdfRenderer();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.put<ClientParams>('/api/clients/:clientId/fact-find', async (request) => {
    parseWith(factFindSaveRequest, request.body);
    const saved = await saveFactFind(scope(request));
    await recordAuditEvent(db, {
      ...auditScope(request),
      clientId: request.params.clientId,
      action: 'fact-find.saved',
      summary: 'Saved the Fact Find',
    });
    return saved;
  });

  app.post<ClientParams>('/api/clients/:clientId/fact-find/generate', async (request, reply) => {
    const { pdf, filename, contentHash } = await generateFactFind(scope(request));
    await recordAuditEvent(db, {
      ...auditScope(request),
      clientId: request.params.clientId,
      action: 'fact-find.generated',
      summary: 'Generated the Fact Find PDF',
      detail: { contentHash },
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${filename.ascii}"; filename*=UTF-8''${encodeURIComponent(filename.utf8)}`,
      )
      .header('X-Content-Hash', contentHash)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.post<ClientParams>('/api/clients/:clientId/documents/claim', async (request) =>
    claimDocuments({
      db,
      practiceId: requireUser(request).practiceId,
      clientId: request.params.clientId,
      documentIds: parseWith(claimDocumentsRequest, request.body).documentIds,
    }),
  );
}
