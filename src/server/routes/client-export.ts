import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import type { AppContext } from '@/server/app-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { exportClient } from '@/server/core/clients/export-client';
import { auditScope, requireUser } from '@/server/http/request-context';
import { responseSecurityHeaders } from '@/server/http/security-headers';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';

type ClientParams = { Params: { clientId: string } };

/** A client's export (APP 12): everything held about them, as a zip. */
export async function clientExportRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  // APP 12: everything held about the client, as a zip streamed as it is written (off this thread). The
  // export is recorded before the first byte goes: nobody receives the file without the trail saying so.
  // Each export takes a thread and reads every original: at most two at once in a process.
  let exportsRunning = 0;
  const maxExportsAtOnce = 2;
  app.get<ClientParams>('/api/clients/:clientId/export', async (request, reply) => {
    const { practiceId, actor } = auditScope(request);
    const { clientId } = request.params;
    if (exportsRunning >= maxExportsAtOnce)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Other exports are being prepared. Please try again in a minute.',
      );
    exportsRunning += 1;
    try {
      await sendExport(request, reply, practiceId, actor, clientId);
    } finally {
      exportsRunning -= 1;
    }
  });

  const sendExport = async (
    request: FastifyRequest,
    reply: FastifyReply,
    practiceId: string,
    actor: { id: string; name: string },
    clientId: string,
  ) => {
    const { filename, write } = await exportClient({
      db,
      practiceId,
      clientId,
      storage,
      adviser: { name: actor.name, email: requireUser(request).email },
    });
    await recordAuditEvent(db, {
      practiceId,
      clientId,
      actor,
      action: 'client.exported',
      summary: 'Exported everything held about the client (APP 12)',
    });
    // The zip is written to the socket as it comes (each piece handed back once written), so this route
    // writes its own response, with the headers every response carries.
    void reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...responseSecurityHeaders(request),
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename.ascii}"; filename*=UTF-8''${encodeURIComponent(filename.utf8)}`,
      'Cache-Control': 'private, no-store',
    });
    const writing = write({
      write: (chunk, done) => response.write(chunk, () => done()),
      end: () => response.end(),
    });
    response.on('close', () => {
      if (!response.writableFinished) writing.abort();
    });
    await writing.done.catch((error: unknown) => {
      request.log.error({ error: describeErrorForLog(error) }, 'The export stopped before it was complete');
      response.destroy();
    });
  };
}
