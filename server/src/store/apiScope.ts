import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@topup/shared/contract';
import { registerChainPage } from '../dev/chainPage';
import { registerMoneyPage } from '../dev/moneyPage';
import { registerOutboxPage } from '../mail/outboxPage';
import { registerOperatorRoutes } from '../modules/afterSale/operatorRoutes';
import { registerAbuseLimits } from '../modules/auth/abuseLimits';
import { createAccountServices } from '../modules/auth/services';
import { apiModules, oauthModules } from '../modules';
import type { ModuleDeps } from '../modules/moduleDeps';
import { registerApiCors } from '../app/cors';
import { belongsToScope, clientPath } from '../app/registerCall';
import { API_PREFIX, OAUTH_PREFIX } from '../app/scopes';
import { registerUnimplementedCalls } from '../app/unimplementedCalls';


export interface ApiScopeOptions {
  deps: ModuleDeps;
  calls: readonly CallDefinition[];
  remoteOrigins: readonly string[];
}

/**
 * The API: the accounts services and abuse limits (decorated on the root), then two scopes with the same CORS,
 * /api (every module's calls) and /oauth (the OAuth endpoints), each closed by the calls of the
 * contract not implemented yet. Also the development pages (outbox, money) when allowed.
 */
export async function registerApiScope(app: FastifyInstance, options: ApiScopeOptions): Promise<void> {
  const accountServices = createAccountServices(options.deps, app.mailer);
  app.decorate('accountServices', accountServices);
  app.decorate('verifyAccessToken', (token: string) => accountServices.oauth.verifyAccessToken(token));
  await registerAbuseLimits(app, options.deps.accounts.rateLimits, options.deps.database);
  app.decorateRequest('caller', null);
  app.decorateRequest('userId', null);
  const homeless = options.calls.filter((call) => !belongsToScope(API_PREFIX, call) && !belongsToScope(OAUTH_PREFIX, call));
  if (homeless.length > 0) {
    throw new Error(`No scope mounts ${homeless.map((call) => clientPath(call.path)).join(', ')}`);
  }
  const scopes = [
    { prefix: API_PREFIX, modules: apiModules },
    { prefix: OAUTH_PREFIX, modules: oauthModules },
  ];
  for (const scope of scopes) {
    await app.register(
      async (api) => {
        await registerApiCors(api, options.remoteOrigins);
        for (const module of scope.modules) await api.register(module, options.deps);
        registerUnimplementedCalls(api, options.calls);
      },
      { prefix: scope.prefix },
    );
  }
  await registerOperatorRoutes(app, options.deps);
  // The development pages: mail the store sent, and crediting money or granting coupons.
  if (options.deps.accounts.devOutbox) {
    if (options.deps.accounts.production) {
      app.log.warn('DEVELOPMENT PAGES ARE ON IN PRODUCTION: /dev/money credits any account, /dev/outbox shows mail (ALLOW_SANDBOX_IN_PRODUCTION=1)');
    }
    registerOutboxPage(app, options.deps.database);
    registerMoneyPage(app, options.deps.database, options.deps.now);
    registerChainPage(app, options.deps);
  }
}
