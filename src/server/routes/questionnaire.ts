import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import { questionnaireChangesRequest, type Questionnaire } from '@/shared/schemas/questionnaire';
import { questionnaireVersion } from '@/server/core/questionnaire/questionnaire-version';
import type { AppContext } from '@/server/app-context';
import { getQuestionnaire } from '@/server/core/questionnaire/get-questionnaire';
import { saveQuestionnaire } from '@/server/core/questionnaire/save-questionnaire';
import { etagOf, parseIfMatch } from '@/server/http/if-match';
import { parseWith } from '@/server/http/parse';
import { auditScope, requireUser } from '@/server/http/request-context';
import { recordAuditEvent } from '@/server/core/audit/record-audit-event';

type ClientParams = { Params: { clientId: string } };

/** The Financial Questionnaire: read, Save Progress, and Complete & Continue. */
export async function questionnaireRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => ({
    db,
    practiceId: requireUser(request).practiceId,
    clientId: request.params.clientId,
  });

  // The version travels in the body (for the screen) and as the ETag; a save sends it back as If-Match.
  const versioned = (reply: FastifyReply, questionnaire: Questionnaire) => {
    const version = questionnaireVersion(questionnaire);
    void reply.header('ETag', etagOf(version));
    return { ...questionnaire, version };
  };

  app.get<ClientParams>('/api/clients/:clientId/questionnaire', async (request, reply) =>
    versioned(reply, await getQuestionnaire(scope(request))),
  );

  // Save Progress, a section's Complete, and Complete & Continue: only what the adviser changed.
  const save = async (request: FastifyRequest<ClientParams>, reply: FastifyReply, complete: boolean) => {
    const changes = parseWith(questionnaireChangesRequest, request.body);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const { practiceId, actor } = auditScope(request);
    const current = await getQuestionnaire(scope(request));
    if (complete && current.completedSections.length === 0 && changes.completedSections.length === 0)
      throw new AppError('BAD_REQUEST', 'Complete at least one section before continuing');
    const before = questionnaireVersion(current);
    const saved = await saveQuestionnaire({
      ...scope(request),
      actor,
      practiceId,
      changes,
      complete,
      ifMatch,
    });
    // A save that changed nothing leaves no event in the client's history.
    if (complete || questionnaireVersion(saved) !== before) {
      await recordAuditEvent(db, {
        practiceId,
        actor,
        clientId: request.params.clientId,
        action: complete ? 'questionnaire.completed' : 'questionnaire.saved',
        summary: complete ? 'Completed the questionnaire' : 'Saved the questionnaire',
      });
    }
    return versioned(reply, saved);
  };

  app.patch<ClientParams>('/api/clients/:clientId/questionnaire', (request, reply) =>
    save(request, reply, false),
  );
  app.post<ClientParams>('/api/clients/:clientId/questionnaire/complete', (request, reply) =>
    save(request, reply, true),
  );
}
