import type { FastifyInstance, FastifyRequest } from 'fastify';
import { questionnaireCompleteRequest, questionnaireSaveRequest } from '@/shared/schemas/questionnaire';
import type { AppContext } from '@/server/app-context';
import { getQuestionnaire } from '@/server/core/questionnaire/get-questionnaire';
import { saveQuestionnaire } from '@/server/core/questionnaire/save-questionnaire';
import { parseWith } from '@/server/http/parse';
import { requireUser } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };

/** The Financial Questionnaire: read, Save Progress, and Complete & Continue. */
export async function questionnaireRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams>) => ({
    db,
    practiceId: requireUser(request).practiceId,
    clientId: request.params.clientId,
  });

  app.get<ClientParams>('/api/clients/:clientId/questionnaire', async (request) =>
    getQuestionnaire(scope(request)),
  );

  app.put<ClientParams>('/api/clients/:clientId/questionnaire', async (request) =>
    saveQuestionnaire({ ...scope(request), input: parseWith(questionnaireSaveRequest, request.body) }),
  );

  app.post<ClientParams>('/api/clients/:clientId/questionnaire/complete', async (request) =>
    saveQuestionnaire({
      ...scope(request),
      input: parseWith(questionnaireCompleteRequest, request.body),
      complete: true,
    }),
  );
}
