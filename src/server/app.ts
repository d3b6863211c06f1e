import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { loggerOptions } from './logger';
import { deriveKeys, installCommonPasswordScreen, loadKeyring, refreshKeyringPeriodically, KeyringSecretError } from './modules/auth';
import { newRequestId, registerApiRequestLog } from './http/api-request-log';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb, WEB_DIR } from './plugins/web';
import { allEndpoints } from '@contract/api';
import { assertEveryEndpointRegistered } from './http/endpoint-route';
import { documentErrorCodes, TRANSPORT_ERRORS_NOTE } from './http/error-code-docs';
import { handleClientError, refuseUnsupportedRequests, registerExpectationFailed } from './http/protocol-errors';
import { API_ROUTE_MODULES } from './routes/route-modules';
import { createAppMetrics } from './modules/metrics';
import { lastCompletedLedgerCheck } from './modules/ledger';
import { startApiRateLimiter } from './modules/api-rate-limit';
import { metricsRoute } from './routes/metrics';
import { registerProbes } from './routes/probes';
import { countOutboxPending, webhookBacklog } from './modules/system';
import { startReadReplica } from './modules/read-replica';
import { registerRequestTracing, startTracing, tracePool } from './tracing';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  appSecret: string;
  /** A pino instance to share, or false for silence (tests). */
  logger?: Logger | false;
  webDir?: string;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ config, database, appSecret, logger, webDir = WEB_DIR }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === false ? { logger: false } : logger ? { loggerInstance: logger as unknown as FastifyBaseLogger } : { logger: loggerOptions(config) }),
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new LogController({ disableRequestLogging: true }),
    // Our own random id per request (never the client's): the Request-Id header and every log line carry it.
    genReqId: newRequestId,
    requestIdHeader: false,
    // Fastify accepts a hop count at run time; its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string[],
    // A request that reaches a closing instance on a kept-alive connection is still served (the pool
    // stays open until the listener has closed) and its connection closed after it (decision 0041).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Every refusal is `{ message, code }`: the HTTP parser's (bad framing, 431, 505...) and the router's (a URL that does not decode, 414).
    clientErrorHandler: handleClientError,
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    // A request without Host is refused by refuseUnsupportedRequests, in our shape, rather than by Node with an empty 400.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  const metrics = createAppMetrics({
    pool: database.pool,
    outboxPending: () => countOutboxPending(database.db),
    webhookBacklog: async () => (await webhookBacklog(database.db)).pending,
    lastLedgerCheck: () => lastCompletedLedgerCheck(database.db),
  });
  const ctx: AppContext = {
    config,
    database,
    keys: deriveKeys(appSecret),
    logger: app.log,
    startedAt: new Date(),
    instanceId: `inst_${randomBytes(8).toString('hex')}`,
    metrics,
  };
  app.decorate('ctx', ctx);
  // OpenTelemetry (decision 0046), only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Its hooks come
  // before every other, so the rest of each request runs inside the request's span.
  if (config.tracing) {
    const tracing = await startTracing(config.tracing, {
      version: config.version,
      environment: config.environment,
      instanceId: ctx.instanceId,
      logger: app.log,
    });
    ctx.tracing = tracing;
    registerRequestTracing(app, tracing);
    tracePool(database.pool, tracing);
    if (database.replica) tracePool(database.replica.pool, tracing);
    app.addHook('onClose', async () => tracing.shutdown());
  }
  // The encryption keyring (docs/decisions/0024): loaded before any request, then followed so a
  // rotation reaches every instance.
  // A database that does not answer yet is not fatal (health reports it; the refresh loads the
  // keyring once it answers); a keyring wrapped under another APP_SECRET is.
  try {
    await loadKeyring(database.db, ctx.keys.fieldEncryption);
  } catch (err) {
    if (err instanceof KeyringSecretError) throw err;
    app.log.error({ err }, 'the encryption keyring could not be loaded yet; retrying');
  }
  const stopKeyringRefresh = refreshKeyringPeriodically(database.db, ctx.keys.fieldEncryption, (err) => app.log.warn({ err }, 'keyring refresh failed'));
  app.addHook('onClose', async () => stopKeyringRefresh());

  // Every password chosen through a request is checked against the common-password list (loaded once per process).
  installCommonPasswordScreen();
  // The per-API-key request limit: counted in memory, shared with the other instances every ~100 ms (decision 0025).
  const apiRateLimiter = startApiRateLimiter(ctx);
  app.addHook('onClose', async () => apiRateLimiter.stop());

  // JSON only (uploads register multipart where they need it); anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  refuseUnsupportedRequests(app);
  registerExpectationFailed(app);
  registerApiRequestLog(app);
  // Before the routes, so its write-position hook reaches every route's scope.
  await startReadReplica(app);

  // One log line per request, without query strings (they may carry tokens), and its metrics:
  // the route template only (never the raw path), so no label can carry an id or an email.
  app.addHook('onResponse', async (request, reply) => {
    // A load balancer's probes every second or so would drown the log and the request rate.
    if (request.routeOptions.config.probe) return;
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
  });

  // Before any route: it hooks into each route as the route is declared.
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SmartSplit API',
        version: config.version,
        description: `Split one payment across a customer's cards for the most rewards. Merchant API calls authenticate with a secret API key sent as \`Authorization: Bearer sk_test_...\` or \`sk_live_...\`. ${TRANSPORT_ERRORS_NOTE}`,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'Secret API key: sk_test_... or sk_live_...' },
          merchantToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Merchant portal session token' },
          adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Admin panel session token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Fills components.schemas with the contract's named schemas; without it every $ref dangles.
    // Then each operation's error responses list the codes its entry declares, per status.
    transformObject: documentErrorCodes(
      jsonSchemaTransformObject,
      allEndpoints().map(({ endpoint }) => endpoint),
    ),
  });

  // /livez, /readyz, overload shedding and the drain's closing connections: on the root, before any route.
  await registerProbes(app);
  // Each module registers its endpoints from the contract, in its own scope (content parsers, hooks).
  for (const routes of API_ROUTE_MODULES) await app.register(routes);
  await app.register(metricsRoute);
  assertEveryEndpointRegistered(app, allEndpoints());

  await registerWeb(app, webDir);
  await app.ready();
  return app;
}
