import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { createAuthLibrary } from "./core/auth/auth-library.ts";
import sse from "@fastify/sse";
import { memoryAttemptStore } from "./core/auth/attempt-limiter.ts";
import { redisAttemptStore } from "./core/auth/redis-attempt-store.ts";
import type { SessionRevocation } from "./core/auth/sessions.ts";
import { startLiveBus } from "./core/live/live-bus.ts";
import { createLiveHub } from "./core/live/live-hub.ts";
import { SESSIONS_TOPIC } from "./core/live/publish.ts";
import { consoleTransport } from "./core/mail/console-transport.ts";
import { createMailer, type Mailer } from "./core/mail/mailer.ts";
import { smtpTransport } from "./core/mail/smtp-transport.ts";
import { createSessionCache } from "./core/identity/session-cache.ts";
import { createSharedReads } from "./core/functions/shared-reads.ts";
import { clockStartingAt, secureRandom, systemClock, type Clock } from "./core/clock.ts";
import { testClockRoutes } from "./routes/test-clock.routes.ts";
import { AppError } from "./core/errors.ts";
import type { FunctionRegistry } from "./core/functions/registry.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { defaultFunctions } from "./served-functions.ts";
import { answerClientError, answerFrameworkError, registerErrorHandler, registerHostRequired } from "./plugins/errors.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRequestId, requestIdOf } from "./plugins/request-id.ts";
import { registerPilotResolution } from "./plugins/pilot.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerWebApp } from "./plugins/web.ts";
import { authRoutes } from "./routes/auth.routes.ts";
import { providerCallbackRoutes, signInProviderRoutes } from "./routes/sign-in-providers.routes.ts";
import { entityRoutes } from "./routes/entities.routes.ts";
import { functionRoutes } from "./routes/functions.routes.ts";
import { healthRoutes } from "./routes/health.routes.ts";
import { liveRoutes } from "./routes/live.routes.ts";
import { meRoutes } from "./routes/me.routes.ts";
import { notificationRoutes } from "./routes/notifications.routes.ts";
import { stripeWebhookRoutes } from "./routes/stripe-webhook.routes.ts";
import { uploadRoutes } from "./routes/uploads.routes.ts";
import type { Services } from "./services.ts";
// Declares every job kind, so a request can queue one by name (uploads queue media's processing).
import "./served-jobs.ts";

export interface BuildOptions {
  clock?: Clock;
  random?: () => number;
  mailer?: Mailer;
  functions?: FunctionRegistry;
  /** An already open database (tests share one across apps); otherwise opened from the config. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** Sign-in, sign-up and reset attempts are counted per minute. */
const AUTH_ATTEMPT_WINDOW_MS = 60_000;

export type App = FastifyInstance & { services: Services };

/** Builds the whole server — plugins, routes, database — without listening, so tests can drive it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Query strings can carry an access token (login redirect): log paths only.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split("?")[0], id: req.id }) },
    },
    bodyLimit: 1024 * 1024,
    // The client address comes from X-Forwarded-For only through the proxies we run, counted from
    // the socket; anything a client writes there beyond them is ignored.
    // (A bare hop count is not trusted by Fastify at all, hence the function of the hop index.)
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A well-formed X-Request-Id from the caller is kept; see plugins/request-id.ts.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Node would answer a request without Host with a bare 400 of its own; registerHostRequired answers it in our shape.
    http: { requireHostHeader: false },
    // Errors answered before our handler exists for the request still carry our {message, code}.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // Clients (axios among them) send Content-Type: application/json on bodiless DELETEs; treat an
  // empty body as none. Everything else goes through Fastify's own parser (prototype-poisoning safe).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // JSON is UTF-8 (RFC 8259); a body labelled otherwise would be read as something it is not.
    const charset = /;\s*charset\s*=\s*"?([^;"\s]+)/i.exec(request.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset && charset !== "utf-8" && charset !== "utf8") return done(new AppError("UNSUPPORTED_MEDIA_TYPE", "Send JSON encoded as UTF-8"), undefined);
    if (body === "") return done(null, undefined);
    parseJson(request, body as string, done);
  });
  // The API speaks JSON (and multipart for imports); a text/plain body is a 415, not a string.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.inMemoryDatabase ? undefined : config.dataDir,
      poolSize: config.databasePoolSize,
      onConnectionError: (error) => app.log.warn({ err: error }, "database connection dropped"),
    }));

  // LOG_LEVEL=silent means no output at all, reset links included.
  const mailer =
    options.mailer ??
    createMailer({
      transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : consoleTransport((line) => config.logLevel !== "silent" && process.stdout.write(`${line}\n`)),
      from: config.mail.from,
      db: database.db,
      warn: (message, { error, ...details }) => app.log.warn({ err: error, ...details }, message),
    });
  // Said at every start; printed mails reach no pilot, so that one is a warning.
  if (!config.mail.smtpUrl && !options.mailer) app.log.warn(`mail: ${mailer.description}`);
  else app.log.info(`mail: ${mailer.description}`);
  // Mails still being queued go into the database before it closes.
  app.addHook("onClose", async () => {
    await mailer.close();
    if (!options.database) await database.close();
  });
  // A CLOCK_START clock (tests only: production refuses it) can be moved forward through /testing/clock.
  const testClock = options.clock || !config.clockStart ? undefined : clockStartingAt(config.clockStart);
  const clock = options.clock ?? testClock ?? systemClock;
  const sessions = createSessionCache(config.sessionCacheSeconds * 1000);
  const sharedReads = createSharedReads(config.sharedReadsMs);
  const hub = createLiveHub(() => clock.now().getTime());
  const bus = await startLiveBus(database, {
    event(event) {
      // A revocation from any instance: forget the session here and close its streams.
      if (event.topic !== SESSIONS_TOPIC) return hub.deliver(event);
      if (event.kind === "session_refreshed") return sessions.revoke(event.data as SessionRevocation);
      sessions.revoke(event.data as SessionRevocation);
      hub.revoke(event.data as SessionRevocation, clock.now().getTime());
    },
    // Revocations may have been missed while the bus was down.
    gap: () => sessions.clear(),
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  const memoryAttempts = memoryAttemptStore(AUTH_ATTEMPT_WINDOW_MS, clock);
  const redis = config.redisUrl
    ? redisAttemptStore(config.redisUrl, config.redisKeyPrefix, AUTH_ATTEMPT_WINDOW_MS, memoryAttempts, (error) => app.log.warn({ err: error }, "redis unreachable: counting attempts in memory"))
    : null;
  // Streams end first, so closing does not wait on them; clients reconnect to another instance.
  app.addHook("preClose", async () => hub.closeAll());
  app.addHook("onClose", async () => {
    await bus.stop().catch(() => undefined);
    await redis?.close();
  });
  const services: Services = {
    config,
    db: database.db,
    database,
    auth: createAuthLibrary({
      db: database.db,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      mailer,
      requireEmailVerification: config.requireEmailVerification,
      providers: config.providers,
      passwordHashCost: config.passwordHashCost,
    }),
    mailer,
    sessions,
    sharedReads,
    clock,
    attemptStore: redis ?? memoryAttempts,
    random: options.random ?? secureRandom,
    functions: options.functions ?? defaultFunctions(),
    live: { hub, bus },
    redis,
  };

  registerErrorHandler(app);
  registerRequestId(app);
  registerHostRequired(app);
  registerMetrics(app, { token: config.metricsToken, poolUse: database.poolUse, liveStreams: () => hub.size });
  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  // A multipart body is left unread, and the request has none, except where a route reads the
  // form (the CSV import registers the multipart reader for itself: its hooks would run on every request).
  app.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null, undefined));
  // A heartbeat comment every 15 s keeps proxies (60 s idle timeouts are common) from cutting a quiet stream.
  await app.register(sse, { heartbeatInterval: 15_000 });
  registerPilotResolution(app, services.db, services.sessions);
  healthRoutes(app, services);
  if (testClock) testClockRoutes(app, testClock);
  providerCallbackRoutes(app, services);
  await registerOpenApi(app, { appId: config.appId, functions: services.functions });

  await app.register(
    async (scope) => {
      scope.addHook("onRequest", (request, _reply, done) => {
        const { appId } = request.params as { appId: string };
        done(appId === config.appId ? undefined : new AppError("NOT_FOUND", `Unknown app ${appId}`));
      });
      authRoutes(scope, services);
      signInProviderRoutes(scope, services);
      meRoutes(scope, services);
      entityRoutes(scope, services);
      functionRoutes(scope, services);
      liveRoutes(scope, services);
      uploadRoutes(scope, services);
      notificationRoutes(scope, services);
      await stripeWebhookRoutes(scope, services);
    },
    { prefix: "/api/apps/:appId" },
  );
  await registerWebApp(app, config.webDist);

  return Object.assign(app, { services }) as App;
}
