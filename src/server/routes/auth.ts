import type { FastifyInstance } from 'fastify';
import { AppError } from '@/shared/app-error';
import { loginRequest } from '@/shared/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { signIn } from '@/server/core/auth/sign-in';
import { deleteSession } from '@/server/core/auth/delete-session';
import { findSessionUser } from '@/server/core/auth/find-session-user';
import { toPublicUser } from '@/server/core/users/to-public-user';
import { clearSessionCookie, setSessionCookie } from '@/server/http/authenticate';
import { parseWith } from '@/server/http/parse';

export async function authRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.get('/api/auth/user', async (request) => {
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Not signed in');
    return toPublicUser(request.user);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const { email, password } = parseWith(loginRequest, request.body);
    if (request.sessionToken) await deleteSession({ db, token: request.sessionToken });
    const { token } = await signIn({
      db,
      email,
      password,
      client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      idleMs: config.sessionIdleMs,
      log: request.log,
    });
    const user = await findSessionUser({
      db,
      token,
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
    });
    if (!user) throw new AppError('INTERNAL', 'The session could not be started');
    setSessionCookie(request, reply, token, config.sessionAbsoluteMs);
    return { user: toPublicUser(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession({ db, token: request.sessionToken });
    clearSessionCookie(request, reply);
    return { ok: true };
  });
}
