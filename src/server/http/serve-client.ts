import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppErrorBody } from '@/shared/app-error';

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

/**
 * Serves the built browser app, with index.html for every non-API path so the router can show the screen
 * (or its 404 page). Unknown API paths answer JSON 404.
 */
export async function serveClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasClient || request.method !== 'GET') {
      const body: AppErrorBody = { code: 'NOT_FOUND', message: 'Not found' };
      return reply.status(404).send(body);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
