import type { FastifyInstance } from 'fastify';

export type Route = { method: string; url: string };

/**
 * Every API route the app registers (HEAD left out), read from Fastify's own route tree, so tests that walk
 * them all include a new route the moment it is registered. `printRoutes({ commonPrefix: false })` prints
 * one line per path segment, four characters of indentation per level.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && url.startsWith('/api/')) routes.push({ method, url });
    }
  }
  return routes;
}

/** A route's path with its parameters filled by name; throws for a parameter the caller has no value for. */
export function fillPath(url: string, values: (name: string, url: string) => string | undefined): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values(name, url);
    if (value === undefined) throw new Error(`No value for :${name} in ${url}: give the test one`);
    return value;
  });
}
