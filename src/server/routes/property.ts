import type { FastifyInstance } from 'fastify';
import { researchPropertyRequest } from '@/shared/schemas/fact-find';
import type { AppContext } from '@/server/app-context';
import { researchPropertyValue } from '@/server/core/property/research-property-value';
import { parseWith } from '@/server/http/parse';
import { requireUser } from '@/server/http/request-context';

/** Property research for the Fact Find's Research Value button. */
export async function propertyRoutes(app: FastifyInstance, { propertyValuation }: AppContext): Promise<void> {
  app.post('/api/research-property-value', async (request) => {
    requireUser(request);
    const { address } = parseWith(researchPropertyRequest, request.body);
    return researchPropertyValue({ provider: propertyValuation, address });
  });
}
