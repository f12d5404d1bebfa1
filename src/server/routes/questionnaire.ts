import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  questionnaireCompleteRequest,
  questionnaireSaveRequest,
  type Questionnaire,
} from '@/shared/schemas/questionnaire';
import { questionnaireVersion } from '@/server/core/questionnaire/questionnaire-version';
import { versionFromIfMatch } from '@/server/http/if-match';
import type { AppContext } from '@/server/app-context';
import { getQuestionnaire } from '@/server/core/questionnaire/get-questionnaire';
import { saveQuestionnaire } from '@/server/core/questionnaire/save-questionnaire';
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
    void reply.header('ETag', `"${version}"`);
    return { ...questionnaire, version };
  };

  app.get<ClientParams>('/api/clients/:clientId/questionnaire', async (request, reply) =>
    versioned(reply, await getQuestionnaire(scope(request))),
  );

  // Save Progress and Complete & Continue: the same save, made on the version the screen sent back.
  // A save that changed nothing (the same version back) leaves no event in the client's history.
  const save = async (request: FastifyRequest<ClientParams>, reply: FastifyReply, complete: boolean) => {
    const expectedVersion = versionFromIfMatch(request.headers['if-match']);
    const saved = await saveQuestionnaire({
      ...scope(request),
      input: parseWith(complete ? questionnaireCompleteRequest : questionnaireSaveRequest, request.body),
      complete,
      expectedVersion,
    });
    if (complete || questionnaireVersion(saved) !== expectedVersion) {
      await recordAuditEvent(db, {
        ...auditScope(request),
        clientId: request.params.clientId,
        action: complete ? 'questionnaire.completed' : 'questionnaire.saved',
        summary: complete ? 'Completed the questionnaire' : 'Saved the questionnaire',
      });
    }
    return versioned(reply, saved);
  };

  app.put<ClientParams>('/api/clients/:clientId/questionnaire', (request, reply) =>
    save(request, reply, false),
  );
  app.post<ClientParams>('/api/clients/:clientId/questionnaire/complete', (request, reply) =>
    save(request, reply, true),
  );
}
