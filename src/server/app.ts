import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { AppContext } from './app-context';
import { registerAuthentication } from './http/authenticate';
import { announceWrites } from './http/announce-writes';
import { registerErrorHandler } from './http/error-handler';
import { refuseControlCharacters } from './http/refuse-control-characters';
import { registerSecurityHeaders } from './http/security-headers';
import { registerJsonBodyParser } from './http/parse-json-body';
import { pathForLog } from './http/request-path';
import { serveClient } from './http/serve-client';
import { compressResponses } from './http/compress-responses';
import { registerMetrics } from './http/metrics';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { clientRoutes } from './routes/clients';
import { clientExportRoutes } from './routes/client-export';
import { documentOriginalRoutes } from './routes/document-original';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { clientAccountRoutes } from './routes/accounts';
import { factFindRoutes } from './routes/fact-find';
import { clientRecordRoutes } from './routes/client-record';
import { inquiryRoutes } from './routes/inquiries';
import { documentPageRoutes } from './routes/document-pages';
import { documentCorrectionRoutes } from './routes/document-corrections';
import { goalRoutes } from './routes/goals';
import { estateRoutes } from './routes/estate';
import { propertyRoutes } from './routes/property';
import { questionnaireRoutes } from './routes/questionnaire';
import { documentRequestRoutes } from './routes/document-requests';
import { clientRequestRoutes } from './routes/client-requests';
import { documentBatchRoutes } from './routes/document-batches';
import { dueDiligenceRoutes } from './routes/due-diligence';

/** Builds the HTTP app (API and, when built, the browser app). Tests call it and use app.inject. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(context.logStream ? { stream: context.logStream } : {}),
            // Request lines name the route's pattern: no query string (a client's name, a date of birth), no
            // ids, and never a request link's token.
            serializers: {
              req: (request) => ({ method: request.method, url: pathForLog(request as FastifyRequest) }),
            },
          },
    // A hop count trusts that many proxies nearest the server; request.ip is then the first untrusted hop.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app);
  await compressResponses(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerAuthentication(app, context);
  announceWrites(app, context.changes);
  refuseControlCharacters(app);
  if (config.metrics) registerMetrics(app, context.db, config.metrics.token);

  for (const routes of [
    healthRoutes,
    authRoutes,
    accountRoutes,
    clientRoutes,
    clientExportRoutes,
    documentRoutes,
    documentOriginalRoutes,
    documentBatchRoutes,
    documentPageRoutes,
    documentCorrectionRoutes,
    clientAccountRoutes,
    goalRoutes,
    estateRoutes,
    factFindRoutes,
    clientRecordRoutes,
    inquiryRoutes,
    questionnaireRoutes,
    propertyRoutes,
    documentRequestRoutes,
    clientRequestRoutes,
    dueDiligenceRoutes,
  ]) {
    await routes(app, context);
  }

  await serveClient(app, config.clientDir);
  return app;
}
