import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveInquiryRequest } from '@/shared/schemas/inquiries';
import type { AppContext } from '@/server/app-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';
import { inquiryTables, readInquiries, todayInAustralia } from '@/server/core/inquiries/read-inquiries';
import { resolveInquiry } from '@/server/core/inquiries/resolve-inquiry';
import { requireClientInPractice } from '@/server/db/practice-scope';
import { ReadCache } from '@/server/db/read-cache';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };

/** The Fact Find's reasonable inquiries (decision 036): the disagreements, and resolving one with a note. */
export async function inquiryRoutes(app: FastifyInstance, { db, changes }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => {
    const { practiceId, actor } = auditScope(request);
    return { db, practiceId, clientId: request.params.clientId, actor };
  };
  // Kept until what it is read from changes (or the day turns: evidence goes stale by the calendar).
  const lists = new ReadCache<string>(changes, inquiryTables);

  app.get<ClientParams>('/api/clients/:clientId/inquiries', async (request, reply) => {
    const options = scope(request);
    const today = todayInAustralia();
    const json = await lists.get(
      JSON.stringify([options.practiceId, options.clientId, today]),
      async () => JSON.stringify(await readInquiries({ ...options, today })),
      { practiceId: options.practiceId, clientId: options.clientId },
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post<ClientParams>('/api/clients/:clientId/inquiries/resolve', async (request) => {
    // Another practice's client is not found, whatever the body says.
    await requireClientInPractice(scope(request), request.params.clientId);
    const body = parseWith(resolveInquiryRequest, request.body);
    const resolved = await resolveInquiry({ ...scope(request), ...body });
    await recordAuditEvent(db, {
      ...auditScope(request),
      clientId: request.params.clientId,
      action: 'inquiry.resolved',
      summary: `Resolved a disagreement (${resolved.title}) with the note: ${body.note}`,
      detail: {
        key: resolved.key,
        fingerprint: resolved.fingerprint,
        said: resolved.said.says,
        shown: resolved.shown.says,
        note: body.note,
      },
    });
    return resolved;
  });
}
