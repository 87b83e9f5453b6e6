import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** The only place that reads process.env. Bad or missing settings stop the process at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interfaces to listen on: loopback unless a deployment opens them (the shell proxies /api). */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  WORKER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URI'),
  KEYCLOAK_URL: z.url('must be the base URL of Keycloak, e.g. http://localhost:8180'),
  KEYCLOAK_REALM: z.string().min(1).default('forge'),
  KEYCLOAK_AUDIENCE: z.string().min(1).default('forge-api'),
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).default('forge-services'),
  /** The public client users sign in with: user routes accept only tokens issued to it (azp). */
  KEYCLOAK_WEB_CLIENT_ID: z.string().min(1).default('forge-web'),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z
    .string('is required: the secret of the forge-services client (no default; `npm start` generates one)')
    .min(32, 'must be at least 32 characters'),
  /** Shared with the shell server, which sends it with each proxied request; only then is X-Forwarded-For believed. */
  PROXY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Origins whose pages may call the API from the browser (CORS), comma-separated; the public URL's by default. */
  CORS_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo suppliers to generate when the suppliers collection is empty at start (0 = never). */
  SEED_SUPPLIERS: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Abuse limits, counted in Redis: requests per client IP a minute, BOM uploads per user an hour. */
  API_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  BOM_UPLOADS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(60),
  BOM_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  BOM_WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  BOM_WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  /** BOM files are read in worker threads: how many the API keeps (the worker keeps one per concurrent job). */
  BOM_PARSE_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Heap cap of a reading thread: a hostile workbook fails with a clear error instead of taking the process down. */
  BOM_PARSE_MAX_HEAP_MB: z.coerce.number().int().min(16).max(16_384).default(1024),
  BOM_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(120_000),
  /** The sourcing assistant's language model: an OpenAI-compatible server, or a local GGUF file; embedded when neither. */
  LLM_BASE_URL: z.url('must be the base URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1').optional(),
  LLM_MODEL: z.string().min(1).default('qwen2.5:1.5b-instruct'),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL_PATH: z.string().regex(/\.gguf$/i, 'must be the path of a .gguf model file').optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** CPU threads for LLM_MODEL_PATH's model; default: the cores this process may use */
  LLM_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  CHAT_MESSAGES_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  apiPort: number;
  apiHost: string;
  workerMetricsPort: number;
  workerMetricsHost: string;
  mongoUri: string;
  redisUrl: string;
  auth: { issuer: string; audience: string; keycloakUrl: string; realm: string; adminClientId: string; adminClientSecret: string; webClientId: string };
  publicUrl: string;
  corsOrigins: string[];
  abuseLimits: { perIpPerMinute: number; uploadsPerUserPerHour: number };
  proxySecret: string | undefined;
  smtpUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedSuppliers: number;
  bomWorker: { concurrency: number; lockDurationMs: number; stalledIntervalMs: number };
  bomParse: { threads: number; maxHeapMb: number; timeoutMs: number };
  llm: { baseUrl: string | undefined; model: string; apiKey: string | undefined; modelPath: string | undefined; timeoutMs: number; threads: number };
  chatMessagesPerMinute: number;
}

/** loadConfig() for an entry point: bad settings print what is wrong and stop the process (exit code 1). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const keycloakUrl = env.KEYCLOAK_URL.replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    apiPort: env.API_PORT,
    apiHost: env.API_HOST,
    workerMetricsPort: env.WORKER_METRICS_PORT,
    workerMetricsHost: env.WORKER_METRICS_HOST,
    mongoUri: env.MONGODB_URI,
    redisUrl: env.REDIS_URL,
    auth: {
      keycloakUrl,
      realm: env.KEYCLOAK_REALM,
      issuer: `${keycloakUrl}/realms/${env.KEYCLOAK_REALM}`,
      audience: env.KEYCLOAK_AUDIENCE,
      adminClientId: env.KEYCLOAK_ADMIN_CLIENT_ID,
      adminClientSecret: env.KEYCLOAK_ADMIN_CLIENT_SECRET,
      webClientId: env.KEYCLOAK_WEB_CLIENT_ID,
    },
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? new URL(env.PUBLIC_URL).origin).split(',').map((o) => o.trim()).filter(Boolean),
    proxySecret: env.PROXY_SECRET,
    abuseLimits: { perIpPerMinute: env.API_LIMIT_PER_IP_PER_MINUTE, uploadsPerUserPerHour: env.BOM_UPLOADS_PER_USER_PER_HOUR },
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    seedSuppliers: env.SEED_SUPPLIERS,
    bomWorker: {
      concurrency: env.BOM_WORKER_CONCURRENCY,
      lockDurationMs: env.BOM_WORKER_LOCK_MS,
      stalledIntervalMs: env.BOM_WORKER_STALLED_INTERVAL_MS,
    },
    bomParse: { threads: env.BOM_PARSE_THREADS, maxHeapMb: env.BOM_PARSE_MAX_HEAP_MB, timeoutMs: env.BOM_PARSE_TIMEOUT_MS },
    llm: { baseUrl: env.LLM_BASE_URL?.replace(/\/$/, ''), model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, modelPath: env.LLM_MODEL_PATH, timeoutMs: env.LLM_TIMEOUT_MS, threads: env.LLM_THREADS ?? availableParallelism() },
    chatMessagesPerMinute: env.CHAT_MESSAGES_PER_USER_PER_MINUTE,
  };
}
