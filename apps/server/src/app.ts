import type { ServiceName } from '@engagex/contracts';
import { SERVICE_PREFIXES, ZRealm } from '@engagex/contracts';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { seedDemoDataOnce } from './demo/seed.js';
import authPlugin from './platform/auth/auth.js';
import {
  createIdTokenVerifier,
  googleIssuer,
  type TrustedIssuer,
} from './platform/auth/id-token-verifier.js';
import personReadsPlugin from './platform/changes/person-reads.js';
import changesPlugin from './platform/changes/plugin.js';
import { registerCompression } from './platform/compression.js';
import { type DatabaseHandle, openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import databasePlugin from './platform/db/plugin.js';
import docsPlugin from './platform/docs.js';
import { serializerCompiler } from './platform/envelope.js';
import { AppError, errorEnvelope, installErrorHandling } from './platform/errors.js';
import fastAnswersPlugin from './platform/fast-answers.js';
import { usePlatformProfile } from './platform/invoicing/supplier.js';
import balanceCachePlugin from './platform/ledger/balance-cache.js';
import { logLinesStream, OneLinePerRequest } from './platform/log-lines.js';
import mailWorkerPlugin, { type MailWorkerOptions } from './platform/notifications/worker.js';
import paymentsPlugin from './platform/payments/plugin.js';
import { registerPurchasePurposes } from './platform/payments/purposes.js';
import { requestIdOf } from './platform/request-id.js';
import securityPlugin, {
  completeDocumentHeaders,
  securityHeadersFor,
  trustProxyOption,
} from './platform/security.js';
import { slowClientOptions } from './platform/slow-clients.js';
import { hasWebBuild, registerWebApp, webDistDir } from './platform/web-app.js';
import { createDevIdentityProvider, devIdpRoutes } from './services/dev-idp/index.js';
import { employeeService } from './services/employee/index.js';
import {
  embedPages,
  eventsPurchasePurposes,
  eventsService,
  listBookings,
  listContestants,
} from './services/events/index.js';
import { jobsPurchasePurposes, jobsService, listApplications } from './services/jobs/index.js';
import { mainService, type WebhookWorkerOptions, webhookWorkerPlugin } from './services/main/index.js';
import { moduleService } from './services/module/index.js';
import { paymentsService } from './services/payments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route with its declared access: the security tests sweep this, so no route escapes them. */
    routeTable: RouteEntry[];
  }
}

export type RouteEntry = {
  method: string;
  url: string;
  auth: string;
  cookieAuth: boolean;
  /** The scope an organiser's API key needs here; undefined where keys are refused (decision 090). */
  apiKeyScope: string | undefined;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean } | undefined;
  /** `group.name` of the endpoint table entry the route was registered from (decision 040), if any. */
  endpoint: string | undefined;
};

export type BuildOptions = {
  /** A database opened by the caller (tests share one across apps); otherwise the app opens its own. */
  database?: DatabaseHandle;
  /** Extra OpenID Connect issuers to trust, e.g. a test identity provider. */
  trustedIssuers?: TrustedIssuer[];
  logger?: FastifyServerOptions['logger'];
  /** The email outbox's sender, when config.mail.worker runs one: tests shorten its poll and back-off. */
  mailWorker?: Partial<MailWorkerOptions>;
  /** The webhook outbox's sender, when config.webhookWorker runs one: tests shorten its waits (decision 091). */
  webhookWorker?: Partial<WebhookWorkerOptions>;
};

/** PostgreSQL text cannot hold NUL; refusing it up front keeps it a 400 everywhere. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  // Own enumerable keys, as Object.entries gives them, without building the pairs on every request.
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1))
      return true;
  }
  return false;
}

/** Builds the whole portal API: platform plugins first, then the services the config asks for. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const linesLog = !options.logger && config.logFormat === 'lines';
  // Held here, not left to Fastify, so the answers given before routing log in the same words (decision 108).
  const logController = linesLog ? new OneLinePerRequest() : new LogController();
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(linesLog ? { stream: logLinesStream } : {}),
    },
    logController,
    bodyLimit: config.bodyLimitBytes,
    ...slowClientOptions(config),
    return503OnClosing: false,
    // Fastify gives each plugin 10 s to start; on a loaded 2-core machine the documentation's (swagger-ui and its
    // static files) took longer and the app failed to build. A start that hangs is still caught, a minute later.
    pluginTimeout: 60_000,
    trustProxy: trustProxyOption(config.trustProxy),
    // genReqId reads x-request-id itself: fastify's own header option would trust any value.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers),
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot even parse still gets the envelope, the request id and the security headers.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply
        .code(400)
        .headers(securityHeadersFor(request.url))
        .header('x-request-id', request.id)
        .type('application/json; charset=utf-8')
        .send(errorEnvelope('VALIDATION_ERROR', `Malformed request: ${error.message}`));
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON only; anything else is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // Read lazily: plugins' own onRoute hooks (docs, jobs) adjust the route after this one runs.
      routeTable.push({
        method,
        url: route.url,
        get auth() {
          return route.config?.auth ?? 'user';
        },
        get cookieAuth() {
          return Boolean(route.config?.cookieAuth);
        },
        get endpoint() {
          return route.config?.endpoint;
        },
        get apiKeyScope() {
          return route.config?.apiKeyScope;
        },
        get schema() {
          return route.schema as RouteEntry['schema'];
        },
      });
    }
  });
  // While shutting down, in-flight responses close their keep-alive connection, so close() need not
  // wait for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Requests that still arrive on open connections meanwhile get a 503 the balancer retries elsewhere, in the
  // envelope with Retry-After (Fastify's own, return503OnClosing, has neither).
  // Hooks every request runs take a callback rather than being async: a promise per hook per request adds up.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError('SERVICE_UNAVAILABLE', 'The server is restarting, please retry') : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
    done(nul ? new AppError('VALIDATION_ERROR', 'Text must not contain NUL characters') : undefined);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    completeDocumentHeaders(reply);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const webDir = webDistDir(config.webDistDir);
  const serveWeb = config.serveWeb && hasWebBuild(webDir);
  installErrorHandling(app, { serveAppShell: serveWeb, appealTo: config.supportEmail });

  const handle = options.database ?? (await openDatabase(config));
  try {
    await migrateToLatest(handle.db, handle.driver === 'postgres' ? config.databaseSchema : 'public');
    if (config.seedDemoData) await seedDemoDataOnce(handle.db);
  } catch (error) {
    if (!options.database) await handle.close();
    throw error;
  }
  await app.register(databasePlugin, { handle, owned: !options.database });
  await app.register(changesPlugin, { handle });
  await app.register(securityPlugin);
  // Before every route, the web app's static files included, so it sees every answer.
  await registerCompression(app);
  await app.register(cookie);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  // Its listener goes in front of Fastify's; a feature adds what it answers there (decision 108).
  await app.register(fastAnswersPlugin, { closing: () => closing, logController });
  await app.register(balanceCachePlugin);
  await app.register(personReadsPlugin);
  await app.register(paymentsPlugin);
  // Every purpose, whatever SERVICES runs here: this process may take the webhook or the checkout return of a
  // payment for a service it does not serve (decision 034).
  registerPurchasePurposes([...ZRealm.options.flatMap(eventsPurchasePurposes), ...jobsPurchasePurposes]);
  // Who invoices what no organiser's tax profile covers (decision 079), read by the payments this process confirms.
  usePlatformProfile(config.platformTaxProfile);

  const devIdp = config.devIdp ? await createDevIdentityProvider(app.db) : null;
  const trustedIssuers = [
    ...(config.googleClientId ? [googleIssuer(config.googleClientId)] : []),
    ...(devIdp ? [devIdp.trustedIssuer] : []),
    ...(options.trustedIssuers ?? []),
  ];
  const verifyIdToken = createIdTokenVerifier(trustedIssuers);

  const services: Partial<Record<ServiceName, () => PromiseLike<unknown>>> = {
    // The console reads a person's bookings, entries and applications through readers handed in here, so main
    // imports neither events nor jobs, which pay through main (decision 066).
    main: () =>
      app.register(mainService, {
        prefix: SERVICE_PREFIXES.main,
        verifyIdToken,
        personRecords: { listBookings, listContestants, listApplications },
      }),
    module: () => app.register(moduleService, { prefix: SERVICE_PREFIXES.module }),
    payments: () => app.register(paymentsService, { prefix: SERVICE_PREFIXES.payments }),
    events: () => app.register(eventsService, { prefix: SERVICE_PREFIXES.events, realm: 'events' }),
    jobs: () => app.register(jobsService, { prefix: SERVICE_PREFIXES.jobs }),
    employee: () => app.register(employeeService, { prefix: SERVICE_PREFIXES.employee }),
    culturalEvents: () =>
      app.register(eventsService, { prefix: SERVICE_PREFIXES.culturalEvents, realm: 'cultural-events' }),
    devIdp: async () => {
      if (devIdp) await app.register(devIdpRoutes, { prefix: SERVICE_PREFIXES.devIdp, idp: devIdp });
    },
  };
  for (const name of config.services) await services[name]?.();
  if (config.mail.worker) await app.register(mailWorkerPlugin, options.mailWorker ?? {});
  if (config.webhookWorker) await app.register(webhookWorkerPlugin, options.webhookWorker ?? {});

  if (serveWeb) await registerWebApp(app, webDir, [embedPages]);
  app.addHook('onReady', async () => {
    await app.appTokens.pruneExpiredRevocations();
  });
  return app;
}
