import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import { goalInput, goalUpdate } from '@/shared/schemas/fact-find';
import type { AppContext } from '@/server/app-context';
import { createGoal } from '@/server/core/goals/create-goal';
import { deleteGoal } from '@/server/core/goals/delete-goal';
import { deleteGoalAudioNote } from '@/server/core/goals/delete-goal-audio-note';
import { getGoalAudioNote } from '@/server/core/goals/get-goal-audio-note';
import { listGoalAudioNotes } from '@/server/core/goals/list-goal-audio-notes';
import { listGoals } from '@/server/core/goals/list-goals';
import { saveGoalAudioNote } from '@/server/core/goals/save-goal-audio-note';
import { updateGoal } from '@/server/core/goals/update-goal';
import { etagOf, parseIfMatch } from '@/server/http/if-match';
import { parseWith } from '@/server/http/parse';
import { readUploadedFiles } from '@/server/http/read-uploaded-files';
import { auditScope } from '@/server/http/request-context';

type ClientParams = { Params: { clientId: string } };
type GoalParams = { Params: { clientId: string; goalId: string } };
type NoteParams = { Params: { clientId: string; noteId: string } };

/** A client's goals (GET /api/clients/:id/goals, and writes) and the voice notes kept with them. */
export async function goalRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  const scope = (request: FastifyRequest<ClientParams | GoalParams | NoteParams>) => {
    const { practiceId, actor } = auditScope(request);
    return { db, practiceId, actor, clientId: request.params.clientId };
  };

  app.get<ClientParams>('/api/clients/:clientId/goals', async (request) => listGoals(scope(request)));

  app.post<ClientParams>('/api/clients/:clientId/goals', async (request, reply) => {
    const goal = await createGoal({ ...scope(request), input: parseWith(goalInput, request.body) });
    return reply.status(201).send(goal);
  });

  app.patch<GoalParams>('/api/clients/:clientId/goals/:goalId', async (request, reply) => {
    const changes = parseWith(goalUpdate, request.body);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const goal = await updateGoal({ ...scope(request), goalId: request.params.goalId, changes, ifMatch });
    return reply.header('ETag', etagOf(goal.version)).send(goal);
  });

  app.delete<GoalParams>('/api/clients/:clientId/goals/:goalId', async (request, reply) => {
    await deleteGoal({
      ...scope(request),
      goalId: request.params.goalId,
      ifMatch: parseIfMatch(request.headers['if-match']),
    });
    return reply.status(204).send();
  });

  app.get<ClientParams>('/api/clients/:clientId/goal-audio', async (request) =>
    listGoalAudioNotes(scope(request)),
  );

  /** multipart: audio (the recording), durationSeconds (optional). */
  app.post<ClientParams>('/api/clients/:clientId/goal-audio', async (request, reply) => {
    const { practiceId, clientId } = scope(request);
    const { files, fields } = await readUploadedFiles(request);
    const file = files.find((candidate) => candidate.fieldName === 'audio') ?? files[0];
    if (!file || files.length > 1) throw new AppError('BAD_REQUEST', 'Send one recording as the audio field');
    const duration = readDurationSeconds(fields.durationSeconds);
    const note = await saveGoalAudioNote({
      db,
      practiceId,
      storage,
      clientId,
      bytes: file.bytes,
      declaredMimeType: file.declaredMimeType,
      durationSeconds: duration,
    });
    return reply.status(201).send(note);
  });

  app.get<NoteParams>('/api/clients/:clientId/goal-audio/:noteId', async (request, reply) => {
    const { bytes, mimeType } = await getGoalAudioNote({
      ...scope(request),
      storage,
      noteId: request.params.noteId,
    });
    return reply
      .header('Content-Type', mimeType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });

  app.delete<NoteParams>('/api/clients/:clientId/goal-audio/:noteId', async (request, reply) => {
    await deleteGoalAudioNote({ ...scope(request), storage, noteId: request.params.noteId });
    return reply.status(204).send();
  });
}

/** A recording's length as the browser measured it: whole seconds, at most a day; absent when not sent. */
function readDurationSeconds(field: string | undefined): number | null {
  if (field === undefined || field.trim() === '') return null;
  const seconds = Number(field);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 86_400) {
    throw new AppError('BAD_REQUEST', 'durationSeconds: Give the length in seconds (at most 24 hours)');
  }
  return Math.round(seconds);
}
