import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_READ_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(3600).default(600),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUEST_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  COUNT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  poolMax: number;
  jwtSecret: Uint8Array;
  /** True when JWT_SECRET was not set: tokens die with the process (development only). */
  jwtSecretIsEphemeral: boolean;
  accessTokenTtlS: number;
  seedDemo: boolean;
  logLevel: string;
  /** Share of successful requests written to the request log (failures always are). */
  logRequestSample: number;
  webDist: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  shutdownGraceMs: number;
  /** How long correspondence counts are kept per organization (0: never). */
  countCacheMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once, with safe defaults. Production refuses to start without a JWT secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    poolMax: e.DATABASE_POOL_MAX,
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : randomBytes(48),
    jwtSecretIsEphemeral: !e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logRequestSample: e.LOG_REQUEST_SAMPLE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    countCacheMs: e.COUNT_CACHE_MS,
  };
}
