import type { FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import type { SessionUser } from '@/server/core/auth/find-session-user';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** The signed-in adviser of a request; 401 when there is none. */
export function requireUser(request: FastifyRequest): SessionUser & { sessionToken: string } {
  if (!request.user || !request.sessionToken)
    throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return { ...request.user, sessionToken: request.sessionToken };
}

/** The signed-in adviser as the client file's history names them, with their practice. */
export function auditScope(request: FastifyRequest): {
  practiceId: string;
  actor: { id: string; name: string };
} {
  const user = requireUser(request);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { practiceId: user.practiceId, actor: { id: user.id, name } };
}
