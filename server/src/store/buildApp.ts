import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type CallDefinition } from '@topup/shared/contract';
import { allCalls } from '@topup/shared/contract/registry';
import type { AppConfig } from '../config/config';
import { storePaths } from '../config/paths';
import type { Database } from '../db/database';
import { registerLocaleFiles } from '../locales/routes';
import { registerEvaluateConfig } from '../modules/setting/evaluateConfig';
import { hostSharedVersions } from '../remotes/hostShared';
import { RemoteMap } from '../remotes/remoteMap';
import { registerRemotes } from '../remotes/routes';
import { readRemoteVersions } from '../remotes/versions';
import { registerCatalogMedia } from '../static/catalogMedia';
import { registerQrCodeImage } from '../static/qrCodeImage';
import { registerCompression } from '../static/compression';
import { registerHostApp } from '../static/hostApp';
import { databasePlugin } from '../db/databasePlugin';
import { fulfilmentPlugin } from '../fulfilment/fulfilmentPlugin';
import { jobsPlugin } from '../jobs/jobsPlugin';
import { mailPlugin } from '../mail/mailPlugin';
import { orderLifecyclePlugin } from '../modules/order';
import { webClientOf } from '../modules/auth';
import { partnersPlugin } from '../partners/partnersPlugin';
import { paymentsPlugin } from '../payments/paymentsPlugin';
import { registerApiScope } from './apiScope';
import { registerFormsOutsideApi } from '../modules/form/outsideApi';
import { answerFrameworkError, registerErrorHandler } from '../app/errorHandler';
import { registerFormBodyParser } from '../app/formBody';
import { createLogger } from '../app/logger';
import { registerNotFoundHandler } from '../app/notFound';
import { registerOpenApi } from '../app/openapi';
import { keptAnswersFirst, serverAskingFirst, type FirstAnswer } from '../app/keptAnswersFirst';
import { keepPublicAnswers } from '../app/publicAnswers';
import { registerRequestLog } from '../app/requestLog';
import { registerSafeText } from '../app/safeText';
import { registerSecurityHeaders } from '../app/security';
import { createObjectStore } from '../objectStore/createObjectStore';
import { SERVER_VERSION } from '../app/version';

export interface BuildAppOptions {
  config: AppConfig;
  /** Open and migrated; the app uses it but does not close it. */
  database: Database;
  /** Defaults to the store's pino logger (createLogger) at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The contract to mount; defaults to every call of @topup/shared/contract. */
  calls?: readonly CallDefinition[];
  /** The clock of the services (code and token expiry); defaults to the system time. */
  now?: () => Date;
}

/** The whole store on one Fastify instance: API, OpenAPI, remotes, the host and its pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const paths = storePaths(config);
  // Set once the kept answers exist; the server is made before them, with the instance.
  let firstAnswer: FirstAnswer | undefined;
  const app = Fastify({
    serverFactory: serverAskingFirst(() => firstAnswer),
    // Past Fastify's 100, a long path segment would match no route and read as an unknown call
    // (17); up to this length it reaches the call's validation and is a parameter error (11).
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    // registerRequestLog writes one leaner line per answer.
    logController: new LogController({ disableRequestLogging: true }),
    // Believe X-Forwarded-For for that many hops (what Fastify's numeric setting does); with 0,
    // request.ip is the socket's peer.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  });
  const now = options.now ?? (() => new Date());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerFormBodyParser(app);
  registerSafeText(app);
  keepPublicAnswers(app, database);
  registerRequestLog(app);
  firstAnswer = keptAnswersFirst(app.publicAnswers, app.log);

  const remoteMap = new RemoteMap({
    db: database.db,
    log: app.log,
    overrideFile: paths.remotesFile,
    versions: readRemoteVersions(config.repoRoot),
    envUrls: config.remoteUrls,
    configuredOrigins: config.remoteOrigins,
  });
  const uploadOrigin = await createObjectStore(config.forms, now).browserOrigin();
  await registerSecurityHeaders(app, () => remoteMap.allowedOrigins(), uploadOrigin ? [uploadOrigin] : []);
  await registerCompression(app);
  await registerOpenApi(app, SERVER_VERSION);
  // Infrastructure as named plugins on the root: each names what it needs, so Fastify refuses to
  // boot a plugin before its dependencies instead of failing later on a missing decoration.
  const { accounts, payments } = config;
  await app.register(databasePlugin, { database });
  await app.register(jobsPlugin, { now, pollMs: payments.jobPollMs, retryBaseMs: payments.jobRetryBaseMs });
  await app.register(mailPlugin, { smtpUrl: accounts.smtpUrl, from: accounts.mailFrom, now });
  await app.register(paymentsPlugin, { config: payments, production: accounts.production, now });
  await app.register(partnersPlugin);
  await app.register(fulfilmentPlugin, { failureRate: payments.fulfilmentFailureRate });
  await app.register(orderLifecyclePlugin, { config: payments, now });
  const deps = { database, version: SERVER_VERSION, accounts, payments, forms: config.forms, topup: config.topup, operatorToken: config.operatorToken, now };
  await registerFormsOutsideApi(app, deps);
  await registerApiScope(app, {
    deps,
    calls: options.calls ?? allCalls,
    remoteOrigins: config.remoteOrigins,
  });
  const remotesConfig = await registerRemotes(app, {
    releasesDir: paths.releasesDir,
    remoteMap,
    database,
    releases: config.releases,
    operatorToken: config.operatorToken,
    hostShared: () => hostSharedVersions(paths.hostDist, path.join(config.repoRoot, 'host')),
  });
  const localeVersions = await registerLocaleFiles(app, paths.localesDir);
  await registerEvaluateConfig(app);
  registerQrCodeImage(app);
  await registerCatalogMedia(app);
  registerNotFoundHandler(app, await registerHostApp(app, paths.hostDist, { remotesConfig, localeVersions, remoteBudget: config.releases.budget, webClient: webClientOf(accounts) }));
  return app;
}
