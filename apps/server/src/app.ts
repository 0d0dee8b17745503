import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/create-db.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { openapiOptions } from './lib/openapi.ts';
import type { Deps } from './lib/deps.ts';
import { registerMultipartGuard } from './lib/bad-input.ts';
import { correlationIdOf, registerAudit } from './plugins/audit.ts';
import { registerAuth } from './plugins/auth.ts';
import { bufferedLogger, lazyChildLogger, RequestLog } from './plugins/request-log.ts';
import { registerJobQueue } from './plugins/jobs.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerReadYourWrites } from './plugins/read-your-writes.ts';
import { registerErrorHandler, langOf } from './plugins/error-handler.ts';
import { registerWeb } from './web-static.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { databaseFileStorage } from './modules/files/file-storage.ts';
import { nboRoutes } from './modules/nbo/nbo.routes.ts';
import { declarationRoutes } from './modules/declarations/declarations.routes.ts';
import { reversalRoutes } from './modules/reversals/reversals.routes.ts';
import { annualRoutes } from './modules/annual/annual.routes.ts';
import { revenueLoadsRoutes } from './modules/revenue/revenue-loads.routes.ts';
import { revenueRoutes } from './modules/revenue/revenue.routes.ts';
import { employerFinesRoutes } from './modules/finance/employer-fines.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { refundRoutes } from './modules/refunds/refunds.routes.ts';
import { optOutRoutes } from './modules/optout/optout.routes.ts';
import { statementRoutes } from './modules/statements/statements.routes.ts';
import { processingRoutes } from './modules/processing/processing.routes.ts';
import { portfolioRoutes } from './modules/portfolios/portfolios.routes.ts';
import { participantRoutes } from './modules/participant/participant.routes.ts';
import { orgUserRoutes } from './modules/org-users/org-users.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { apiKeyRoutes } from './modules/user/api-keys.routes.ts';
import { twoFactorRoutes } from './modules/user/two-factor.routes.ts';
import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES, errorMessage } from '@pensia/domain';
import { exportRoutes } from './modules/exports/export-routes.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { approvalRoutes } from './modules/approvals/approvals.routes.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the server without listening: main.ts listens, tests inject. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // one line per request (plugins/request-log.ts): no headers or bodies are logged, so nothing needs redacting;
    // written through a buffer rather than one synchronous write per line
    ...(opts.logger !== undefined ? { logger: opts.logger } : { loggerInstance: bufferedLogger(config.logLevel) }),
    logController: new RequestLog(config.logRequestSample),
    childLoggerFactory: lazyChildLogger,
    genReqId: correlationIdOf,
    trustProxy: config.trustProxy,
    // explicit limits instead of the framework's defaults
    bodyLimit: config.bodyLimitBytes,
    // each longer than the longest job a request waits for (config.ts: checkTimeouts): a stored write is answered
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // start-up work that waits for the database (the job queue's start, runs left in the middle queued again)
    // may take longer than the framework's 10 s on a busy machine; a start that slow is slow, not broken
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = { db: database.db, readDb: database.readDb, clock: opts.clock ?? systemClock, config, log: app.log, storage: databaseFileStorage, databaseInProcess: database.kind === 'pglite' };

  registerSecurityHeaders(app);
  registerReadYourWrites(app, database.readRouter);
  registerMetrics(app, database, config.metricsToken);
  registerJobQueue(app, database, config);
  await app.register(rateLimit, {
    global: false,
    // counted in the database, so that every process of the topology counts against the same window (0110)
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (request, ctx) => {
      const err = new Error(errorMessage(langOf(request), 'TOO_MANY_ATTEMPTS', { seconds: Math.ceil(ctx.ttl / 1000) })) as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });
  // multipart uploads are read part by part by the route (modules/files: readMultipart, with the limits)
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_ATTACHMENTS } });
  registerMultipartGuard(app);
  await app.register(swagger, openapiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerAudit(app, deps);
  registerAuth(app, deps);

  healthRoutes(app, database);
  userRoutes(app, deps);
  orgUserRoutes(app, deps);
  apiKeyRoutes(app, deps);
  twoFactorRoutes(app, deps);
  nboRoutes(app, deps);
  declarationRoutes(app, deps);
  reversalRoutes(app, deps);
  annualRoutes(app, deps);
  revenueRoutes(app, deps);
  revenueLoadsRoutes(app, deps);
  financeRoutes(app, deps);
  employerFinesRoutes(app, deps);
  operatorRoutes(app, deps);
  bankAccountRoutes(app, deps);
  refundRoutes(app, deps);
  optOutRoutes(app, deps);
  statementRoutes(app, deps);
  processingRoutes(app, deps);
  portfolioRoutes(app, deps);
  participantRoutes(app, deps);
  exportRoutes(app, deps);
  webhookRoutes(app, deps);
  approvalRoutes(app, deps);

  registerWeb(app, config.webDist);
  return app;
}
