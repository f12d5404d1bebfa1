import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from the environment, validated once at start-up (README has the table). */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().positive().default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Minutes of inactivity after which a session ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  /** Hours after sign-in after which a session ends whatever the activity. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /**
   * Which proxies in front of the app to believe (X-Forwarded-For/-Proto/-Host): 'false' (none), 'true' (the
   * one hop in front), a hop count, or their addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (value) => /^(true|false|\d+|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/.test(value),
      "TRUST_PROXY: use 'true', 'false', a hop count or the proxies' addresses separated by commas",
    ),
  /** 'all' runs API and worker in one process; 'api' or 'worker' run one role for scaling out. */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Where originals are kept: 'local' (DATA_DIR/files) or 's3' (any S3-compatible service). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-2'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z.string().optional(),
  /** Optional OpenAI-compatible reader for low-confidence documents (README: privacy). */
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Turns on GET /metrics (Prometheus), for scrapers that send this as a bearer token. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN: use at least 16 characters').optional(),
  /** A worker-only process serves /metrics on this port (an API process serves it on PORT). */
  METRICS_PORT: z.coerce.number().int().positive().optional(),
  /** Sends e-mail (document request links, one-time codes), e.g. smtp://user:password@mail.example.com:587. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FactFind <no-reply@factfind.local>'),
  /**
   * The address advisers and clients reach the app at (https://factfind.example.com.au): request links are
   * built from it, never from a request's Host header, and writes from its origin are accepted.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value),
      'PUBLIC_URL: use the full address, such as https://factfind.example.com.au',
    ),
  /**
   * Seconds a practice's model training waits after a correction, so a run of corrections asks once; unset,
   * TRAINING_DELAY_SECONDS (the browser tests shorten it).
   */
  PRACTICE_TRAINING_DELAY_SECONDS: z.coerce.number().int().min(0).optional(),
  DEMO_EMAIL: z.string().default('demo@factfind.local'),
  DEMO_PASSWORD: z.string().min(8).default('FactFind-demo-2026'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted addresses (comma-separated). */
  trustProxy: false | number | string;
  processRole: 'all' | 'api' | 'worker';
  logLevel: string;
  demo: { email: string; password: string };
  /** Seconds a practice's model training waits after a correction (PRACTICE_TRAINING_DELAY_SECONDS). */
  practiceTrainingDelaySeconds: number | undefined;
  /** Prometheus metrics, when a token is set. */
  metrics: { token: string; port?: number } | null;
  ai: { baseUrl: string; apiKey: string; model: string } | null;
  /** Outgoing e-mail, when SMTP_URL is set (otherwise advisers copy request links by hand). */
  mail: { smtpUrl: string; from: string } | null;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
        prefix?: string;
      };
  /**
   * The app's public address, without a trailing slash (PUBLIC_URL); request links are built from it.
   * Unset: http://localhost:PORT, as printed at start-up.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (a warning is printed at start-up when it was not). */
  publicUrlConfigured: boolean;
  /** Where the built browser app is served from; absent in API tests. */
  clientDir?: string;
};

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.parse(environment);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: parsed.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustProxy: readTrustProxy(parsed.TRUST_PROXY),
    processRole: parsed.PROCESS_ROLE,
    logLevel: parsed.LOG_LEVEL,
    demo: { email: parsed.DEMO_EMAIL, password: parsed.DEMO_PASSWORD },
    practiceTrainingDelaySeconds: parsed.PRACTICE_TRAINING_DELAY_SECONDS,
    publicUrl: (parsed.PUBLIC_URL || `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: Boolean(parsed.PUBLIC_URL),
    metrics: parsed.METRICS_TOKEN ? { token: parsed.METRICS_TOKEN, port: parsed.METRICS_PORT } : null,
    storage: readStorageConfig(parsed),
    mail: parsed.SMTP_URL ? { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM } : null,
    ai:
      parsed.AI_BASE_URL && parsed.AI_API_KEY
        ? { baseUrl: parsed.AI_BASE_URL, apiKey: parsed.AI_API_KEY, model: parsed.AI_MODEL }
        : null,
  };
}

function readStorageConfig(parsed: z.infer<typeof environmentSchema>): Config['storage'] {
  if (parsed.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!parsed.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return {
    driver: 's3',
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT || undefined,
    accessKeyId: parsed.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: parsed.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
    prefix: parsed.S3_PREFIX || undefined,
  };
}

/**
 * 'true' trusts one hop, not every hop: trusting all would let any caller choose the client address the
 * sign-in lock counts (X-Forwarded-For: anything) and so escape it.
 */
function readTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) || false;
  return value.replace(/\s+/g, '');
}
