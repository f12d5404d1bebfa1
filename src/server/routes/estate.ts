import type { FastifyInstance, FastifyRequest } from 'fastify';
import { estateUpdate, governmentUpdate, nominationUpdate } from '@/shared/schemas/estate';
import type { AppContext } from '@/server/app-context';
import { saveSectionFacts } from '@/server/core/estate/save-section-facts';
import { saveSuperNomination } from '@/server/core/estate/save-super-nomination';
import { etagOf, parseIfMatch } from '@/server/http/if-match';
import { parseWith } from '@/server/http/parse';
import { auditScope } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };
type AccountParams = { Params: { clientId: string; accountId: string } };

/**
 * Estate planning, Centrelink payments and a super fund's death benefit nomination (decision 037): the
 * adviser's changes, written to the client's record. GET /api/clients/:id/record reads them back, with each
 * section's version (`sectionVersions`); a fund's version is its super account's. Every save needs If-Match
 * (428 without, 409 when stale) and answers with the new version as its ETag.
 */
export async function estateRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams | AccountParams>) => {
    const { practiceId, actor } = auditScope(request);
    return {
      db,
      practiceId,
      actor,
      clientId: request.params.clientId,
      ifMatch: parseIfMatch(request.headers['if-match']),
    };
  };

  app.patch<ClientParams>('/api/clients/:clientId/estate', async (request, reply) => {
    const saved = await saveSectionFacts({
      ...scope(request),
      subject: 'estate',
      changes: parseWith(estateUpdate, request.body),
    });
    return reply.header('ETag', etagOf(saved.version)).send(saved);
  });

  app.patch<ClientParams>('/api/clients/:clientId/government-payments', async (request, reply) => {
    const saved = await saveSectionFacts({
      ...scope(request),
      subject: 'government',
      changes: parseWith(governmentUpdate, request.body),
    });
    return reply.header('ETag', etagOf(saved.version)).send(saved);
  });

  app.patch<AccountParams>(
    '/api/clients/:clientId/super-accounts/:accountId/nomination',
    async (request, reply) => {
      const saved = await saveSuperNomination({
        ...scope(request),
        accountId: request.params.accountId,
        changes: parseWith(nominationUpdate, request.body),
      });
      return reply.header('ETag', etagOf(saved.version)).send(saved);
    },
  );
}
