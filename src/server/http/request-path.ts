import type { FastifyRequest } from 'fastify';

/**
 * The one path every hook decides by. For a request a route matched, the route's pattern
 * (`/api/clients/:clientId`): the router decoded the URL once to find it, so `/%61pi/clients` is the route
 * `/api/clients` and is treated exactly as `/api/clients` is. For a request no route matched, its path
 * decoded once. Never the raw URL, whose encodings an attacker chooses.
 */
export function requestPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '' && route !== '*' && route !== '/*') return route;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A request for the API (by its route, or its decoded path when no route matched). */
export function isApiRequest(request: FastifyRequest): boolean {
  return requestPath(request).startsWith('/api/');
}

/** Link and session tokens are 43 base64url characters (256 bits); none may reach a log line. */
const tokenLike = /[A-Za-z0-9_-]{32,}/g;

/**
 * The request as the log names it: the route's pattern (no ids, no tokens), or for an unmatched request its
 * path with anything token-like replaced; never the query string.
 */
export function pathForLog(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (route) return route;
  return (request.url.split('?')[0] ?? '').replace(tokenLike, '[redacted]').slice(0, 200);
}
