import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, appErrorStatus, type AppErrorBody, type AppErrorCode } from '@/shared/app-error';
import { describeErrorForLog } from '@/server/logging/describe-error-for-log';
import { MissingFileError, StorageUnavailableError } from '@/server/storage/storage';

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
    if (error instanceof StorageUnavailableError) {
      request.log.error({ error: describeErrorForLog(error) }, 'Storage refused a file');
      const body: AppErrorBody = {
        code: 'SERVICE_UNAVAILABLE',
        message:
          'File storage is not accepting files right now. Nothing was saved; please try again in a moment, or ask your administrator.',
      };
      return reply.status(503).header('Retry-After', '30').send(body);
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
 * SQLSTATEs that mean the database cannot serve anyone right now, whatever the statement: class 08
 * (connection exception), 53300 (too many connections), 55000 as PostgreSQL sends it at connection time
 * for a database not accepting connections (ALTER DATABASE … ALLOW_CONNECTIONS false, or one being
 * dropped or restored), 57P01-04 (admin or crash shutdown, cannot connect now, database dropped).
 */
const unavailableStates = /^08|^53300$|^55000$|^57P0[1234]$/;
const unavailableSocketCodes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'];

/** PostgreSQL is restarting, failing over or refusing connections, or the socket itself refused or reset. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (code === '55000' && !/accepting connections|connect/i.test(current.message)) continue;
    if (unavailableStates.test(code) || unavailableSocketCodes.includes(code)) return true;
  }
  return /Connection terminated|connection timeout/i.test(error instanceof Error ? error.message : '');
}
