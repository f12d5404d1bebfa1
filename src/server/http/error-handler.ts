import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, appErrorStatus, type AppErrorBody, type AppErrorCode } from '@/shared/app-error';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { MissingFileError } from '@/server/storage/storage';

const codeByStatus = Object.fromEntries(
  Object.entries(appErrorStatus).map(([code, status]) => [status, code]),
) as Record<number, AppErrorCode>;

/** Every error leaves as JSON with a code and a message a person can read. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.error({ error: describeErrorForLog(error) }, 'The database is not reachable');
      const body: AppErrorBody = {
        code: 'SERVICE_UNAVAILABLE',
        message:
          'The database is not reachable right now. Nothing was changed; please try again in a moment.',
      };
      return reply.status(503).header('Retry-After', '5').send(body);
    }
    if (error instanceof MissingFileError) {
      request.log.error({ error: describeErrorForLog(error) }, 'A stored file is missing');
      const body: AppErrorBody = {
        code: 'NOT_FOUND',
        message:
          'A file this needs is missing from storage. Upload the document again, or ask your administrator.',
      };
      return reply.status(404).send(body);
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ error: describeErrorForLog(error) }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ error: describeErrorForLog(error) }, 'Unhandled error');
      const body: AppErrorBody = {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      };
      return reply.status(500).send(body);
    }
    const body: AppErrorBody = { code: codeByStatus[status] ?? 'BAD_REQUEST', message: error.message };
    return reply.status(status).send(body);
  });
}

/**
 * PostgreSQL is restarting, failing over or refusing connections: class 08 (connection exception), 57P01-03
 * (admin shutdown, crash shutdown, cannot connect now), or the socket itself refused or reset.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (/^08|^57P0[123]$/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code))
      return true;
  }
  return /Connection terminated|connection timeout/i.test(error instanceof Error ? error.message : '');
}
