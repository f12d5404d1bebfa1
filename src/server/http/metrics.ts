import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '@/server/db/connection';
import { readQueueDepth, type QueueDepth } from '@/server/core/health/read-queue-depth';
import { AppError } from '@/shared/app-error';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding the token: the document queue's depth and
 * oldest wait, request durations by route (the route's pattern, never an id), and the process's memory, CPU
 * and event-loop lag. Nothing about a client. Each app has its own registry.
 */
export function registerMetrics(app: FastifyInstance, db: Database, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // One query per scrape for the queue gauges. When the database cannot answer, the queue's gauges are left
  // out of the scrape (factfind_database_up says why) and the process's own figures still go out.
  let latest: { at: number; depth: Promise<QueueDepth | null> } | null = null;
  const queue = () => {
    if (!latest || Date.now() - latest.at > 1_000)
      latest = { at: Date.now(), depth: readQueueDepth(db).catch(() => null) };
    return latest.depth;
  };
  const queueRegistry = new Registry();
  const queueGauge = (name: string, help: string, value: (depth: QueueDepth) => number) =>
    new Gauge({
      name,
      help,
      registers: [queueRegistry],
      async collect() {
        const depth = await queue();
        if (depth) this.set(value(depth));
      },
    });
  new Gauge({
    name: 'factfind_database_up',
    help: 'Whether the database answered the queue query of this scrape (1) or not (0).',
    registers: [registry],
    async collect() {
      this.set((await queue()) ? 1 : 0);
    },
  });
  queueGauge(
    'factfind_document_jobs_waiting',
    'Documents waiting to be read (queued or waiting to retry).',
    (depth) => depth.waiting,
  );
  queueGauge('factfind_document_jobs_active', 'Documents being read now.', (depth) => depth.active);
  queueGauge(
    'factfind_document_jobs_stalled',
    'Documents left active by a worker whose heartbeat stopped (pg-boss fails and retries them).',
    (depth) => depth.stalled,
  );
  queueGauge(
    'factfind_document_workers_live',
    'Processes working the document queue whose heartbeat is fresh.',
    (depth) => depth.liveWorkers,
  );
  queueGauge(
    'factfind_document_job_oldest_wait_seconds',
    'How long the oldest waiting document has waited (0 when none waits).',
    (depth) => depth.oldestWaitingSeconds ?? 0,
  );

  const durations = new Histogram({
    name: 'factfind_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('UNAUTHORIZED', 'Metrics need the metrics token');
    }
    return reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(
        (await queue())
          ? await Registry.merge([registry, queueRegistry]).metrics()
          : await registry.metrics(),
      );
  });
}
