import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppErrorBody } from '@/shared/app-error';

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

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasClient || request.method !== 'GET') {
      const body: AppErrorBody = { code: 'NOT_FOUND', message: 'Not found' };
      return reply.status(404).send(body);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
