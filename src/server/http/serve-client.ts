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
 * (or its 404 page), and request.html, the client's own small entry, for a document request link (/r/…).
 * Unknown API paths answer JSON 404. The page is sent with a fresh CSP nonce each time.
 */
export async function serveClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const readPage = (name: string) => {
    const pagePath = clientDir === undefined ? undefined : path.join(clientDir, name);
    return pagePath && existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : undefined;
  };
  const indexHtml = readPage('index.html');
  const requestHtml = readPage('request.html') ?? indexHtml;
  if (clientDir !== undefined && indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes each asset's .br and .gz beside it (vite.config.ts): sent as the browser accepts.
      preCompressed: true,
      allowedPath: (pathName) => !['/index.html', '/request.html'].includes(pathName),
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
    const isRequestLink = request.url.startsWith('/r/');
    return sendPage(reply, isRequestLink && requestHtml !== undefined ? requestHtml : indexHtml);
  });
}

function sendPage(reply: FastifyReply, html: string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', contentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(noncePlaceholder, nonce));
}
