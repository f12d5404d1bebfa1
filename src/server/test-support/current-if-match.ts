import type { FastifyInstance } from 'fastify';

const CLIENT = /^\/api\/clients\/([^/?]+)$/;
const QUESTIONNAIRE = /^\/api\/clients\/([^/?]+)\/questionnaire(?:\/complete)?$/;
const ACCOUNT = /^\/api\/clients\/([^/?]+)\/(super|bank)-accounts\/([^/?]+)$/;
const GOAL = /^\/api\/clients\/([^/?]+)\/goals\/([^/?]+)$/;
const SECTION = /^\/api\/clients\/([^/?]+)\/(estate|government-payments)$/;
const NOMINATION = /^\/api\/clients\/([^/?]+)\/super-accounts\/([^/?]+)\/nomination$/;

/**
 * The If-Match a screen would send with a write to `url`: the ETag of the record as it is now (read first,
 * as the screen read it). Nothing for writes that are not versioned, or a record that cannot be read.
 */
export async function currentIfMatch(
  app: FastifyInstance,
  method: string,
  url: string,
  cookie: string,
): Promise<Record<string, string>> {
  if (method !== 'PATCH' && !(method === 'POST' && url.endsWith('/questionnaire/complete'))) return {};
  const get = (path: string) => app.inject({ method: 'GET', url: path, headers: { cookie } });
  const tag = (version: unknown): Record<string, string> =>
    version === undefined ? {} : { 'if-match': `"${String(version)}"` };
  let match: RegExpExecArray | null;
  if ((match = CLIENT.exec(url)) || (match = QUESTIONNAIRE.exec(url))) {
    const response = await get(url.replace(/\/complete$/, ''));
    const etag = response.headers.etag;
    return typeof etag === 'string' ? { 'if-match': etag } : {};
  }
  if ((match = SECTION.exec(url))) {
    const response = await get(`/api/clients/${match[1]}/record`);
    if (response.statusCode !== 200) return {};
    const versions = response.json().sectionVersions as { estate: string; government: string };
    return tag(match[2] === 'estate' ? versions.estate : versions.government);
  }
  if ((match = NOMINATION.exec(url))) {
    const response = await get(`/api/clients/${match[1]}/accounts`);
    if (response.statusCode !== 200) return {};
    const list = response.json().superAccounts as { id: string; version: number }[];
    return tag(list.find((account) => account.id === match?.[2])?.version);
  }
  if ((match = ACCOUNT.exec(url))) {
    const response = await get(`/api/clients/${match[1]}/accounts`);
    if (response.statusCode !== 200) return {};
    const list = response.json()[match[2] === 'super' ? 'superAccounts' : 'bankAccounts'] as {
      id: string;
      version: number;
    }[];
    return tag(list.find((account) => account.id === match?.[3])?.version);
  }
  if ((match = GOAL.exec(url))) {
    const response = await get(`/api/clients/${match[1]}/goals`);
    if (response.statusCode !== 200) return {};
    const list = response.json() as { id: string; version: number }[];
    return tag(list.find((goal) => goal.id === match?.[2])?.version);
  }
  return {};
}
