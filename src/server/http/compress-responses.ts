import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses every text response (JSON, the page) with brotli or gzip, as the browser accepts. Brotli at
 * quality 4 compresses about as well as gzip's best at a fraction of the time, so an API reply costs less
 * than a millisecond more; the built assets are compressed once at build time at the highest quality and
 * served as they are (serve-client.ts). Documents, PDFs and exports are already compressed and are left alone.
 */
export async function compressResponses(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
