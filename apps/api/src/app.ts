import { isDateTime, isUuid } from '@fuelcard/contracts';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './env';
import { answerClientError, answerConnect, answerFrameworkError } from './framework-errors';
import { audit } from './plugins/app/audit';
import { authentication } from './plugins/app/authentication';
import { clock } from './plugins/app/clock';
import { databaseExpectedIn, type OpenDatabaseOptions } from './db/sqlite/open-database';
import { database } from './plugins/app/database';
import { errorHandling } from './plugins/app/error-handling';
import { metricsPlugin } from './observability/metrics';
import { LogDestination, requestIdGenerator } from '@fuelcard/observability';
import { gracefulShutdown } from './plugins/app/graceful-shutdown';
import { housekeeping } from './plugins/app/housekeeping';
import { schemaCompilers } from './schema-compilers';
import { seed } from './plugins/app/seed';
import { sqlExplorer } from './plugins/app/sql-explorer';
import type { ChildEntry } from './sql-explorer/child-process';
import { corsPolicy } from './plugins/external/cors';
import { developmentSecret, jwtTokens } from './plugins/external/jwt';
import { openApi } from './plugins/external/openapi';
import { rateLimits } from './plugins/external/rate-limit';
import { securityHeaders } from './plugins/external/security-headers';
import { accountRoutes } from './routes/account';
import { accountSecondFactorRoutes } from './routes/account-second-factors';
import { accountPasskeyRoutes } from './routes/account-passkeys';
import { accountReauthRoutes } from './routes/account-reauth';
import { passwordStrengthRoutes } from './routes/password-strength';
import { administratorSecondFactorRoutes } from './routes/administrator-second-factors';
import { adminAuditRoutes } from './routes/admin-audit';
import { applicationMailer } from './applications/application-mail';
import { adminApplicationRoutes } from './routes/admin-applications';
import { applicationRoutesPlugin } from './routes/applications';
import { administratorRoutes } from './routes/administrators';
import { cookieConsentRoutes } from './routes/cookie-consent';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { mediaRoutes } from './routes/media';
import { loginRoutes } from './routes/login';
import { loginSecondStepRoutes } from './routes/login-second-step';
import { newsRoutes } from './routes/news';
import { newsQueryRoutesPlugin } from './routes/news-queries';
import { newsAutosaveRoutes } from './routes/news-autosave';
import { newsPreviewRoutes } from './routes/news-preview';
import { newsWorkflowRoutes } from './routes/news-workflow';
import { sessionRoutes } from './routes/session';
import { sqlExplorerRoutes } from './routes/sql-explorer';

export interface BuildOptions {
  /** Start the SQL Explorer child with the app (servers) rather than on the first statement (tests). */
  warmSqlRunner?: boolean;
  /**
   * Tests: the SQLite SQL Explorer child's code, e.g. a bundle of child.ts made for the test run
   * (default: dist/sql-runner.js next to the server bundle, or the source through tsx).
   */
  sqlRunnerEntry?: ChildEntry;
  /** Print the banner with a generated superadmin password (default true). */
  printCredentials?: boolean;
  /** The clock (tests move through news dates and limit windows). */
  now?: () => Date;
  /** Serve /api/docs (default: outside production). */
  serveDocs?: boolean;
  /**
   * Where log lines go: by default standard output through a LogDestination, which drops and
   * counts lines while the output fails or stalls rather than blocking or crashing the server
   * (docs/decisions/0008); tests read them.
   */
  logStream?: { write(line: string): void; readonly droppedLines?: number };
  /** How long to wait for a PostgreSQL server that is not accepting connections yet (30 s). */
  databaseStartPatienceMs?: number;
  /** Waits between the tries of an application's e-mail (tests make them short). */
  applicationMailRetryMs?: number[];
  /** Tests: called on the SQLite connection as soon as it is open. */
  onDatabaseOpen?: OpenDatabaseOptions['onOpen'];
}

/** Paths whose values never reach the logs. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'token',
  '*.password',
  '*.token',
  'body.password',
];

/** Builds the whole API (not listening): plugins, then routes. server.ts only listens. */
export async function buildApp(
  config: ApiConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const logStream = options.logStream ?? new LogDestination();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED, censor: '[redacted]' },
      stream: logStream,
    },
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: 64 * 1024,
    // X-Request-Id from a trusted proxy (the public site, a load balancer), else a new id.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    return503OnClosing: true,
    // Opening the database may wait up to 30 s for a PostgreSQL server that is still starting.
    pluginTimeout: 60_000,
    // Errors before routing (an undecodable URL, malformed HTTP) are JSON { error } as well.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // A slug may have 200 characters (percent-encoded, more): the schema, not the router,
      // refuses a longer one, with its Russian message.
      maxParamLength: 1024,
    },
    // The route schemas' compilers, shared by every app this process builds (src/schema-compilers.ts).
    schemaController: { compilersFactory: schemaCompilers },
    ajv: {
      // Strict bodies: no type coercion, unknown fields are errors rather than silently dropped.
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false },
      // The same uuid and date-time rules as the contracts' own validator.
      onCreate: (ajv) => {
        ajv.addFormat('uuid', isUuid);
        ajv.addFormat('date-time', isDateTime);
      },
    },
  });

  app.server.on('connect', (_request, socket: Socket) => answerConnect(socket));

  // Decided before anything is written to the data directory (the development JWT secret is).
  const databaseExpected = databaseExpectedIn(config.dataDir);

  // Every body is JSON: anything else (including text/plain) is 415.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandling);
  await app.register(metricsPlugin, { token: config.metricsToken, log: logStream });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(gracefulShutdown);
  await app.register(securityHeaders, { hsts: config.hsts });
  await app.register(corsPolicy, { origins: config.adminOrigins });
  await app.register(rateLimits);
  const secret = config.jwtSecret ?? developmentSecret(config.dataDir);
  await app.register(jwtTokens, { secret });
  await app.register(openApi, { serveDocs: options.serveDocs ?? !config.isProduction });

  await app.register(clock, { now: options.now });
  await app.register(database, {
    databasePath: config.databasePath,
    databaseUrl: config.databaseUrl,
    explorerDatabaseUrl: config.explorerDatabaseUrl,
    secret,
    startPatienceMs: options.databaseStartPatienceMs,
    busyWaitMs: Math.min(config.sqlTimeoutMs + 2000, 15_000),
    sqlite: {
      expected: databaseExpected,
      initialise: config.databaseInit,
      onOpen: options.onDatabaseOpen,
    },
  });
  await app.register(seed, {
    dataDir: config.dataDir,
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    // The banner goes where the log goes: a failing standard output cannot crash the start.
    print: (options.printCredentials ?? true) ? (text: string) => logStream.write(text) : undefined,
  });
  await app.register(audit);
  await app.register(housekeeping);
  await app.register(authentication, {
    secret,
    sessionIdleMinutes: config.sessionIdleMinutes,
    mfaRequired: config.mfaRequired,
    adminOrigins: config.adminOrigins,
  });
  await app.register(sqlExplorer, {
    timeoutMs: config.sqlTimeoutMs,
    warm: options.warmSqlRunner ?? false,
    childEntry: options.sqlRunnerEntry,
  });

  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(loginSecondStepRoutes);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(accountReauthRoutes);
  await app.register(passwordStrengthRoutes);
  await app.register(accountSecondFactorRoutes);
  await app.register(accountPasskeyRoutes);
  await app.register(administratorRoutes);
  await app.register(administratorSecondFactorRoutes);
  await app.register(newsQueryRoutesPlugin);
  await app.register(newsRoutes);
  await app.register(newsWorkflowRoutes);
  await app.register(newsPreviewRoutes);
  await app.register(newsAutosaveRoutes);
  await app.register(imageRoutes);
  await app.register(mediaRoutes);
  await app.register(adminAuditRoutes);
  await app.register(sqlExplorerRoutes);
  await app.register(cookieConsentRoutes);
  const mailer = config.applicationMail
    ? applicationMailer({
        ...config.applicationMail,
        consoleOrigin: config.adminOrigins[0],
        log: app.log.child({ component: 'application-mail' }),
        retryDelaysMs: options.applicationMailRetryMs,
      })
    : undefined;
  if (mailer) app.addHook('onClose', async () => mailer.close());
  await app.register(applicationRoutesPlugin, {
    secret,
    onApplication: mailer
      ? (request, id) => {
          void app.repos.applications
            .find(id)
            .then((record) => (record ? mailer.send(record) : false))
            .catch((error: unknown) =>
              request.log.error({ err: error, application: id }, 'application e-mail failed'),
            );
        }
      : undefined,
  });
  await app.register(adminApplicationRoutes);
  return app;
}
