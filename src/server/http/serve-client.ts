import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppErrorBody } from '@/shared/app-error';
import { contentSecurityPolicy } from './security-headers';
import { isApiRequest } from './request-path';

/** What the build writes in place of the nonce (vite.config.ts `html.cspNonce`). */
const noncePlaceholder = '__CSP_NONCE__';

/**
 * Serves the built browser app, with index.html for every non-API path so the router can show the screen
 * (or its 404 page). Unknown API paths answer JSON 404. The page is sent with a fresh CSP nonce each time.
 */
export async function serveClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const indexPath = clientDir === undefined ? undefined : path.join(clientDir, 'index.html');
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (clientDir !== undefined && indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || indexHtml === undefined || request.method !== 'GET') {
      const body: AppErrorBody = { code: 'NOT_FOUND', message: 'Not found' };
      return reply.status(404).send(body);
    }
    return sendIndexHtml(reply, indexHtml);
  });
}

function sendIndexHtml(reply: FastifyReply, indexHtml: string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', contentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(indexHtml.replaceAll(noncePlaceholder, nonce));
}
