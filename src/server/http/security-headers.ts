import type { FastifyInstance } from 'fastify';

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

/** A year, as browsers expect for HSTS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every response: no sniffing, no referrer to other sites; the app's pages get the CSP; API
 * answers (clients' personal data) are never cached; over HTTPS, browsers are told to keep to HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', strictTransportSecurity);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
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
