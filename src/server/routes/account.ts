import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequest,
  sessionParams,
  updateProfileRequest,
  type AdviserSession,
} from '@/shared/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { changePassword } from '@/server/core/users/change-password';
import { updateUserProfile } from '@/server/core/users/update-user-profile';
import { findSessionUser } from '@/server/core/auth/find-session-user';
import { endAdviserSessions, listAdviserSessions } from '@/server/core/auth/adviser-sessions';
import { toPublicUser } from '@/server/core/users/to-public-user';
import { listSecurityEvents } from '@/server/core/audit/list-security-events';
import { clearSessionCookie } from '@/server/http/authenticate';
import { parseWith } from '@/server/http/parse';
import { auditScope, requireUser } from '@/server/http/request-context';

/** The signed-in adviser's own settings: display name, password and sessions. */
export async function accountRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.patch('/api/account', async (request) => {
    const user = requireUser(request);
    await updateUserProfile({ db, userId: user.id, changes: parseWith(updateProfileRequest, request.body) });
    const updated = await findSessionUser({
      db,
      token: user.sessionToken,
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
    });
    return { user: toPublicUser(updated ?? user) };
  });

  app.post('/api/account/password', async (request) => {
    const user = requireUser(request);
    const { currentPassword, newPassword } = parseWith(changePasswordRequest, request.body);
    const { endedSessions } = await changePassword({
      db,
      userId: user.id,
      currentPassword,
      newPassword,
      currentToken: user.sessionToken,
      demoPassword: config.demo.password,
      ip: request.ip,
      log: request.log,
    });
    return { ok: true, endedSessions };
  });

  app.get('/api/account/sessions', async (request): Promise<{ sessions: AdviserSession[] }> => {
    const user = requireUser(request);
    return {
      sessions: await listAdviserSessions({ db, userId: user.id, currentToken: user.sessionToken }),
    };
  });

  const endSessions = async (
    request: Parameters<typeof requireUser>[0],
    which: Parameters<typeof endAdviserSessions>[0]['which'],
  ) => {
    const user = requireUser(request);
    const { practiceId, actor } = auditScope(request);
    return endAdviserSessions({
      db,
      userId: user.id,
      currentToken: user.sessionToken,
      which,
      practiceId,
      actorName: actor.name,
      ip: request.ip,
      log: request.log,
    });
  };

  app.delete<{ Params: { sessionId: string } }>(
    '/api/account/sessions/:sessionId',
    async (request, reply) => {
      const { sessionId } = parseWith(sessionParams, request.params);
      const { endedCurrent } = await endSessions(request, { sessionId });
      if (endedCurrent) clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  // Sign out of every other session (a lost laptop, a shared computer): this one stays.
  app.post('/api/account/sessions/end-others', async (request) => {
    const { ended } = await endSessions(request, 'others');
    return { ended };
  });

  // The practice's security events (sign-ins failed and locked, passwords, sessions, request links' checks).
  app.get('/api/security-events', async (request) => ({
    events: await listSecurityEvents({ db, practiceId: requireUser(request).practiceId }),
  }));

  // Sign out everywhere, this browser too.
  app.post('/api/account/sessions/end-all', async (request, reply) => {
    const { ended } = await endSessions(request, 'all');
    clearSessionCookie(request, reply);
    return { ended };
  });
}
