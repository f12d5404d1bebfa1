import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/connection';
import type { ChangeFeed } from '@/server/db/change-feed';
import { ReadCache } from '@/server/db/read-cache';
import { findSessionUser, sessionTables, type SessionRow } from '@/server/core/auth/find-session-user';
import { AppError } from '@/shared/app-error';

export const sessionCookieName = 'factfind_session';
/**
 * Over HTTPS the cookie carries the __Host- prefix: browsers then accept it only when Secure, for path /
 * and without a Domain, so no other host (a sibling subdomain) can set or shadow it.
 */
export const secureSessionCookieName = `__Host-${sessionCookieName}`;

const cookieNameFor = (request: FastifyRequest) =>
  request.protocol === 'https' ? secureSessionCookieName : sessionCookieName;

const publicApiRoutes = new Set([
  '/api/auth/login',
  '/api/auth/user',
  '/api/auth/logout',
  '/api/health',
  '/api/health/ready',
]);

/**
 * Reads the session cookie on every API request, and refuses every API route but sign-in, the session
 * check and health to a visitor who is not signed in. Also refuses cross-site writes by their Origin.
 * Sessions are kept in memory until a session, adviser or practice changes in any process.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { db, config, changes }: { db: Database; config: Config; changes: ChangeFeed },
): void {
  const cache = new ReadCache<SessionRow>(changes, sessionTables);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    assertSameOrigin(request);
    const token = request.cookies[cookieNameFor(request)];
    if (token) {
      const user = await findSessionUser({
        db,
        token,
        idleMs: config.sessionIdleMs,
        absoluteMs: config.sessionAbsoluteMs,
        cache,
      });
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    }
    const path = request.url.split('?')[0] ?? '';
    // A client's document request link checks its own token and visit (routes/client-requests.ts).
    if (!request.user && !publicApiRoutes.has(path) && !path.startsWith('/api/requests/')) {
      throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    }
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write must come from this site's own pages: its Origin (or, when a browser sends none, its Referer)
 * must name this host. The host is the Host header, or X-Forwarded-Host only from a trusted proxy
 * (Fastify's request.host follows TRUST_PROXY). Requests with neither header are not from a page in a
 * browser, which always sends one of them on a cross-site write, and the session cookie is SameSite=Lax.
 */
function assertSameOrigin(request: FastifyRequest): void {
  if (safeMethods.has(request.method)) return;
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return;
  let sourceHost: string | null;
  try {
    sourceHost = new URL(source).host;
  } catch {
    sourceHost = null;
  }
  if (sourceHost !== request.host) {
    throw new AppError('FORBIDDEN', 'This request came from another site and was refused');
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(cookieNameFor(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieNameFor(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
