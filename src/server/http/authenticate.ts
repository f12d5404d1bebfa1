import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/connection';
import type { ChangeFeed } from '@/server/db/change-feed';
import { ReadCache } from '@/server/db/read-cache';
import { findSessionUser, sessionTables, type SessionRow } from '@/server/core/auth/find-session-user';
import { AppError } from '@/shared/app-error';
import { isApiRequest, requestPath } from './request-path';

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

/** Health needs no adviser: a session cookie a browser sends along is not looked up, so an outage shows its details. */
const healthRoutes = new Set(['/api/health', '/api/health/ready']);

/** What an adviser who must choose a new password (the demo adviser, at first) may still reach. */
const routesBeforeNewPassword = new Set([...publicApiRoutes, '/api/account/password']);

/**
 * Reads the session cookie on every API request, and refuses every API route but sign-in, the session
 * check and health to a visitor who is not signed in, and every route but changing the password to an
 * adviser who must change it first. Also refuses cross-site writes by their Origin. Which request is an API
 * request, and which route, is decided by the route the router matched (request-path.ts), never the raw URL.
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
    if (!isApiRequest(request)) return;
    assertSameOrigin(request, config.publicUrl);
    const path = requestPath(request);
    const token = healthRoutes.has(path) ? undefined : request.cookies[cookieNameFor(request)];
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
    // A client's document request link checks its own token and visit (routes/client-requests.ts).
    if (!request.user && !publicApiRoutes.has(path) && !path.startsWith('/api/requests/')) {
      throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    }
    if (request.user?.mustChangePassword && !routesBeforeNewPassword.has(path)) {
      throw new AppError('FORBIDDEN', 'Please choose a new password before going on');
    }
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write must come from this site's own pages: its Origin (or, when a browser sends none, its Referer) must
 * be this site's origin, scheme and host: PUBLIC_URL's when configured, or the request's own (the Host
 * header, or X-Forwarded-Host and -Proto only from a trusted proxy: Fastify's request.host and protocol follow
 * TRUST_PROXY). An http:// page may not write to the https:// site. Requests with neither header are not
 * from a page in a browser, which always sends one of them on a cross-site write, and the session cookie is
 * SameSite=Lax.
 */
function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  if (safeMethods.has(request.method)) return;
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return;
  const sourceOrigin = originOf(source);
  const own = [originOf(`${request.protocol}://${request.host}`), publicUrl ? originOf(publicUrl) : null];
  if (sourceOrigin === null || !own.includes(sourceOrigin)) {
    throw new AppError('FORBIDDEN', 'This request came from another site and was refused');
  }
}

/** "https://example.com" for any URL of that origin (default ports dropped, host lower-cased); null if none. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
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
