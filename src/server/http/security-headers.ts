import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from './request-path';

/**
 * The browser app's pages: scripts and everything else from this origin only, never framed. Styles the UI
 * library writes at run time (scroll lock, select viewport) carry the page's nonce; no inline style is
 * allowed otherwise. Style attributes React sets through the DOM are not governed by CSP.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob:",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "script-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The app uses the camera (document capture) and the microphone (goals' voice notes), on its own pages
 * only; every other powerful feature is off, for the app and anything it might ever embed.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'fullscreen=()',
  'publickey-credentials-get=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'ambient-light-sensor=()',
  // The camera preview plays as soon as the stream starts.
  'autoplay=(self)',
  'encrypted-media=()',
  'picture-in-picture=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

/** A year, as browsers expect for HSTS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The headers every response carries: no sniffing, no referrer to other sites, the Permissions-Policy; over
 * HTTPS, HSTS; on API answers (clients' personal data), no caching. A route that writes its own response
 * (the client export, streamed) sends these too.
 */
export function responseSecurityHeaders(request: FastifyRequest): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy,
    ...(request.protocol === 'https' ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
    ...(isApiRequest(request) ? { 'Cache-Control': 'no-store' } : {}),
  };
}

/**
 * Headers on every response (responseSecurityHeaders; a route's own Cache-Control stays), and the CSP and
 * X-Frame-Options on the app's pages.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(responseSecurityHeaders(request))) {
      if (name === 'Cache-Control' && reply.hasHeader('cache-control')) continue;
      reply.header(name, value);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      // The app's page sets its own, with the nonce it was served with.
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('Content-Security-Policy', contentSecurityPolicy());
      }
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}
