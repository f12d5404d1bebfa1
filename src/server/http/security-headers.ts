import type { FastifyInstance } from 'fastify';
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
 * Headers on every response: no sniffing, no referrer to other sites, the Permissions-Policy; the app's
 * pages get the CSP; API answers (clients' personal data) are never cached; over HTTPS, browsers are told to
 * keep to HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Permissions-Policy', permissionsPolicy);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', strictTransportSecurity);
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
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
