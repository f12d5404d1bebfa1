import type { FastifyInstance } from 'fastify';

/** The browser app's pages: scripts and everything else from this origin only, never framed. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

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
      reply.header('Content-Security-Policy', contentSecurityPolicy);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}
