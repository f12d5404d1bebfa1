import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { AppContext } from './app-context';
import { registerAuthentication } from './http/authenticate';
import { registerErrorHandler } from './http/error-handler';
import { serveClient } from './http/serve-client';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { clientRoutes } from './routes/clients';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { clientAccountRoutes } from './routes/accounts';
import { factFindRoutes } from './routes/fact-find';
import { extractedFactsRoutes } from './routes/extracted-facts';
import { documentPageRoutes } from './routes/document-pages';
import { documentCorrectionRoutes } from './routes/document-corrections';
import { goalRoutes } from './routes/goals';
import { propertyRoutes } from './routes/property';
import { questionnaireRoutes } from './routes/questionnaire';

/** Builds the HTTP app (API and, when built, the browser app). Tests call it and use app.inject. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerAuthentication(app, context.db, config);

  for (const routes of [
    healthRoutes,
    authRoutes,
    accountRoutes,
    clientRoutes,
    documentRoutes,
    documentPageRoutes,
    documentCorrectionRoutes,
    clientAccountRoutes,
    goalRoutes,
    factFindRoutes,
    extractedFactsRoutes,
    questionnaireRoutes,
    propertyRoutes,
  ]) {
    await routes(app, context);
  }

  await serveClient(app, config.clientDir);
  return app;
}
