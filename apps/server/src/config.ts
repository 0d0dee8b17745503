import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { API_KEY_REQUESTS_PER_MINUTE, ibanRemainder, parseMoney } from '@pensia/domain';
import { z } from 'zod';

/** The demo agency's receiving accounts: the treasury account of the demo statements and the payment orders' account. */
export const DEFAULT_AGENCY_ACCOUNTS = ['GE10NB0331100000000001', 'GE90NB0000000000707017'];

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
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(API_KEY_REQUESTS_PER_MINUTE),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
  UPLOAD_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
  UPLOAD_JOB_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  LOAD_WAIT_MS: z.coerce.number().int().min(0).default(20_000),
  UPLOAD_QUEUE_WAIT_MS: z.coerce.number().int().min(10).default(10_000),
  UPLOAD_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
  UPLOAD_MAX_PER_ORGANIZATION: z.coerce.number().int().min(1).max(100).default(2),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  COUNT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  JOBS_WORK: bool.default(true),
  JOBS_HEARTBEAT_S: z.coerce.number().int().min(10).max(600).default(10),
  JOBS_SUPERVISE_S: z.coerce.number().int().min(1).max(600).default(2),
  JOBS_POLL_S: z.coerce.number().min(0.5).max(60).default(1),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(1000).default(20),
  EXPORT_JOB_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  EXPORT_KEEP_HOURS: z.coerce.number().min(0.01).max(24 * 30).default(24),
  UPLOAD_KEEP_DAYS: z.coerce.number().min(0.01).max(3650).default(90),
  PROCESSING_BATCH_ROWS: z.coerce.number().int().min(1).max(100_000).default(1000),
  PROCESSING_PARTS: z.coerce.number().int().min(1).max(64).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  // a refund above this many lari is paid only once a second operator approves it after the first
  REFUND_SECOND_APPROVAL_ABOVE: z
    .string()
    .default('5000.00')
    .refine((v) => parseMoney(v) !== undefined && parseMoney(v)! >= 0n, 'REFUND_SECOND_APPROVAL_ABOVE must be an amount in lari, e.g. 5000.00'),
  AGENCY_ACCOUNTS: z
    .string()
    .default(DEFAULT_AGENCY_ACCOUNTS.join(','))
    .transform((v) => v.split(',').map((a) => a.replace(/\s+/g, '').toUpperCase()).filter(Boolean))
    .refine((list) => list.length > 0 && list.every((a) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(a) && ibanRemainder(a) === 1), 'AGENCY_ACCOUNTS must be a comma-separated list of valid IBANs'),
  PAYMENT_ORDER_ACCOUNT: z.string().regex(/^GE\d{2}[A-Z]{2}\d{16}$/, 'PAYMENT_ORDER_ACCOUNT must be a Georgian IBAN').default('GE90NB0000000000707017'),
  PAYMENT_ORDER_TREASURY_CODE: z.string().regex(/^\d{9}$/, 'PAYMENT_ORDER_TREASURY_CODE must have 9 digits').default('300773150'),
  PAYMENT_ORDER_BENEFICIARY: z.string().min(1).default('სსიპ საპენსიო სააგენტო'),
  PAYMENT_ORDER_BANK: z.string().min(1).default('სახელმწიფო ხაზინა'),
  WEBHOOKS_ALLOW_HTTP: bool.default(false),
  WEBHOOK_SECRET_KEY: z.string().min(32, 'WEBHOOK_SECRET_KEY must have at least 32 characters').optional(),
  WEBHOOK_SWEEP_S: z.coerce.number().min(0.5).max(600).default(5),
  PAYMENT_ORDER_BANK_BIC: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'PAYMENT_ORDER_BANK_BIC must be a BIC').default('TRESGE22'),
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
  /** Requests a minute one API key may make (docs/decisions/0101). */
  apiKeyRequestsPerMinute: number;
  webDist: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Longest time to receive a request, and longest time an upload may wait for a worker and be read. */
  requestTimeoutMs: number;
  /** Longest time a connection may stay silent (the socket's inactivity limit), a request in flight included. */
  connectionTimeoutMs: number;
  /** Longest time an idle kept-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Upload workers (0: one per spare core, one or two). */
  uploadWorkers: number;
  /** Longest time a worker may read one upload. */
  uploadJobTimeoutMs: number;
  /** Longest time a statement's or Revenue Service file's load request waits for its job; then it is answered 202 (0083). */
  loadWaitMs: number;
  /** Longest time an upload may wait for a worker; it is refused (503) before storing anything. */
  uploadQueueWaitMs: number;
  /** Most uploads waiting for a worker; one more is refused (503). */
  uploadQueueMax: number;
  /** Most uploads of one organization in flight at once, per process; one more is refused (429). */
  uploadMaxPerOrganization: number;
  shutdownGraceMs: number;
  /** How long correspondence counts are kept per organization (0: never). */
  countCacheMs: number;
  /** The durable job queue (docs/decisions/0073): README, "Background jobs". */
  jobs: { work: boolean; heartbeatSeconds: number; superviseSeconds: number; pollSeconds: number; retryLimit: number };
  /** Declaration rows per batch of the month's processing (each batch one transaction). */
  processingBatchRows: number;
  /**
   * Parts a run of the month's processing is split into, each a job of the queue that any server takes, all
   * converted at the same time (docs/decisions/0111): PROCESSING_PARTS, else 1. A process converts one part at
   * a time, so a deployment sets it to its number of portal processes (deploy/compose.yaml: 3).
   */
  processingParts: number;
  /** An export of more rows than this is written by a job of the durable queue (docs/decisions/0088). */
  exportJobRows: number;
  /** How long an export written by a job is kept for its download before the clean-up deletes it. */
  exportKeepHours: number;
  /** How long the bytes of a loaded (or refused) bank statement or Revenue Service file are kept after its load ended (docs/decisions/0085). */
  uploadKeepDays: number;
  /** The bearer token `GET /metrics` asks for; the endpoint answers 404 when unset. */
  metricsToken: string | undefined;
  /** The agency's receiving account, treasury code, name and bank, printed on payment orders. */
  /** The agency's receiving accounts (IBANs): a bank statement of any other account is refused (docs/decisions/0046). */
  agencyAccounts: string[];
  /** A refund above this amount (tetri) needs a second operator's approval after the first's. */
  refundSecondApprovalAbove: bigint;
  /**
   * Webhooks (docs/decisions/0103): `allowHttp` lets an endpoint be plain http on the loopback address (tests,
   * development), loopback being refused otherwise; `secretKey` encrypts the endpoints' signing secrets
   * (WEBHOOK_SECRET_KEY, else derived from JWT_SECRET); undelivered events are looked for every `sweepSeconds`.
   */
  webhooks: { allowHttp: boolean; secretKey: Uint8Array; sweepSeconds: number };
  paymentOrder: { account: string; treasuryCode: string; beneficiary: string; bank: string; bankBic: string };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Every time limit a request waits under is longer than the longest job it waits for, so that a write that
 * was stored is always answered (decision 0012):
 * UPLOAD_QUEUE_WAIT_MS + UPLOAD_JOB_TIMEOUT_MS < REQUEST_TIMEOUT_MS < CONNECTION_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS.
 */
function checkTimeouts(e: z.infer<typeof EnvSchema>) {
  const problems: string[] = [];
  const longestUpload = e.UPLOAD_QUEUE_WAIT_MS + e.UPLOAD_JOB_TIMEOUT_MS;
  if (longestUpload >= e.REQUEST_TIMEOUT_MS) {
    problems.push(`UPLOAD_QUEUE_WAIT_MS + UPLOAD_JOB_TIMEOUT_MS (${longestUpload}) must be less than REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`);
  }
  if (e.LOAD_WAIT_MS >= e.REQUEST_TIMEOUT_MS) {
    problems.push(`LOAD_WAIT_MS (${e.LOAD_WAIT_MS}) must be less than REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`);
  }
  if (e.REQUEST_TIMEOUT_MS >= e.CONNECTION_TIMEOUT_MS) {
    problems.push(`REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}) must be less than CONNECTION_TIMEOUT_MS (${e.CONNECTION_TIMEOUT_MS})`);
  }
  if (e.REQUEST_TIMEOUT_MS >= e.KEEP_ALIVE_TIMEOUT_MS) {
    problems.push(`REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}) must be less than KEEP_ALIVE_TIMEOUT_MS (${e.KEEP_ALIVE_TIMEOUT_MS})`);
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * The key (32 bytes) that encrypts the webhook endpoints' signing secrets: HKDF-SHA256 of WEBHOOK_SECRET_KEY when
 * set, else of the token secret (docs/decisions/0103). Changing the key leaves the stored secrets unreadable: their
 * endpoints must be registered again.
 */
function webhookSecretKey(own: string | undefined, jwtSecret: Uint8Array): Uint8Array {
  const ikm = own ? new TextEncoder().encode(own) : jwtSecret;
  return new Uint8Array(hkdfSync('sha256', ikm, 'pensia-webhooks', 'webhook signing secrets v1', 32));
}

/** Reads the environment once, with safe defaults. Production refuses to start without a JWT secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
  checkTimeouts(e);
  const jwtSecret = e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : randomBytes(48);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    poolMax: e.DATABASE_POOL_MAX,
    jwtSecret,
    jwtSecretIsEphemeral: !e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logRequestSample: e.LOG_REQUEST_SAMPLE,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    uploadWorkers: e.UPLOAD_WORKERS,
    uploadJobTimeoutMs: e.UPLOAD_JOB_TIMEOUT_MS,
    loadWaitMs: e.LOAD_WAIT_MS,
    uploadQueueWaitMs: e.UPLOAD_QUEUE_WAIT_MS,
    uploadQueueMax: e.UPLOAD_QUEUE_MAX,
    uploadMaxPerOrganization: e.UPLOAD_MAX_PER_ORGANIZATION,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    countCacheMs: e.COUNT_CACHE_MS,
    jobs: { work: e.JOBS_WORK, heartbeatSeconds: e.JOBS_HEARTBEAT_S, superviseSeconds: e.JOBS_SUPERVISE_S, pollSeconds: e.JOBS_POLL_S, retryLimit: e.JOBS_RETRY_LIMIT },
    processingBatchRows: e.PROCESSING_BATCH_ROWS,
    // one process converts one part at a time: more parts than processes would only take turns
    processingParts: e.PROCESSING_PARTS ?? 1,
    exportJobRows: e.EXPORT_JOB_ROWS,
    exportKeepHours: e.EXPORT_KEEP_HOURS,
    uploadKeepDays: e.UPLOAD_KEEP_DAYS,
    metricsToken: e.METRICS_TOKEN || undefined,
    agencyAccounts: e.AGENCY_ACCOUNTS,
    refundSecondApprovalAbove: parseMoney(e.REFUND_SECOND_APPROVAL_ABOVE)!,
    webhooks: {
      allowHttp: e.WEBHOOKS_ALLOW_HTTP,
      secretKey: webhookSecretKey(e.WEBHOOK_SECRET_KEY, jwtSecret),
      sweepSeconds: e.WEBHOOK_SWEEP_S,
    },
    paymentOrder: {
      account: e.PAYMENT_ORDER_ACCOUNT,
      treasuryCode: e.PAYMENT_ORDER_TREASURY_CODE,
      beneficiary: e.PAYMENT_ORDER_BENEFICIARY,
      bank: e.PAYMENT_ORDER_BANK,
      bankBic: e.PAYMENT_ORDER_BANK_BIC,
    },
  };
}
